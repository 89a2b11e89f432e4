import { describe, expect, it } from 'vitest';
import { createBookmarksRepo } from '../src/bookmarks/repo';
import { newId } from '../src/ids';
import { demoCustomers } from '../src/teams/demo-catalogue';
import { bearer, buildTestApp, createChat, createUser, type TestUser } from './helper';

const ctx = await buildTestApp();
const customer = demoCustomers.marketing[0]?.name ?? '';

type Bookmark = {
  id: string;
  message: string;
  date: string;
  customerId: string | null;
  customerName: string | null;
  chatId: string | null;
  messageId: string | null;
};

const call = (
  user: { id: string; token: string },
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  payload?: Record<string, unknown>,
) =>
  ctx.app.inject({
    method,
    url: `/api/users/${user.id}${path}`,
    headers: bearer(user.token),
    ...(payload === undefined ? {} : { payload }),
  });

const newUser = () => createUser(ctx, { teams: ['marketing'] });

/** A chat of the user with one exchange; answers the chat and the assistant's reply. */
async function chatWithReply(user: TestUser): Promise<{ chatId: string; replyId: string; reply: string }> {
  const chatId = await createChat(ctx, user, { app_name: 'marketing_agent', customerName: customer });
  const run = await call(user, 'POST', `/chats/${chatId}/run`, { message: 'What do we know?' });
  if (run.statusCode !== 200) throw new Error(`run failed: ${run.body}`);
  const { assistantMessage } = run.json<{ assistantMessage: { id: string; content: string } }>();
  return { chatId, replyId: assistantMessage.id, reply: assistantMessage.content };
}

const calls = [
  ['GET', '/bookmarks'],
  ['POST', '/bookmarks'],
  ['DELETE', '/bookmarks/some-id'],
] as const;

const list = async (user: TestUser, query = '') =>
  (await call(user, 'GET', `/bookmarks${query}`)).json<Bookmark[]>();

describe('saving a bookmark', () => {
  it('stores a reply with its chat and customer, and lists it', async () => {
    const user = await newUser();
    const { chatId, replyId, reply } = await chatWithReply(user);
    const response = await call(user, 'POST', '/bookmarks', {
      message: reply,
      customerId: 'customer-1',
      customerName: customer,
      chatId,
      messageId: replyId,
    });
    expect(response.statusCode).toBe(201);
    const saved = response.json<Bookmark>();
    expect(saved).toEqual({
      id: expect.any(String) as unknown,
      message: reply,
      date: ctx.clock.now().toISOString(),
      customerId: 'customer-1',
      customerName: customer,
      chatId,
      messageId: replyId,
    });
    const listed = await call(user, 'GET', '/bookmarks');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([saved]);
  });

  it("takes the spec's payload alone, an empty customer being none", async () => {
    const user = await newUser();
    const response = await call(user, 'POST', '/bookmarks', { message: 'A note', customerName: '' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'A note',
      customerId: null,
      customerName: null,
      chatId: null,
      messageId: null,
    });
  });

  it('keeps one bookmark for a reply saved twice, even at the same moment', async () => {
    const user = await newUser();
    const { chatId, replyId, reply } = await chatWithReply(user);
    const payload = { message: reply, customerName: customer, chatId, messageId: replyId };
    const first = await call(user, 'POST', '/bookmarks', payload);
    const again = await call(user, 'POST', '/bookmarks', payload);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    const other = await chatWithReply(user);
    const racing = await Promise.all(
      [1, 2, 3].map(() =>
        call(user, 'POST', '/bookmarks', { message: other.reply, messageId: other.replyId }),
      ),
    );
    expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(racing.map((response) => response.json<Bookmark>().id)).size).toBe(1);
    expect(racing[0]?.json()).toMatchObject({ chatId: other.chatId, messageId: other.replyId });
    expect(await list(user)).toHaveLength(2);
  });

  it('answers the stored bookmark when two saves of a reply both get past the check', async () => {
    const user = await newUser();
    const { chatId, replyId, reply } = await chatWithReply(user);
    const repo = createBookmarksRepo(ctx.db);
    const row = (id: string) => ({
      id,
      user_id: user.id,
      chat_id: chatId,
      message_id: replyId,
      message: reply,
      customer_id: null,
      customer_name: null,
      created_at: ctx.clock.now().toISOString(),
    });
    const first = await repo.insertBookmark(row(newId()));
    const second = await repo.insertBookmark(row(newId()));
    expect(first.created).toBe(true);
    expect(second).toEqual({ bookmark: first.bookmark, created: false });
    expect(await list(user)).toHaveLength(1);
  });

  it('refuses a message of another chat than the one named', async () => {
    const user = await newUser();
    const one = await chatWithReply(user);
    const two = await chatWithReply(user);
    const response = await call(user, 'POST', '/bookmarks', {
      message: one.reply,
      chatId: two.chatId,
      messageId: one.replyId,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Message not found' } });
  });

  it('refuses an empty message or a bad limit, naming the field', async () => {
    const user = await newUser();
    for (const message of ['', '  \n ']) {
      const response = await call(user, 'POST', '/bookmarks', { message, customerName: customer });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: {
          code: 'bad_request',
          message: 'body.message: Message cannot be empty',
          reason: 'invalid',
          field: 'body.message',
        },
      });
    }
    const missing = await call(user, 'POST', '/bookmarks', { customerName: customer });
    expect(missing.statusCode).toBe(400);
    for (const limit of ['0', '501', 'many']) {
      const response = await call(user, 'GET', `/bookmarks?limit=${limit}`);
      expect(response.statusCode, limit).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message).toMatch(/^querystring\.limit: /);
    }
    expect(await list(user)).toEqual([]);
  });

  it('outlives the chat it came from', async () => {
    const user = await newUser();
    const { chatId, replyId, reply } = await chatWithReply(user);
    await call(user, 'POST', '/bookmarks', { message: reply, chatId, messageId: replyId });
    expect((await call(user, 'DELETE', `/chats/${chatId}`)).statusCode).toBe(200);
    expect(await list(user)).toMatchObject([{ message: reply, chatId: null, messageId: replyId }]);
  });
});

describe('the bookmark list', () => {
  it('answers the newest first, all of them without a limit', async () => {
    const user = await newUser();
    const ids: string[] = [];
    for (const message of ['first', 'second', 'third']) {
      ids.push((await call(user, 'POST', '/bookmarks', { message })).json<Bookmark>().id);
      ctx.clock.advance(1000);
    }
    // Two saved in the same millisecond still come newest first.
    ids.push((await call(user, 'POST', '/bookmarks', { message: 'fourth' })).json<Bookmark>().id);
    ids.push((await call(user, 'POST', '/bookmarks', { message: 'fifth' })).json<Bookmark>().id);

    const every = await list(user);
    expect(every.map((bookmark) => bookmark.message)).toEqual([
      'fifth',
      'fourth',
      'third',
      'second',
      'first',
    ]);
    expect(every.map((bookmark) => bookmark.id)).toEqual([...ids].reverse());
    expect((await list(user, '?limit=2')).map((bookmark) => bookmark.message)).toEqual(['fifth', 'fourth']);
  });
});

describe('deleting a bookmark', () => {
  it('answers the id, with or without the body the spec sends, and then it is gone', async () => {
    const user = await newUser();
    const save = async () =>
      (await call(user, 'POST', '/bookmarks', { message: 'keep?' })).json<Bookmark>().id;
    const [withBody, withoutBody, emptyJson] = [await save(), await save(), await save()];

    const first = await call(user, 'DELETE', `/bookmarks/${withBody}`, {
      customerId: 'customer-1',
      customerName: customer,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id: withBody, deleted: true });

    const second = await call(user, 'DELETE', `/bookmarks/${withoutBody}`);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ id: withoutBody, deleted: true });

    const third = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/${user.id}/bookmarks/${emptyJson}`,
      headers: { ...bearer(user.token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(third.statusCode).toBe(200);

    expect(await list(user)).toEqual([]);
    const again = await call(user, 'DELETE', `/bookmarks/${withBody}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: { code: 'not_found', message: 'Bookmark not found' } });
  });
});

describe("another user's bookmarks and chats", () => {
  it('are neither listed, deleted nor used', async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const { chatId, replyId, reply } = await chatWithReply(owner);
    const saved = (
      await call(owner, 'POST', '/bookmarks', { message: reply, chatId, messageId: replyId })
    ).json<Bookmark>();

    expect(await list(stranger)).toEqual([]);
    const removal = await call(stranger, 'DELETE', `/bookmarks/${saved.id}`);
    expect(removal.statusCode).toBe(404);
    expect(removal.json()).toEqual({ error: { code: 'not_found', message: 'Bookmark not found' } });

    // Another user's chat or reply is refused exactly as one that does not exist.
    const foreignChat = await call(stranger, 'POST', '/bookmarks', { message: reply, chatId });
    const missingChat = await call(stranger, 'POST', '/bookmarks', {
      message: reply,
      chatId: 'no-such-chat',
    });
    expect(foreignChat.statusCode).toBe(404);
    expect(foreignChat.json()).toEqual(missingChat.json());
    const foreignReply = await call(stranger, 'POST', '/bookmarks', { message: reply, messageId: replyId });
    const missingReply = await call(stranger, 'POST', '/bookmarks', { message: reply, messageId: 'nothing' });
    expect(foreignReply.statusCode).toBe(404);
    expect(foreignReply.json()).toEqual(missingReply.json());

    expect(await list(stranger)).toEqual([]);
    expect(await list(owner)).toEqual([saved]);
  });

  it("refuses another user's id in the path outright", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    for (const [method, path] of calls) {
      const response = await ctx.app.inject({
        method,
        url: `/api/users/${owner.id}${path}`,
        headers: bearer(stranger.token),
        ...(method === 'POST' ? { payload: { message: 'mine now' } } : {}),
      });
      expect(response.statusCode, method).toBe(403);
    }
    expect(await list(owner)).toEqual([]);
  });
});

describe('without a token', () => {
  it('every bookmark call is 401', async () => {
    const owner = await newUser();
    for (const [method, path] of calls) {
      const response = await ctx.app.inject({
        method,
        url: `/api/users/${owner.id}${path}`,
        ...(method === 'POST' ? { payload: { message: 'anonymous' } } : {}),
      });
      expect(response.statusCode, method).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'unauthorized', message: 'Authentication required' },
      });
    }
  });
});
