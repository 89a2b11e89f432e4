import { existsSync } from 'node:fs';
import path from 'node:path';
import { adminPaths } from '@brief/contract/admin-console';
import { offboardingPaths } from '@brief/contract/offboarding';
import { sharePaths } from '@brief/contract/shares';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { getAs, saveMessage } from './export-files';
import { bearer, buildTestApp, createChat, createUser, login, uploadFiles, type TestUser } from './helper';

/**
 * When someone leaves: everything of theirs as one zip (for themselves, or for an admin), and an admin
 * deleting them: their chats, files, bookmarks and shares go, the audit log keeps their e-mail.
 */
const ctx = await buildTestApp();
const admin = await createUser(ctx, { admin: true });
const colleague = await createUser(ctx, { teams: ['marketing'] });

const PICTURE = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 1)]);

/** A person with a chat (two messages, a text file and a picture), a bookmark, and shares both ways. */
async function personWithData(): Promise<{
  person: TestUser;
  chatId: string;
  fileIds: string[];
  colleagueChat: string;
}> {
  const person = await createUser(ctx, { teams: ['marketing'] });
  const chatId = await createChat(ctx, person, { app_name: 'marketing_agent', customerName: 'Northwind' });
  await ctx.app.inject({
    method: 'POST',
    url: `/api/users/${person.id}/chats/${chatId}/rename`,
    headers: bearer(person.token),
    payload: { name: 'Autumn plan: Q3/Q4' },
  });
  const files = await uploadFiles(ctx, person, chatId, [
    { name: 'brief.txt', body: 'Budget: 2,000 €', type: 'text/plain' },
    { name: 'logo.png', body: PICTURE, type: 'image/png' },
  ]);
  await saveMessage(ctx, person, chatId, 'user', 'How is the autumn campaign going?');
  const replyId = await saveMessage(
    ctx,
    person,
    chatId,
    'assistant',
    '## Autumn\n\nIt reached **1.2 M** people.',
  );
  const bookmark = await ctx.app.inject({
    method: 'POST',
    url: `/api/users/${person.id}/bookmarks`,
    headers: bearer(person.token),
    payload: { message: 'It reached 1.2 M people.', chatId, messageId: replyId, customerName: 'Northwind' },
  });
  expect(bookmark.statusCode, bookmark.body).toBe(201);
  const shared = await ctx.app.inject({
    method: 'POST',
    url: sharePaths.shares(person.id, chatId),
    headers: bearer(person.token),
    payload: { emails: [colleague.email] },
  });
  expect(shared.statusCode, shared.body).toBe(201);
  const colleagueChat = await createChat(ctx, colleague, { app_name: 'marketing_agent' });
  const sharedBack = await ctx.app.inject({
    method: 'POST',
    url: sharePaths.shares(colleague.id, colleagueChat),
    headers: bearer(colleague.token),
    payload: { emails: [person.email] },
  });
  expect(sharedBack.statusCode, sharedBack.body).toBe(201);
  return { person, chatId, fileIds: files.map((file) => file.id), colleagueChat };
}

async function zipOf(body: Buffer): Promise<JSZip> {
  return JSZip.loadAsync(body);
}

const folder = 'chats/001 Autumn plan Q3 Q4';

async function expectEverything(zip: JSZip, person: TestUser) {
  expect(
    Object.keys(zip.files)
      .filter((name) => !name.endsWith('/'))
      .sort(),
  ).toEqual(
    [
      'README.md',
      'bookmarks.json',
      'manifest.json',
      `${folder}/chat.json`,
      `${folder}/chat.md`,
      `${folder}/files/brief.txt`,
      `${folder}/files/logo.png`,
    ].sort(),
  );
  expect(await zip.file('README.md')?.async('string')).toContain(person.email);
  const markdown = (await zip.file(`${folder}/chat.md`)?.async('string')) ?? '';
  expect(markdown).toContain('How is the autumn campaign going?');
  expect(markdown).toContain('It reached **1.2 M** people.');
  const chat = JSON.parse((await zip.file(`${folder}/chat.json`)?.async('string')) ?? '{}') as {
    title: string;
    messages: { content: string }[];
  };
  expect(chat.title).toBe('Autumn plan: Q3/Q4');
  expect(chat.messages.map((message) => message.content)).toEqual([
    'How is the autumn campaign going?',
    '## Autumn\n\nIt reached **1.2 M** people.',
  ]);
  const bookmarks = JSON.parse((await zip.file('bookmarks.json')?.async('string')) ?? '[]') as {
    message: string;
  }[];
  expect(bookmarks.map((bookmark) => bookmark.message)).toEqual(['It reached 1.2 M people.']);
  expect(await zip.file(`${folder}/files/brief.txt`)?.async('string')).toBe('Budget: 2,000 €');
  const picture = Buffer.from((await zip.file(`${folder}/files/logo.png`)?.async('uint8array')) ?? []);
  expect(picture.equals(PICTURE)).toBe(true);
}

describe('downloading everything of a person', () => {
  it('gives a person their own chats (Markdown and JSON), bookmarks and files as a zip', async () => {
    const { person } = await personWithData();
    const response = await getAs(ctx, person, offboardingPaths.ownExport(person.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain(`brief-${person.email}-2026-03-02.zip`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    await expectEverything(await zipOf(response.rawPayload), person);
  });

  it("refuses another person's data to anyone but an admin", async () => {
    const { person } = await personWithData();
    expect((await getAs(ctx, colleague, offboardingPaths.ownExport(person.id))).statusCode).toBe(403);
    expect((await getAs(ctx, colleague, offboardingPaths.personExport(person.id))).statusCode).toBe(403);
    expect((await getAs(ctx, person, offboardingPaths.personExport(person.id))).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'GET', url: offboardingPaths.ownExport(person.id) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('gives an admin the same zip of a person, and the audit log says so', async () => {
    const { person } = await personWithData();
    const response = await getAs(ctx, admin, offboardingPaths.personExport(person.id));
    expect(response.statusCode, response.body).toBe(200);
    await expectEverything(await zipOf(response.rawPayload), person);
    const audit = await getAs(ctx, admin, `${adminPaths.audit}?action=user.exported`);
    const entries = audit.json<{ entries: { targetId: string; actorUserId: string }[] }>().entries;
    expect(entries).toContainEqual(expect.objectContaining({ targetId: person.id, actorUserId: admin.id }));
    expect((await getAs(ctx, admin, offboardingPaths.personExport('nobody'))).statusCode).toBe(404);
  });
});

const deleteAs = (as: TestUser, userId: string, confirm: unknown) =>
  ctx.app.inject({
    method: 'DELETE',
    url: offboardingPaths.person(userId),
    headers: bearer(as.token),
    payload: { confirm },
  });

describe('deleting a person', () => {
  it('refuses without their e-mail typed, for themselves, and for a non-admin', async () => {
    const { person } = await personWithData();
    const mismatch = await deleteAs(admin, person.id, colleague.email);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      error: { code: 'bad_request', reason: 'confirm_mismatch', field: 'confirm' },
    });
    expect((await deleteAs(admin, person.id, undefined)).statusCode).toBe(400);
    const self = await deleteAs(admin, admin.id, admin.email);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ error: { reason: 'delete_self' } });
    expect((await deleteAs(colleague, person.id, person.email)).statusCode).toBe(403);
    // Nothing went.
    expect((await getAs(ctx, person, `/api/users/${person.id}/chats`)).statusCode).toBe(200);
  });

  it('removes their chats, files, bookmarks and shares, ends their sessions, keeps the audit with their e-mail', async () => {
    const { person, chatId, fileIds, colleagueChat } = await personWithData();
    const keys = await ctx.db.selectFrom('files').select('storage_key').where('id', 'in', fileIds).execute();
    const stored = keys.map((key) => path.join(ctx.dataDir, 'files', key.storage_key));
    expect(stored.every((file) => existsSync(file))).toBe(true);
    expect((await getAs(ctx, colleague, sharePaths.sharedChats(colleague.id))).json()).toContainEqual(
      expect.objectContaining({ id: chatId }),
    );

    const deleted = await deleteAs(admin, person.id, `  ${person.email.toUpperCase()} `);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ id: person.id, deleted: true, chats: 1, files: 2, bookmarks: 1 });

    // Their token and their password stop working.
    expect((await getAs(ctx, person, `/api/users/${person.id}/chats`)).statusCode).toBe(401);
    expect((await login(ctx, person.email, person.password ?? '')).statusCode).toBe(401);
    // Their chats, files (gone from the store too) and bookmarks.
    expect(await ctx.db.selectFrom('chats').select('id').where('user_id', '=', person.id).execute()).toEqual(
      [],
    );
    expect(await ctx.db.selectFrom('messages').select('id').where('chat_id', '=', chatId).execute()).toEqual(
      [],
    );
    expect(await ctx.db.selectFrom('files').select('id').where('id', 'in', fileIds).execute()).toEqual([]);
    expect(stored.filter((file) => existsSync(file))).toEqual([]);
    expect(
      await ctx.db.selectFrom('bookmarks').select('id').where('user_id', '=', person.id).execute(),
    ).toEqual([]);
    // Their share with the colleague, and the colleague's share with them, both end.
    expect((await getAs(ctx, colleague, sharePaths.sharedChats(colleague.id))).json()).not.toContainEqual(
      expect.objectContaining({ id: chatId }),
    );
    const colleagueShares = await getAs(ctx, colleague, sharePaths.shares(colleague.id, colleagueChat));
    expect(colleagueShares.statusCode).toBe(200);
    expect(JSON.stringify(colleagueShares.json())).not.toContain(person.email);
    expect(
      await ctx.db.selectFrom('chat_shares').select('id').where('user_id', '=', person.id).execute(),
    ).toEqual([]);
    // The person is gone from the console; the audit log names them by e-mail.
    expect(
      (await getAs(ctx, admin, `${adminPaths.users}?q=${encodeURIComponent(person.email)}`)).json(),
    ).toMatchObject({
      users: [],
    });
    const audit = await getAs(ctx, admin, `${adminPaths.audit}?action=user.deleted`);
    const entry = audit
      .json<{ entries: { targetId: string; target: { name: string; email: string; exists: boolean } }[] }>()
      .entries.find((candidate) => candidate.targetId === person.id);
    expect(entry?.target).toEqual({ name: person.email, email: person.email, exists: false });
    const signIns = await ctx.db
      .selectFrom('audit_log')
      .select('actor_email')
      .where('actor_user_id', '=', person.id)
      .execute();
    expect(signIns.length).toBeGreaterThan(0);
    expect(signIns.every((row) => row.actor_email === person.email)).toBe(true);
    // Deleting them again finds nobody.
    expect((await deleteAs(admin, person.id, person.email)).statusCode).toBe(404);
  });
});
