import { adminPaths, type AdminCustomer } from '@brief/contract/admin-console';
import type { StoredFile } from '@brief/contract/files';
import { apiPaths } from '@brief/contract/paths';
import { describe, expect, it } from 'vitest';
import { lyingWordFile, wordFile } from './fixtures/zip-builders';
import { bearer, buildTestApp, createChat, createUser, type TestUser } from './helper';

const ctx = await buildTestApp();
const owner = await createUser(ctx, { teams: ['marketing'] });
const admin = await createUser(ctx, { admin: true });
const chatId = await createChat(ctx, owner);

type Upload = { name: string; body: Buffer | string; type?: string };

async function multipart(fields: Record<string, string>, files: Upload[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    const bytes = typeof file.body === 'string' ? Buffer.from(file.body) : file.body;
    form.append('file', new Blob([new Uint8Array(bytes)], { type: file.type ?? '' }), file.name);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

async function post(user: TestUser, url: string, fields: Record<string, string>, files: Upload[]) {
  const body = await multipart(fields, files);
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(user.token), 'content-type': body.contentType },
    payload: body.payload,
  });
}

const upload = (files: Upload[]) =>
  post(owner, `/api/users/${owner.id}/files`, { sessionId: chatId, app_name: 'marketing_agent' }, files);

async function uploaded(response: Awaited<ReturnType<typeof upload>>): Promise<StoredFile[]> {
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ files: StoredFile[] }>().files;
}

/**
 * Asks for /api/health every 10 ms until `work` settles: the statuses of the answers that came while
 * it was still under way.
 */
async function healthWhile(work: Promise<unknown>): Promise<number[]> {
  let settled = false;
  void work.finally(() => (settled = true));
  const answered: number[] = [];
  while (!settled) {
    const response = await ctx.app.inject({ method: 'GET', url: apiPaths.health });
    if (!settled) answered.push(response.statusCode);
    // inject answers without a turn of the event loop; give the upload's I/O and the worker theirs.
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return answered;
}

/** The most this process's memory (every thread's heap and buffers) grew above `baseline` while `work` ran. */
async function peakGrowth<T>(work: Promise<T>): Promise<{ result: T; growth: number }> {
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  try {
    const result = await work;
    return { result, growth: Math.max(peak, process.memoryUsage().rss) - baseline };
  } finally {
    clearInterval(sampler);
  }
}

const MB = 1024 * 1024;

describe('untrusted files', () => {
  it('keeps a Word file that lies about its size without text, says why, and stays within memory', async () => {
    // Every header claims 1,000 bytes; the document inflates to 600 MB.
    const bomb = lyingWordFile({ megabytes: 600 });
    expect(bomb.length).toBeLessThan(MB);
    const sending = upload([
      { name: 'quarterly.docx', body: bomb },
      { name: 'notes.txt', body: 'The warehouse opens at 7:30.', type: 'text/plain' },
    ]);
    const [{ result: response, growth }, healthAnswers] = await Promise.all([
      peakGrowth(sending),
      healthWhile(sending),
    ]);

    const [docx, notes] = await uploaded(response);
    expect(docx).toMatchObject({
      name: 'quarterly.docx',
      kind: 'binary',
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      notice: 'Its text was not read: it unpacks to more than 50 MB.',
    });
    expect(notes).toMatchObject({ name: 'notes.txt', kind: 'text' });
    expect(notes).not.toHaveProperty('notice');
    expect(growth).toBeLessThan(200 * MB);
    // The server answered other calls while the file was being read, not after.
    expect(healthAnswers.length).toBeGreaterThan(0);
    expect(healthAnswers.every((status) => status === 200)).toBe(true);

    // The notice is kept with the file: the chat lists it again.
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${owner.id}/chats/${chatId}/files`,
      headers: bearer(owner.token),
    });
    expect(listed.json<StoredFile[]>().find((file) => file.id === docx?.id)?.notice).toBe(
      'Its text was not read: it unpacks to more than 50 MB.',
    );
  });

  it('reads a big CSV while the server keeps answering', async () => {
    const rows = Array.from(
      { length: 60_000 },
      (_, row) => `${row},customer ${row},"Calle Mayor ${row}, Madrid"`,
    );
    const sending = upload([{ name: 'leads.csv', body: rows.join('\n'), type: 'text/csv' }]);
    const healthAnswers = await healthWhile(sending);
    const [csv] = await uploaded(await sending);
    expect(csv).toMatchObject({ kind: 'text', type: 'text/csv' });
    expect(csv).not.toHaveProperty('notice');
    expect(healthAnswers.length).toBeGreaterThan(0);
    expect(healthAnswers.every((status) => status === 200)).toBe(true);
  });

  it('says why a file that unpacks to more than 100 times its size, or looks damaged, was not read', async () => {
    const [ratio, damaged, fine] = await uploaded(
      await upload([
        { name: 'small-bomb.docx', body: lyingWordFile({ megabytes: 5 }) },
        { name: 'broken.json', body: '{"unclosed": ', type: 'application/json' },
        { name: 'brief.docx', body: wordFile('Launch in May.') },
      ]),
    );
    expect(ratio).toMatchObject({
      kind: 'binary',
      notice: 'Its text was not read: it unpacks to more than 100 times its own size.',
    });
    expect(damaged).toMatchObject({
      kind: 'binary',
      notice: 'Its text was not read: the file looks damaged.',
    });
    expect(fine).toMatchObject({ kind: 'text' });
  });

  it('stores names without direction marks, cut whole to 200 code points', async () => {
    const [spoofed, long] = await uploaded(
      await upload([
        { name: 'report\u202etxt.exe', body: 'MZ', type: 'text/plain' },
        { name: `${'😀'.repeat(300)}.txt`, body: 'hola', type: 'text/plain' },
      ]),
    );
    expect(spoofed?.name).toBe('reporttxt.exe');
    expect([...(long?.name ?? '')]).toHaveLength(200);
    expect(long?.name).toBe(`${'😀'.repeat(196)}.txt`);
  });

  it('refuses a customer document past a limit with 400 saying why, and keeps nothing of that upload', async () => {
    const customer = (
      await ctx.app.inject({
        method: 'POST',
        url: adminPaths.customers('marketing'),
        headers: bearer(admin.token),
        payload: { name: 'Acme' },
      })
    ).json<AdminCustomer>();
    const response = await post(admin, adminPaths.documents('marketing', customer.id), {}, [
      { name: 'profile.txt', body: 'Acme sells bikes.', type: 'text/plain' },
      { name: 'contract\u202excod.docx', body: lyingWordFile({ megabytes: 600 }) },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toBe(
      '"contractxcod.docx" was not kept. Its text was not read: it unpacks to more than 50 MB.',
    );
    const listed = await ctx.app.inject({
      method: 'GET',
      url: adminPaths.documents('marketing', customer.id),
      headers: bearer(admin.token),
    });
    expect(listed.json<unknown[]>()).toEqual([]);
  });
});
