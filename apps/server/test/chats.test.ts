import { describe, expect, it } from 'vitest';
import { demoCustomers } from '../src/teams/demo-catalogue';
import { bearer, buildTestApp, createChat, createUser } from './helper';

const ctx = await buildTestApp();
const owner = await createUser(ctx, { teams: ['marketing'] });
const stranger = await createUser(ctx, { teams: ['marketing'] });
const customer = demoCustomers.marketing[0]?.name ?? '';

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

describe('sessions', () => {
  it("starts a chat titled 'New Chat' with the team, customer and specialists it was given", async () => {
    const id = await createChat(ctx, owner, {
      app_name: 'marketing_agent',
      customerId: 'customer-1',
      customerName: customer,
      specialists: ['Nora SEO/SEM'],
    });
    const chat = await call(owner, 'GET', `/chats/${id}`);
    expect(chat.statusCode).toBe(200);
    expect(chat.json()).toMatchObject({
      id,
      name: 'New Chat',
      title: 'New Chat',
      appName: 'marketing_agent',
      agentId: 'marketing',
      userId: owner.id,
      favorite: false,
      customerId: 'customer-1',
      customerName: customer,
      state: { customer: { id: 'customer-1', name: customer } },
      messages: [],
    });
  });

  it('takes an empty body, as the spec sends it', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${owner.id}/sessions`,
      headers: { ...bearer(owner.token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(String) as unknown, title: 'New Chat' });
  });

  it('refuses a team the user may not use', async () => {
    const response = await call(owner, 'POST', '/sessions', { app_name: 'creative_agent' });
    expect(response.statusCode).toBe(404);
  });
});

describe('the chat list', () => {
  it('lists the newest first and pages with a cursor', async () => {
    const user = await createUser(ctx, { teams: ['marketing'] });
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      ids.push(await createChat(ctx, user));
      ctx.clock.advance(1000);
    }
    const first = await call(user, 'GET', '/chats?limit=3');
    expect(first.statusCode).toBe(200);
    expect(first.json<{ id: string }[]>().map((chat) => chat.id)).toEqual(ids.slice(2).reverse());
    const cursor = String(first.headers['x-next-cursor']);
    const second = await call(user, 'GET', `/chats?limit=3&before=${cursor}`);
    expect(second.json<{ id: string }[]>().map((chat) => chat.id)).toEqual(ids.slice(0, 2).reverse());
    expect(second.headers['x-next-cursor']).toBeUndefined();
  });

  it('answers every chat, without a cursor, to a caller that gives no limit', async () => {
    const user = await createUser(ctx, { teams: ['marketing'] });
    const ids: string[] = [];
    for (let index = 0; index < 60; index += 1) {
      ids.push(await createChat(ctx, user));
      ctx.clock.advance(1000);
    }
    const all = await call(user, 'GET', '/chats');
    expect(all.json<{ id: string }[]>().map((chat) => chat.id)).toEqual([...ids].reverse());
    expect(all.headers['x-next-cursor']).toBeUndefined();
  });

  it('filters favourites and moves a chat up when a message is saved', async () => {
    const user = await createUser(ctx, { teams: ['marketing'] });
    const older = await createChat(ctx, user);
    ctx.clock.advance(1000);
    const newer = await createChat(ctx, user);
    ctx.clock.advance(1000);
    expect((await call(user, 'POST', `/chats/${older}/favorite`, { favorite: true })).json()).toEqual({
      id: older,
      favorite: true,
    });
    const saved = await call(user, 'POST', `/chats/${older}`, {
      message: 'Remember the Q3 budget',
      role: 'user',
      appName: 'marketing_agent',
    });
    expect(saved.statusCode).toBe(201);
    const list = (await call(user, 'GET', '/chats')).json<
      { id: string; preview: string; lastMessage: string; messageCount: number }[]
    >();
    expect(list.map((chat) => chat.id)).toEqual([older, newer]);
    expect(list[0]).toMatchObject({
      preview: 'Remember the Q3 budget',
      lastMessage: 'Remember the Q3 budget',
      messageCount: 1,
    });
    const favourites = (await call(user, 'GET', '/chats?favorite=true')).json<{ id: string }[]>();
    expect(favourites.map((chat) => chat.id)).toEqual([older]);

    await call(user, 'POST', `/chats/${older}`, { message: 'The budget is 40k.', role: 'assistant' });
    const updated = (await call(user, 'GET', '/chats?limit=1')).json<
      { preview: string; lastMessage: string; messageCount: number }[]
    >();
    expect(updated[0]).toEqual(
      expect.objectContaining({
        preview: 'Remember the Q3 budget',
        lastMessage: 'The budget is 40k.',
        messageCount: 2,
      }),
    );
  });
});

describe('saving messages at the same time', () => {
  it('stores every one of 10 rounds of 10 parallel saves into one chat, in order, numbered without gaps', async () => {
    const id = await createChat(ctx, owner);
    const rounds = 10;
    const perRound = 10;
    for (let round = 0; round < rounds; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: perRound }, (_, index) =>
          call(owner, 'POST', `/chats/${id}`, {
            message: `Round ${round} note ${index}`,
            role: index % 2 === 0 ? 'user' : 'assistant',
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(perRound).fill(201));
    }

    const stored = await ctx.db
      .selectFrom('messages')
      .select(['content', 'seq'])
      .where('chat_id', '=', id)
      .orderBy('seq')
      .execute();
    expect(stored).toHaveLength(rounds * perRound);
    expect(stored.map((message) => Number(message.seq))).toEqual(
      Array.from({ length: rounds * perRound }, (_, index) => index + 1),
    );
    // Each round's saves come after the round before (the order in which they were answered).
    const roundOf = (content: string) => Number(/^Round (\d+)/.exec(content)?.[1]);
    const roundsInOrder = stored.map((message) => roundOf(message.content));
    expect(roundsInOrder).toEqual([...roundsInOrder].sort((a, b) => a - b));
    const chat = (await call(owner, 'GET', `/chats/${id}`)).json<{
      messages: unknown[];
      messageCount: number;
    }>();
    expect(chat.messages).toHaveLength(rounds * perRound);
  });
});

describe('rename, favourite, delete', () => {
  it('renames, and refuses an empty title', async () => {
    const id = await createChat(ctx, owner);
    const renamed = await call(owner, 'POST', `/chats/${id}/rename`, { name: '  Autumn launch  ' });
    expect(renamed.json()).toEqual({ id, name: 'Autumn launch', title: 'Autumn launch' });
    const empty = await call(owner, 'POST', `/chats/${id}/rename`, { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ error: { message: string } }>().error.message).toContain(
      'Chat title cannot be empty',
    );
  });

  it('deletes a chat with its messages', async () => {
    const id = await createChat(ctx, owner);
    await call(owner, 'POST', `/chats/${id}`, { message: 'hello', role: 'user' });
    expect((await call(owner, 'DELETE', `/chats/${id}`)).json()).toEqual({ id, deleted: true });
    expect((await call(owner, 'GET', `/chats/${id}`)).statusCode).toBe(404);
    const left = await ctx.db.selectFrom('messages').select('id').where('chat_id', '=', id).execute();
    expect(left).toEqual([]);
  });
});

describe("another user's chat", () => {
  it('is 404 whatever the call, and is left untouched', async () => {
    const id = await createChat(ctx, owner);
    await call(owner, 'POST', `/chats/${id}`, { message: 'private note', role: 'user' });
    const attempts: [string, 'GET' | 'POST' | 'DELETE', Record<string, unknown>?][] = [
      [`/chats/${id}`, 'GET'],
      [`/chats/${id}`, 'POST', { message: 'intrusion', role: 'user' }],
      [`/chats/${id}/run`, 'POST', { message: 'hi' }],
      [`/chats/${id}/run/stream`, 'POST', { message: 'hi' }],
      [`/chats/${id}/stop`, 'POST'],
      [`/chats/${id}/favorite`, 'POST', { favorite: true }],
      [`/chats/${id}/rename`, 'POST', { name: 'mine now' }],
      [`/chats/${id}/related`, 'GET'],
      [`/chats/${id}/suggested_title`, 'GET'],
      [`/chats/${id}`, 'DELETE'],
    ];
    for (const [path, method, payload] of attempts) {
      const response = await call(stranger, method, path, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    const list = (await call(stranger, 'GET', '/chats')).json<{ id: string }[]>();
    expect(list.map((chat) => chat.id)).not.toContain(id);
    const chat = (await call(owner, 'GET', `/chats/${id}`)).json<{
      title: string;
      favorite: boolean;
      messages: unknown[];
    }>();
    expect(chat).toMatchObject({ title: 'New Chat', favorite: false });
    expect(chat.messages).toHaveLength(1);
  });

  it("refuses another user's id in the path outright", async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${owner.id}/chats`,
      headers: bearer(stranger.token),
    });
    expect(response.statusCode).toBe(403);
  });
});
