import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileUrl, MAX_FILES_PER_UPLOAD, type StoredFile } from '@brief/contract/files';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileStorage } from '../src/files/storage';
import { createFilesRepo } from '../src/files/repo';
import { newId } from '../src/ids';
import { startFakeS3Server } from './fake-s3-server';
import { bearer, buildTestApp, createChat, createUser, type TestContext, type TestUser } from './helper';

const fixtures = path.join(import.meta.dirname, 'fixtures');
const fixture = (name: string) => readFileSync(path.join(fixtures, name));

const ctx = await buildTestApp({ env: { UPLOAD_MAX_MB: '2' } });
const owner = await createUser(ctx, { teams: ['marketing'] });
const stranger = await createUser(ctx, { teams: ['marketing'] });
const chatId = await createChat(ctx, owner);
const strangersChatId = await createChat(ctx, stranger);

type Upload = { name: string; body: Buffer | string; type?: string };

/** A multipart body as a browser's FormData sends it, serialised by undici. */
async function multipart(
  fields: Record<string, string>,
  files: Upload[],
  order: 'fields-first' | 'files-first',
) {
  const form = new FormData();
  const appendFields = () => Object.entries(fields).forEach(([name, value]) => form.append(name, value));
  if (order === 'fields-first') appendFields();
  for (const file of files) {
    const bytes = typeof file.body === 'string' ? Buffer.from(file.body) : file.body;
    form.append('file', new Blob([new Uint8Array(bytes)], { type: file.type ?? '' }), file.name);
  }
  if (order === 'files-first') appendFields();
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

async function upload(
  context: TestContext,
  user: TestUser,
  files: Upload[],
  options: { sessionId?: string | null; order?: 'fields-first' | 'files-first' } = {},
) {
  const sessionId = options.sessionId === undefined ? chatId : options.sessionId;
  const fields: Record<string, string> = { app_name: 'marketing_agent' };
  if (sessionId !== null) fields.sessionId = sessionId;
  const body = await multipart(fields, files, options.order ?? 'fields-first');
  return context.app.inject({
    method: 'POST',
    url: `/api/users/${user.id}/files`,
    headers: { ...bearer(user.token), 'content-type': body.contentType },
    payload: body.payload,
  });
}

const uploaded = async (response: Awaited<ReturnType<typeof upload>>): Promise<StoredFile[]> => {
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ files: StoredFile[] }>().files;
};

const storedRow = (fileId: string) =>
  ctx.db.selectFrom('files').selectAll().where('id', '=', fileId).executeTakeFirstOrThrow();

const storedFileNames = (context: TestContext) => {
  try {
    return readdirSync(path.join(context.dataDir, 'files'));
  } catch {
    return [];
  }
};

const download = (user: TestUser, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: bearer(user.token) });

describe('uploading files', () => {
  it('stores a document with its extracted text and answers it as the contract says', async () => {
    const [file] = await uploaded(
      await upload(ctx, owner, [{ name: 'report.pdf', body: fixture('report.pdf') }]),
    );
    expect(file).toEqual({
      id: expect.any(String) as unknown,
      name: 'report.pdf',
      size: fixture('report.pdf').length,
      type: 'application/pdf',
      kind: 'text',
      chatId,
      url: fileUrl(owner.id, file?.id ?? '', 'report.pdf'),
      createdAt: ctx.clock.now().toISOString(),
    });
    const row = await storedRow(file?.id ?? '');
    expect(row.text).toContain('Quarterly revenue grew 12 percent in Valencia.');
    expect(row.user_id).toBe(owner.id);
  });

  it('keeps the bytes under DATA_DIR/files with a generated name, never the uploaded one', async () => {
    const [file] = await uploaded(
      await upload(ctx, owner, [{ name: '../../escape.txt', body: 'The warehouse opens at 7:30.\n' }]),
    );
    expect(file?.name).toBe('escape.txt');
    const names = storedFileNames(ctx);
    expect(names).toContain(file?.id);
    expect(names.some((name) => name.includes('escape') || name.endsWith('.tmp'))).toBe(false);
    expect(readFileSync(path.join(ctx.dataDir, 'files', file?.id ?? '')).toString()).toBe(
      'The warehouse opens at 7:30.\n',
    );
  });

  it('takes several files at once and reads each format', async () => {
    const files = await uploaded(
      await upload(ctx, owner, [
        { name: 'brief.docx', body: fixture('brief.docx') },
        { name: 'budget.xlsx', body: fixture('budget.xlsx') },
        { name: 'leads.csv', body: fixture('leads.csv'), type: 'text/csv' },
        { name: 'notes.md', body: fixture('notes.md') },
        { name: 'plain.txt', body: fixture('plain.txt'), type: 'text/plain' },
        { name: 'config.json', body: fixture('config.json'), type: 'application/json' },
        { name: 'red.png', body: fixture('red.png'), type: 'image/png' },
      ]),
    );
    expect(files.map((file) => [file.name, file.kind, file.type])).toEqual([
      ['brief.docx', 'text', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['budget.xlsx', 'text', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['leads.csv', 'text', 'text/csv'],
      ['notes.md', 'text', 'text/markdown'],
      ['plain.txt', 'text', 'text/plain'],
      ['config.json', 'text', 'application/json'],
      ['red.png', 'image', 'image/png'],
    ]);
    const texts = await Promise.all(files.map(async (file) => (await storedRow(file.id)).text));
    expect(texts[0]).toContain('Launch the spring collection in Madrid on 3 April.');
    expect(texts[1]).toContain('Search | 1200');
    expect(texts[1]).toContain('## Notes\nApproved by finance');
    expect(texts[2]).toContain('Luis, Jr. | Bilbao | 78');
    expect(texts[3]).toContain('- Ship the **landing page** by Friday.');
    expect(texts[4]).toBe('The warehouse opens at 7:30.');
    expect(texts[5]).toBe('{\n  "team": "marketing",\n  "budget": {\n    "q1": 5000\n  }\n}');
    expect(texts[6]).toBeNull();
  });

  it('accepts a file larger than the JSON body limit when it is within UPLOAD_MAX_MB', async () => {
    const large = Buffer.alloc(1.5 * 1024 * 1024, 'a');
    const [file] = await uploaded(await upload(ctx, owner, [{ name: 'large.txt', body: large }]));
    expect(file?.size).toBe(large.length);
  });

  it('refuses a file past UPLOAD_MAX_MB with 413, naming it, and stores nothing of that upload', async () => {
    const before = storedFileNames(ctx);
    const rowsBefore = await ctx.db.selectFrom('files').select('id').execute();
    const response = await upload(ctx, owner, [
      { name: 'small.txt', body: 'fits' },
      { name: 'huge.bin', body: Buffer.alloc(2 * 1024 * 1024 + 1) },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: {
        code: 'payload_too_large',
        message: '"huge.bin" is larger than the 2 MB upload limit',
        reason: 'file_too_large',
        values: { name: 'huge.bin', limitMb: 2 },
      },
    });
    expect(storedFileNames(ctx)).toEqual(before);
    expect(await ctx.db.selectFrom('files').select('id').execute()).toEqual(rowsBefore);
  });

  it(`refuses more than ${MAX_FILES_PER_UPLOAD} files in one upload`, async () => {
    const before = storedFileNames(ctx);
    const files = Array.from({ length: MAX_FILES_PER_UPLOAD + 1 }, (_, index) => ({
      name: `note-${index}.txt`,
      body: `note ${index}`,
    }));
    const response = await upload(ctx, owner, files);
    expect(response.statusCode).toBe(413);
    expect(response.json<{ error: { message: string } }>().error.message).toBe(
      `At most ${MAX_FILES_PER_UPLOAD} files can be uploaded at once`,
    );
    expect(storedFileNames(ctx)).toEqual(before);
  });

  it('answers 400 without a file or without a session', async () => {
    const noFile = await upload(ctx, owner, []);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json<{ error: { message: string } }>().error.message).toMatch(/No file/);
    const noSession = await upload(ctx, owner, [{ name: 'plain.txt', body: 'text' }], { sessionId: null });
    expect(noSession.statusCode).toBe(400);
    expect(noSession.json<{ error: { message: string } }>().error.message).toMatch(/^sessionId: /);
  });

  it('answers 400 to a body that is not multipart', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${owner.id}/files`,
      headers: bearer(owner.token),
      payload: { sessionId: chatId },
    });
    expect(response.statusCode).toBe(400);
  });

  it("refuses another user's chat as missing, whether the session comes before or after the files", async () => {
    const before = storedFileNames(ctx);
    for (const order of ['fields-first', 'files-first'] as const) {
      const response = await upload(ctx, owner, [{ name: 'plain.txt', body: 'text' }], {
        sessionId: strangersChatId,
        order,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Chat not found' } });
    }
    expect(storedFileNames(ctx)).toEqual(before);
  });

  it("refuses an upload into another user's account", async () => {
    const response = await upload(ctx, stranger, [{ name: 'plain.txt', body: 'text' }], {
      sessionId: chatId,
    });
    expect(response.statusCode).toBe(404);
    const body = await multipart(
      { sessionId: chatId },
      [{ name: 'plain.txt', body: 'text' }],
      'fields-first',
    );
    const wrongPath = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${owner.id}/files`,
      headers: { ...bearer(stranger.token), 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(wrongPath.statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    const body = await multipart(
      { sessionId: chatId },
      [{ name: 'plain.txt', body: 'text' }],
      'fields-first',
    );
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${owner.id}/files`,
      headers: { 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(401);
  });

  it('reads the type from the bytes, not from the name or the declared type', async () => {
    const [png, html, binary] = await uploaded(
      await upload(ctx, owner, [
        { name: 'not-really.txt', body: fixture('red.png'), type: 'text/plain' },
        { name: 'evil.png', body: fixture('page.html'), type: 'image/png' },
        { name: 'data.txt', body: Buffer.from([0, 1, 2, 255, 254]), type: 'text/plain' },
      ]),
    );
    expect(png).toMatchObject({ kind: 'image', type: 'image/png' });
    expect(html).toMatchObject({ kind: 'binary', type: 'application/octet-stream' });
    expect(binary).toMatchObject({ kind: 'binary', type: 'application/octet-stream' });
  });

  it('keeps a document it cannot read as a binary file without text', async () => {
    const [file] = await uploaded(
      await upload(ctx, owner, [{ name: 'broken.pdf', body: fixture('broken.pdf') }]),
    );
    expect(file).toMatchObject({ kind: 'binary', type: 'application/pdf' });
    expect((await storedRow(file?.id ?? '')).text).toBeNull();
  });
});

const downloadable = await uploaded(
  await upload(ctx, owner, [
    { name: 'red.png', body: fixture('red.png') },
    { name: 'report.pdf', body: fixture('report.pdf') },
    { name: 'drawing.svg', body: fixture('drawing.svg'), type: 'image/svg+xml' },
    { name: 'page.html', body: fixture('page.html'), type: 'text/html' },
    { name: 'informe año.txt', body: 'Hola' },
  ]),
);
const [image, pdf, svg, html, spanish] = downloadable as [
  StoredFile,
  StoredFile,
  StoredFile,
  StoredFile,
  StoredFile,
];

describe('downloading files', () => {
  const common = {
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'cache-control': 'private, no-cache',
  };
  it('shows a raster image inline with its own type', async () => {
    const response = await download(owner, image.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      ...common,
      'content-type': 'image/png',
      'content-disposition': `inline; filename="red.png"; filename*=UTF-8''red.png`,
    });
    expect(response.rawPayload.equals(fixture('red.png'))).toBe(true);
  });

  it('offers a PDF as an attachment', async () => {
    const response = await download(owner, pdf.url);
    expect(response.headers).toMatchObject({
      ...common,
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`,
    });
    expect(response.rawPayload.equals(fixture('report.pdf'))).toBe(true);
  });

  it('never lets an SVG or HTML file render: an opaque attachment', async () => {
    expect(svg).toMatchObject({ kind: 'binary', type: 'image/svg+xml' });
    for (const file of [svg, html]) {
      const response = await download(owner, file.url);
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({ ...common, 'content-type': 'application/octet-stream' });
      expect(response.headers['content-disposition']).toMatch(/^attachment; /);
    }
  });

  it('encodes a non-ASCII name per RFC 5987', async () => {
    const response = await download(owner, spanish.url);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="informe a_o.txt"; filename*=UTF-8''informe%20a%C3%B1o.txt`,
    );
  });

  it('answers without the name at the end of the address too', async () => {
    const response = await download(owner, `/api/users/${owner.id}/files/${pdf.id}`);
    expect(response.statusCode).toBe(200);
  });

  it("treats another user's file as missing", async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${stranger.id}/files/${pdf.id}/report.pdf`,
      headers: bearer(stranger.token),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'File not found' } });
    const missing = await download(owner, `/api/users/${owner.id}/files/${newId()}/x.pdf`);
    expect(missing.statusCode).toBe(404);
    expect((await download(stranger, pdf.url)).statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: pdf.url });
    expect(response.statusCode).toBe(401);
  });
});

describe("a chat's files", () => {
  it('lists the files uploaded into the chat, oldest first, for its owner only', async () => {
    const otherChat = await createChat(ctx, owner);
    const first = await uploaded(
      await upload(ctx, owner, [{ name: 'one.txt', body: 'one' }], { sessionId: otherChat }),
    );
    ctx.clock.advance(1000);
    const second = await uploaded(
      await upload(ctx, owner, [{ name: 'two.txt', body: 'two' }], { sessionId: otherChat }),
    );
    const response = await download(owner, `/api/users/${owner.id}/chats/${otherChat}/files`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([...first, ...second]);
    const strangers = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${stranger.id}/chats/${otherChat}/files`,
      headers: bearer(stranger.token),
    });
    expect(strangers.statusCode).toBe(404);
  });

  it('takes the files of a deleted chat with it: rows, downloads and bytes', async () => {
    const doomed = await createChat(ctx, owner);
    const [file] = await uploaded(
      await upload(ctx, owner, [{ name: 'secret.txt', body: 'delete me' }], { sessionId: doomed }),
    );
    expect(storedFileNames(ctx)).toContain(file?.id);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/${owner.id}/chats/${doomed}`,
      headers: bearer(owner.token),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await download(owner, file?.url ?? '')).statusCode).toBe(404);
    expect(storedFileNames(ctx)).not.toContain(file?.id);
    expect(
      await ctx.db
        .selectFrom('files')
        .select('id')
        .where('id', '=', file?.id ?? '')
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it('links files to the message they were sent with, once, and lists them by message', async () => {
    const chat = await createChat(ctx, owner);
    const files = await uploaded(
      await upload(
        ctx,
        owner,
        [
          { name: 'a.txt', body: 'a' },
          { name: 'b.txt', body: 'b' },
        ],
        { sessionId: chat },
      ),
    );
    const messageId = newId();
    await ctx.db
      .insertInto('messages')
      .values({
        id: messageId,
        chat_id: chat,
        seq: 1,
        role: 'user',
        content: 'Read these',
        events: null,
        input_tokens: null,
        output_tokens: null,
        created_at: ctx.clock.now().toISOString(),
      })
      .execute();
    const repo = createFilesRepo(ctx.db);
    const ids = files.map((file) => file.id);
    expect(await repo.attachToMessage(stranger.id, chat, messageId, ids)).toEqual([]);
    expect(await repo.attachToMessage(owner.id, strangersChatId, messageId, ids)).toEqual([]);
    const attached = await repo.attachToMessage(owner.id, chat, messageId, [...ids, newId()]);
    expect(attached.map((row) => row.id)).toEqual(ids);
    expect(await repo.attachToMessage(owner.id, chat, newId(), ids)).toEqual([]);
    expect((await repo.listForMessages([messageId, newId()])).map((row) => row.id)).toEqual(ids);
    expect(await repo.listForMessages([])).toEqual([]);
  });
});

const s3 = await startFakeS3Server('brief-files');
const s3Env = {
  S3_BUCKET: 'brief-files',
  S3_ENDPOINT: s3.endpoint,
  S3_ACCESS_KEY_ID: 'test-access-key',
  S3_SECRET_ACCESS_KEY: 'test-secret-key',
  S3_FORCE_PATH_STYLE: 'true',
};
const s3Ctx = await buildTestApp({ env: s3Env });
afterAll(() => s3.close());

describe('an S3-compatible bucket', () => {
  it('puts, gets and removes objects through the SDK, signed', async () => {
    const storage = createFileStorage(s3Ctx.config);
    const key = newId();
    await storage.put(key, Buffer.from('hello bucket'), 'text/plain');
    expect(s3.objects.get(`brief-files/${key}`)).toEqual({
      body: Buffer.from('hello bucket'),
      contentType: 'text/plain',
    });
    expect((await storage.get(key)).toString()).toBe('hello bucket');
    await storage.remove(key);
    expect(s3.objects.has(`brief-files/${key}`)).toBe(false);
    await expect(storage.get(key)).rejects.toThrow();
    const put = s3.requests.find((request) => request.method === 'PUT');
    expect(put?.path).toBe(`/brief-files/${key}`);
    expect(put?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=test-access-key\/\d{8}\/us-east-1\/s3\//,
    );
  });

  it('serves uploads from the bucket, and keeps nothing on local disk', async () => {
    const user = await createUser(s3Ctx, { teams: ['marketing'] });
    const chat = await createChat(s3Ctx, user);
    const [file] = await uploaded(
      await upload(s3Ctx, user, [{ name: 'report.pdf', body: fixture('report.pdf') }], { sessionId: chat }),
    );
    expect(s3.objects.get(`brief-files/${file?.id ?? ''}`)?.contentType).toBe('application/pdf');
    expect(storedFileNames(s3Ctx)).toEqual([]);
    const response = await s3Ctx.app.inject({
      method: 'GET',
      url: file?.url ?? '',
      headers: bearer(user.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(fixture('report.pdf'))).toBe(true);
  });

  it('removes what an upload already put in the bucket when a later file is refused', async () => {
    const user = await createUser(s3Ctx, { teams: ['marketing'] });
    const chat = await createChat(s3Ctx, user);
    const before = [...s3.objects.keys()];
    const response = await upload(
      s3Ctx,
      user,
      [
        { name: 'fits.txt', body: 'fits' },
        { name: 'huge.bin', body: Buffer.alloc(20 * 1024 * 1024 + 1) },
      ],
      { sessionId: chat },
    );
    expect(response.statusCode).toBe(413);
    expect([...s3.objects.keys()]).toEqual(before);
    expect(s3.requests.some((request) => request.method === 'DELETE')).toBe(true);
  });
});
