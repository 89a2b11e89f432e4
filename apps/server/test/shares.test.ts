import { adminPaths } from '@brief/contract/admin-console';
import { sharePaths } from '@brief/contract/shares';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createChat, createUser, uploadFiles, type TestUser } from './helper';

/**
 * Sharing a chat inside the company: read-only, with a colleague by e-mail or with a team; decided on
 * every call; every share, revoke and copy audited.
 */
const ctx = await buildTestApp();
const admin = await createUser(ctx, { admin: true });
const owner = await createUser(ctx, { teams: ['marketing', 'creative'] });
const colleague = await createUser(ctx, { teams: ['creative'] });
const teammate = await createUser(ctx, { teams: ['marketing'] });
const outsider = await createUser(ctx, { teams: ['service'] });

const call = (
  as: TestUser,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> =>
  payload === undefined
    ? ctx.app.inject({ method, url, headers: bearer(as.token) })
    : ctx.app.inject({ method, url, headers: bearer(as.token), payload });

async function chatWithMessages(): Promise<string> {
  const chatId = await createChat(ctx, owner, {
    app_name: 'marketing_agent',
    customerName: 'Northwind Coffee',
    specialists: ['Nora'],
  });
  for (const [role, message] of [
    ['user', 'What do we know about the autumn campaign?'],
    ['assistant', '## Autumn\n\nThe campaign reached **1.2 M** people.'],
  ] as const) {
    const saved = await call(owner, 'POST', `/api/users/${owner.id}/chats/${chatId}`, { role, message });
    expect(saved.statusCode).toBe(201);
  }
  return chatId;
}

const readShared = (as: TestUser, chatId: string) => call(as, 'GET', sharePaths.sharedChat(as.id, chatId));
const sharedList = async (as: TestUser) =>
  (await call(as, 'GET', sharePaths.sharedChats(as.id))).json<
    { id: string; owner: { id: string; name: string; email: string } }[]
  >();

describe('sharing with a colleague', () => {
  it('lets the colleague find and read the chat, live; nobody else', async () => {
    const chatId = await chatWithMessages();
    const shared = await call(owner, 'POST', sharePaths.shares(owner.id, chatId), {
      emails: [colleague.email.toUpperCase()],
    });
    expect(shared.statusCode).toBe(201);
    const { shares } = shared.json<{ shares: { id: string; kind: string; email: string; name: string }[] }>();
    expect(shares).toHaveLength(1);
    expect(shares[0]).toMatchObject({ kind: 'user', email: colleague.email });

    const listed = await sharedList(colleague);
    expect(listed.map((chat) => chat.id)).toContain(chatId);
    expect(listed.find((chat) => chat.id === chatId)?.owner.email).toBe(owner.email);
    const read = await readShared(colleague, chatId);
    expect(read.statusCode).toBe(200);
    expect(read.json<{ messages: { content: string }[] }>().messages.map((m) => m.content)).toEqual([
      'What do we know about the autumn campaign?',
      '## Autumn\n\nThe campaign reached **1.2 M** people.',
    ]);

    // Live: the owner's next message shows to the colleague.
    await call(owner, 'POST', `/api/users/${owner.id}/chats/${chatId}`, {
      role: 'user',
      message: 'And winter?',
    });
    expect((await readShared(colleague, chatId)).json<{ messages: unknown[] }>().messages).toHaveLength(3);

    // Read-only: the colleague cannot reach it as a chat of theirs, write to it, or share it.
    expect((await call(colleague, 'GET', `/api/users/${colleague.id}/chats/${chatId}`)).statusCode).toBe(404);
    const write = await call(colleague, 'POST', `/api/users/${colleague.id}/chats/${chatId}`, {
      role: 'user',
      message: 'Mine now',
    });
    expect(write.statusCode).toBe(404);
    expect(
      (await call(colleague, 'POST', sharePaths.shares(colleague.id, chatId), { emails: [outsider.email] }))
        .statusCode,
    ).toBe(404);
    expect((await call(colleague, 'GET', sharePaths.shares(colleague.id, chatId))).statusCode).toBe(404);

    for (const stranger of [outsider, teammate]) {
      expect((await readShared(stranger, chatId)).statusCode).toBe(404);
      expect((await sharedList(stranger)).map((chat) => chat.id)).not.toContain(chatId);
    }
    // Another user's id in the path.
    expect((await call(outsider, 'GET', sharePaths.sharedChat(colleague.id, chatId))).statusCode).toBe(403);
    // The owner's own chat is not "shared with" the owner.
    expect((await readShared(owner, chatId)).statusCode).toBe(404);
  });

  it('refuses unknown, disabled and own e-mails, and teams the owner does not have, naming them', async () => {
    const chatId = await chatWithMessages();
    const disabled = await createUser(ctx, { disabled: true });
    const cases: [Record<string, unknown>, string][] = [
      [{ emails: ['nobody@brief.test'] }, 'nobody@brief.test'],
      [{ emails: [disabled.email] }, disabled.email],
      [{ emails: [owner.email] }, 'your own e-mail'],
      [{ teamId: 'service' }, 'service'],
      [{}, 'at least one'],
    ];
    for (const [payload, named] of cases) {
      const refused = await call(owner, 'POST', sharePaths.shares(owner.id, chatId), payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json<{ error: { message: string } }>().error.message).toContain(named);
    }
    expect((await call(owner, 'GET', sharePaths.shares(owner.id, chatId))).json()).toEqual([]);
    // An address nobody has and a disabled colleague's get one answer: it never tells who has an account.
    const refusal = async (email: string) => {
      const refused = await call(owner, 'POST', sharePaths.shares(owner.id, chatId), { emails: [email] });
      return { status: refused.statusCode, body: refused.body.replaceAll(email, '<e-mail>') };
    };
    const unknown = await refusal('nobody@brief.test');
    expect(unknown).toEqual(await refusal(disabled.email));
    expect(JSON.parse(unknown.body)).toEqual({
      error: {
        code: 'bad_request',
        message:
          'emails: you cannot share with <e-mail>. Only colleagues with an active account can read a shared chat.',
        reason: 'share_not_colleague',
        field: 'emails',
        values: { emails: '<e-mail>' },
      },
    });
    // A chat that is not yours.
    const notMine = await call(outsider, 'POST', sharePaths.shares(outsider.id, chatId), {
      emails: [colleague.email],
    });
    expect(notMine.statusCode).toBe(404);
  });

  it('revoking ends access at once, as do a disabled account and a deleted chat', async () => {
    const chatId = await chatWithMessages();
    const created = await call(owner, 'POST', sharePaths.shares(owner.id, chatId), {
      emails: [colleague.email],
    });
    const shareId = created.json<{ shares: { id: string }[] }>().shares[0]?.id ?? '';
    expect((await readShared(colleague, chatId)).statusCode).toBe(200);
    // Only the owner revokes, and only the chat's own shares.
    expect(
      (await call(colleague, 'DELETE', sharePaths.share(colleague.id, chatId, shareId))).statusCode,
    ).toBe(404);
    const other = await chatWithMessages();
    expect((await call(owner, 'DELETE', sharePaths.share(owner.id, other, shareId))).statusCode).toBe(404);
    const revoked = await call(owner, 'DELETE', sharePaths.share(owner.id, chatId, shareId));
    expect(revoked.json()).toEqual({ id: shareId, deleted: true });
    expect((await readShared(colleague, chatId)).statusCode).toBe(404);
    expect((await sharedList(colleague)).map((chat) => chat.id)).not.toContain(chatId);

    // A disabled recipient is signed out of everything at once.
    const leaving = await createUser(ctx, { teams: ['creative'] });
    await call(owner, 'POST', sharePaths.shares(owner.id, other), { emails: [leaving.email] });
    expect((await readShared(leaving, other)).statusCode).toBe(200);
    const disable = await ctx.app.inject({
      method: 'PATCH',
      url: adminPaths.user(leaving.id),
      headers: bearer(admin.token),
      payload: { disabled: true },
    });
    expect(disable.statusCode).toBe(200);
    expect((await readShared(leaving, other)).statusCode).toBe(401);

    // Deleting the chat ends its shares.
    await call(owner, 'POST', sharePaths.shares(owner.id, other), { emails: [colleague.email] });
    expect((await call(owner, 'DELETE', `/api/users/${owner.id}/chats/${other}`)).statusCode).toBe(200);
    expect((await readShared(colleague, other)).statusCode).toBe(404);
    const rows = await ctx.db.selectFrom('chat_shares').selectAll().where('chat_id', '=', other).execute();
    expect(rows).toEqual([]);
  });
});

describe('the files of a shared chat', () => {
  it('opens to a reader only the files its messages were sent with', async () => {
    const chatId = await chatWithMessages();
    const [sent, unsent] = await uploadFiles(ctx, owner, chatId, [
      { name: 'sent.txt', body: 'Sent with a message', type: 'text/plain' },
      { name: 'unsent.txt', body: 'Uploaded, never sent', type: 'text/plain' },
    ]);
    const run = await call(owner, 'POST', `/api/users/${owner.id}/chats/${chatId}/run`, {
      message: 'Summarise the file',
      attachmentIds: [sent?.id ?? ''],
    });
    expect(run.statusCode, run.body).toBe(200);
    // A file the owner sent in another chat of theirs.
    const elsewhere = await chatWithMessages();
    const [other] = await uploadFiles(ctx, owner, elsewhere, [
      { name: 'elsewhere.txt', body: 'Another chat', type: 'text/plain' },
    ]);
    await call(owner, 'POST', `/api/users/${owner.id}/chats/${elsewhere}/run`, {
      message: 'Read it',
      attachmentIds: [other?.id ?? ''],
    });
    // And one of another user's.
    const strangerChat = await createChat(ctx, outsider, { app_name: 'service_agent' });
    const [strangers] = await uploadFiles(ctx, outsider, strangerChat, [
      { name: 'theirs.txt', body: 'Not the owner’s', type: 'text/plain' },
    ]);
    await call(owner, 'POST', sharePaths.shares(owner.id, chatId), { emails: [colleague.email] });

    const sharedFile = (fileId: string) =>
      call(colleague, 'GET', `${sharePaths.sharedChat(colleague.id, chatId)}/files/${fileId}`);
    const opened = await sharedFile(sent?.id ?? '');
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toBe('Sent with a message');
    for (const file of [unsent, other, strangers]) {
      const refused = await sharedFile(file?.id ?? '');
      expect(refused.statusCode, file?.name).toBe(404);
      expect(refused.json(), file?.name).toEqual({ error: { code: 'not_found', message: 'File not found' } });
    }
    // The owner keeps their own files.
    expect((await call(owner, 'GET', unsent?.url ?? '')).statusCode).toBe(200);
  });
});

describe('sharing with a team', () => {
  it('reaches everyone who has the team, and stops for someone who loses it', async () => {
    const chatId = await chatWithMessages();
    const shared = await call(owner, 'POST', sharePaths.shares(owner.id, chatId), { teamId: 'marketing' });
    expect(shared.statusCode).toBe(201);
    expect(shared.json<{ shares: { kind: string; teamId: string }[] }>().shares).toEqual([
      expect.objectContaining({ kind: 'team', teamId: 'marketing' }),
    ]);
    expect((await readShared(teammate, chatId)).statusCode).toBe(200);
    expect((await readShared(colleague, chatId)).statusCode).toBe(404);
    expect((await readShared(outsider, chatId)).statusCode).toBe(404);

    const member = await createUser(ctx, { teams: ['marketing'] });
    expect((await readShared(member, chatId)).statusCode).toBe(200);
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: adminPaths.user(member.id),
      headers: bearer(admin.token),
      payload: { teams: ['service'] },
    });
    expect(moved.statusCode).toBe(200);
    expect((await readShared(member, chatId)).statusCode).toBe(404);
  });
});

describe('continuing a shared chat as my copy', () => {
  it('makes an independent chat of the reader, marked as copied; the original is untouched', async () => {
    const chatId = await chatWithMessages();
    await call(owner, 'POST', sharePaths.shares(owner.id, chatId), { emails: [colleague.email] });
    const copied = await call(colleague, 'POST', sharePaths.copy(colleague.id, chatId));
    expect(copied.statusCode).toBe(201);
    const copyId = copied.json<{ id: string }>().id;
    expect(copyId).not.toBe(chatId);

    const copy = (await call(colleague, 'GET', `/api/users/${colleague.id}/chats/${copyId}`)).json<{
      copiedFromChatId: string;
      customerName: string;
      specialists: string[];
      appName: string;
      messages: { content: string }[];
    }>();
    expect(copy.copiedFromChatId).toBe(chatId);
    expect(copy.customerName).toBe('Northwind Coffee');
    expect(copy.specialists).toEqual(['Nora']);
    expect(copy.appName).toBe('marketing_agent');
    expect(copy.messages).toHaveLength(2);

    // Writing in the copy leaves the original alone.
    await call(colleague, 'POST', `/api/users/${colleague.id}/chats/${copyId}`, {
      role: 'user',
      message: 'My own follow-up',
    });
    const original = (await call(owner, 'GET', `/api/users/${owner.id}/chats/${chatId}`)).json<{
      messages: unknown[];
    }>();
    expect(original.messages).toHaveLength(2);

    // Only a reader may copy; not a stranger, not the owner's own chat through this path.
    expect((await call(outsider, 'POST', sharePaths.copy(outsider.id, chatId))).statusCode).toBe(404);
    expect((await call(owner, 'POST', sharePaths.copy(owner.id, chatId))).statusCode).toBe(404);
  });
});

describe('the audit log', () => {
  it('holds every share, revoke and copy', async () => {
    const chatId = await chatWithMessages();
    const created = await call(owner, 'POST', sharePaths.shares(owner.id, chatId), {
      emails: [colleague.email],
    });
    await call(colleague, 'POST', sharePaths.copy(colleague.id, chatId));
    const shareId = created.json<{ shares: { id: string }[] }>().shares[0]?.id ?? '';
    await call(owner, 'DELETE', sharePaths.share(owner.id, chatId, shareId));
    const entries = await ctx.db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id'])
      .where('action', 'in', ['chat.shared', 'chat.share_revoked', 'chat.copied'])
      .execute();
    expect(entries).toEqual(
      expect.arrayContaining([
        { action: 'chat.shared', actor_user_id: owner.id },
        { action: 'chat.copied', actor_user_id: colleague.id },
        { action: 'chat.share_revoked', actor_user_id: owner.id },
      ]),
    );
  });
});

describe('every sharing call with someone else’s ids', () => {
  it('answers 403 for another user’s path and 404 for a chat, share or file that is not the caller’s', async () => {
    const chatId = await chatWithMessages();
    const created = await call(owner, 'POST', sharePaths.shares(owner.id, chatId), {
      emails: [colleague.email],
    });
    const shareId = created.json<{ shares: { id: string }[] }>().shares[0]?.id ?? '';
    const file = await ctx.db
      .insertInto('files')
      .values({
        id: `file-${chatId}`,
        user_id: owner.id,
        chat_id: chatId,
        message_id: null,
        name: 'brief.txt',
        mime: 'text/plain',
        size: 5,
        kind: 'text',
        storage_key: `missing-${chatId}`,
        text: 'hello',
        notice: null,
        created_at: ctx.clock.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    // Someone else's user id in the path: refused before anything is looked at.
    const asOwnerPaths: [Parameters<typeof call>[1], string, Record<string, unknown>?][] = [
      ['POST', sharePaths.shares(owner.id, chatId), { emails: [outsider.email] }],
      ['GET', sharePaths.shares(owner.id, chatId)],
      ['DELETE', sharePaths.share(owner.id, chatId, shareId)],
      ['GET', sharePaths.sharedChats(colleague.id)],
      ['GET', sharePaths.sharedChat(colleague.id, chatId)],
      ['POST', sharePaths.copy(colleague.id, chatId)],
      ['GET', `${sharePaths.sharedChat(colleague.id, chatId)}/files/${file.id}`],
    ];
    for (const [method, url, payload] of asOwnerPaths) {
      expect((await call(outsider, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    }

    // The outsider's own path with ids that are not theirs (nor shared with them).
    const ownPaths: [Parameters<typeof call>[1], string, Record<string, unknown>?][] = [
      ['POST', sharePaths.shares(outsider.id, chatId), { emails: [colleague.email] }],
      ['GET', sharePaths.shares(outsider.id, chatId)],
      ['DELETE', sharePaths.share(outsider.id, chatId, shareId)],
      ['GET', sharePaths.sharedChat(outsider.id, chatId)],
      ['POST', sharePaths.copy(outsider.id, chatId)],
      ['GET', `${sharePaths.sharedChat(outsider.id, chatId)}/files/${file.id}`],
    ];
    for (const [method, url, payload] of ownPaths) {
      expect((await call(outsider, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    // The share still stands: nothing above changed it.
    expect((await call(owner, 'GET', sharePaths.shares(owner.id, chatId))).json()).toHaveLength(1);

    // Without a token, nothing.
    const anonymous = await ctx.app.inject({ method: 'GET', url: sharePaths.sharedChats(colleague.id) });
    expect(anonymous.statusCode).toBe(401);
  });
});
