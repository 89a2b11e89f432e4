import { adminPaths } from '@brief/contract/admin-console';
import { errorBodySchema } from '@brief/contract/errors';
import { eventPaths, eventTicketSchema, MAX_EVENT_STREAMS_PER_USER } from '@brief/contract/events';
import { sharePaths } from '@brief/contract/shares';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createBuiltinModel } from '../src/agents/builtin-model';
import { loggerOptions } from '../src/logging';
import { bearer, buildTestApp, createChat, createUser, type TestUser } from './helper';
import { eventTabs, listenOn, type EventTab } from './event-tabs';

/**
 * Every open tab's stream of changes to its user's chats: what reaches whom on one instance (from another
 * instance on PostgreSQL: events-instances.test.ts). Streams are read over real connections, as a browser
 * reads them.
 */
const eventStreamTimings = { heartbeatMs: 200, sharesRefreshMs: 60_000 };
const ctx = await buildTestApp({ model: createBuiltinModel({ wordDelayMs: 5 }), eventStreamTimings });
const origin = await listenOn(ctx.app);
const { ticketOf, openTab } = eventTabs(ctx, origin);

const owner = await createUser(ctx, { teams: ['marketing', 'creative'] });
const colleague = await createUser(ctx, { teams: ['creative'] });
const stranger = await createUser(ctx, { teams: ['marketing'] });

const call = (
  as: TestUser,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  app: FastifyInstance = ctx.app,
) =>
  payload === undefined
    ? app.inject({ method, url, headers: bearer(as.token) })
    : app.inject({ method, url, headers: bearer(as.token), payload });

const newChat = (user: TestUser = owner) =>
  createChat(ctx, user, { app_name: 'marketing_agent', customerName: 'Northwind Coffee' });
const chatUrl = (chatId: string, user: TestUser = owner) => `/api/users/${user.id}/chats/${chatId}`;

describe('GET /api/users/:userId/events', () => {
  it('opens with ready for the signed-in user, and for nobody else', async () => {
    const tab = await openTab(owner);
    expect(tab.status).toBe(200);
    tab.close();
    expect((await openTab(owner, origin, stranger)).status).toBe(403);
    const anonymous = await fetch(`${origin}${eventPaths.events(owner.id)}`);
    expect(anonymous.status).toBe(401);
  });

  it(`holds at most ${MAX_EVENT_STREAMS_PER_USER} streams of one user at once`, async () => {
    const user = await createUser(ctx);
    const tabs = await Promise.all(Array.from({ length: MAX_EVENT_STREAMS_PER_USER }, () => openTab(user)));
    expect(tabs.every((tab) => tab.status === 200)).toBe(true);
    const refused = await fetch(`${origin}${eventPaths.events(user.id)}`, { headers: bearer(user.token) });
    expect(refused.status).toBe(429);
    expect((await openTab(stranger)).status).toBe(200);
    tabs[0]?.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await openTab(user);
    expect(again.status).toBe(200);
    for (const tab of [again, ...tabs]) tab.close();
  });

  it('ends once its sign-in no longer holds, so the tab reconnects with a fresh token', async () => {
    const user = await createUser(ctx);
    const tab = await openTab(user);
    const signedOut = await call(user, 'POST', `/api/users/${user.id}/sign-out-everywhere`);
    expect(signedOut.statusCode).toBe(200);
    await expect(
      Promise.race([tab.ended.then(() => 'ended'), new Promise((resolve) => setTimeout(resolve, 2000))]),
    ).resolves.toBe('ended');
  });
});

/** Whether the tab's stream ends within 2 s. */
const endsSoon = (tab: EventTab) =>
  Promise.race([tab.ended.then(() => 'ended'), new Promise((resolve) => setTimeout(resolve, 2000))]);

/** A refusal in the app's error shape, with its code. */
const refusal = async (response: Response) => ({
  status: response.status,
  code: errorBodySchema.parse(await response.json()).error.code,
});

describe('a ticket to the event stream (for an EventSource, which sends no Authorization header)', () => {
  it('is given to the signed-in user for their own stream only, for 60 s', async () => {
    const given = await call(owner, 'POST', eventPaths.ticket(owner.id));
    expect(given.statusCode).toBe(200);
    const { ticket, expiresAt } = eventTicketSchema.parse(given.json());
    expect(ticket).not.toBe(owner.token);
    expect(Date.parse(expiresAt) - ctx.clock.now().getTime()).toBe(60_000);
    expect((await call(stranger, 'POST', eventPaths.ticket(owner.id))).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'POST', url: eventPaths.ticket(owner.id) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('opens the stream without a bearer token, and the changes arrive on it', async () => {
    const tab = await openTab(owner, origin, owner, 'ticket');
    expect(tab.status).toBe(200);
    const chatId = await newChat();
    await tab.next('chat.created', chatId);
    await call(owner, 'POST', `${chatUrl(chatId)}/rename`, { name: 'By ticket' });
    await tab.next('chat.updated', chatId);
    tab.close();
  });

  it("refuses another user's ticket with 403, and an expired, forged or missing one with 401", async () => {
    expect((await openTab(owner, origin, stranger, 'ticket')).status).toBe(403);

    const ticket = await ticketOf(owner);
    const [header, payload] = ticket.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    for (const bad of [forged, 'garbage', '']) {
      const refused = await fetch(`${origin}${eventPaths.eventsWithTicket(owner.id, bad)}`);
      expect(await refusal(refused), bad).toEqual({ status: 401, code: 'unauthorized' });
    }

    ctx.clock.advance(61_000);
    const expired = await fetch(`${origin}${eventPaths.eventsWithTicket(owner.id, ticket)}`);
    expect(await refusal(expired)).toEqual({ status: 401, code: 'unauthorized' });
  });

  it('is never an access token, and an access token is never a ticket', async () => {
    const ticket = await ticketOf(owner);
    // The ticket as a bearer token: refused everywhere, the event stream and the ticket route included.
    for (const [method, url] of [
      ['GET', `/api/users/${owner.id}/bookmarks`],
      ['GET', eventPaths.events(owner.id)],
      ['POST', eventPaths.ticket(owner.id)],
    ] as const) {
      const answer = await ctx.app.inject({ method, url, headers: bearer(ticket) });
      expect(answer.statusCode, `${method} ${url}`).toBe(401);
    }
    // The ticket signs in the event stream only: not another route, even in the same place.
    const elsewhere = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${owner.id}/bookmarks?ticket=${encodeURIComponent(ticket)}`,
    });
    expect(elsewhere.statusCode).toBe(401);
    // The access token as a ticket.
    const byAccessToken = await fetch(`${origin}${eventPaths.eventsWithTicket(owner.id, owner.token)}`);
    expect(await refusal(byAccessToken)).toEqual({ status: 401, code: 'unauthorized' });
  });

  it('opens a stream that ends once its sign-in is ended everywhere, and opens no other after', async () => {
    const user = await createUser(ctx);
    const tab = await openTab(user, origin, user, 'ticket');
    const unused = await ticketOf(user);
    expect((await call(user, 'POST', `/api/users/${user.id}/sign-out-everywhere`)).statusCode).toBe(200);
    await expect(endsSoon(tab)).resolves.toBe('ended');
    const refused = await fetch(`${origin}${eventPaths.eventsWithTicket(user.id, unused)}`);
    expect(refused.status).toBe(401);
  });

  it('opens a stream that ends once its user is disabled', async () => {
    const user = await createUser(ctx);
    const admin = await createUser(ctx, { admin: true });
    const tab = await openTab(user, origin, user, 'ticket');
    expect((await call(admin, 'PATCH', adminPaths.user(user.id), { disabled: true })).statusCode).toBe(200);
    await expect(endsSoon(tab)).resolves.toBe('ended');
  });
});

describe('the log of a stream opened with a ticket', () => {
  it('names the ticket parameter, never its value', async () => {
    const lines: string[] = [];
    const logged = await buildTestApp({
      logger: { ...(loggerOptions('info') as object), stream: { write: (line: string) => lines.push(line) } },
    });
    const user = await createUser(logged);
    const given = await logged.app.inject({
      method: 'POST',
      url: eventPaths.ticket(user.id),
      headers: bearer(user.token),
    });
    const { ticket } = eventTicketSchema.parse(given.json());
    const at = await listenOn(logged.app);
    const opened = await fetch(`${at}${eventPaths.eventsWithTicket(user.id, ticket)}`);
    expect(opened.status).toBe(200);
    await opened.body?.cancel();
    await fetch(`${at}${eventPaths.eventsWithTicket(user.id, `${ticket}x`)}`);
    const log = lines.join('');
    expect(log).toContain(`${eventPaths.events(user.id)}?ticket=…`);
    expect(log).not.toContain(ticket.split('.')[2]);
  });
});

describe('what every open tab of the owner hears', () => {
  it('a new chat, a rename, a favourite, a message, a reply from start to end and a delete, as ids and kinds', async () => {
    const first = await openTab(owner);
    const second = await openTab(owner);
    const other = await openTab(stranger);

    const chatId = await newChat();
    await first.next('chat.created', chatId);
    expect((await call(owner, 'POST', `${chatUrl(chatId)}/rename`, { name: 'Autumn' })).statusCode).toBe(200);
    await first.next('chat.updated', chatId);
    await call(owner, 'POST', `${chatUrl(chatId)}/favorite`, { favorite: true });
    const saved = await call(owner, 'POST', chatUrl(chatId), { role: 'user', message: 'Noted' });
    expect(saved.statusCode).toBe(201);
    await first.next('chat.messages', chatId);

    const run = await call(owner, 'POST', `${chatUrl(chatId)}/run`, { message: 'What is new?' });
    expect(run.statusCode).toBe(200);
    await first.next('run.started', chatId);
    await first.next('run.ended', chatId);

    expect((await call(owner, 'DELETE', chatUrl(chatId))).statusCode).toBe(200);
    await second.next('chat.deleted', chatId);

    const kinds = second.events().filter((event) => event.chatId === chatId);
    expect(kinds.map((event) => event.kind)).toEqual(
      expect.arrayContaining([
        'chat.created',
        'chat.updated',
        'chat.messages',
        'run.started',
        'run.ended',
        'chat.deleted',
      ]),
    );
    // Ids and kinds only: nothing of the chat itself.
    for (const event of second.events()) expect(Object.keys(event).sort()).toEqual(['chatId', 'kind']);
    expect(other.events().filter((event) => event.chatId === chatId)).toEqual([]);
    for (const tab of [first, second, other]) tab.close();
  });

  it('a new version of a reply, and another version shown', async () => {
    const tab = await openTab(owner);
    const chatId = await newChat();
    const run = (await call(owner, 'POST', `${chatUrl(chatId)}/run`, { message: 'Hello' })).json<{
      assistantMessage: { id: string };
    }>();
    const replyId = run.assistantMessage.id;
    const regenerated = await call(owner, 'POST', `${chatUrl(chatId)}/messages/${replyId}/regenerate`);
    expect(regenerated.statusCode).toBe(200);
    const before = tab.events().length;
    const shown = await call(owner, 'PUT', `${chatUrl(chatId)}/messages/${replyId}/version`, {
      version: 1,
    });
    expect(shown.statusCode).toBe(200);
    await tab.next('chat.messages', chatId);
    expect(tab.events().length).toBeGreaterThan(before);
    tab.close();
  });
});

describe('a chat shared with me', () => {
  it('tells me when it is shared and unshared, and of its changes meanwhile; a stranger hears nothing', async () => {
    const chatId = await newChat();
    const reader = await openTab(colleague);
    const other = await openTab(stranger);

    const shared = await call(owner, 'POST', sharePaths.shares(owner.id, chatId), {
      emails: [colleague.email],
    });
    expect(shared.statusCode).toBe(201);
    await reader.next('chat.shares', chatId);
    await call(owner, 'POST', `${chatUrl(chatId)}/rename`, { name: 'Shared plan' });
    await reader.next('chat.updated', chatId);

    const shareId = shared.json<{ shares: { id: string }[] }>().shares[0]?.id ?? '';
    expect((await call(owner, 'DELETE', sharePaths.share(owner.id, chatId, shareId))).statusCode).toBe(200);
    const sharesEvents = () => reader.events().filter((event) => event.kind === 'chat.shares');
    for (let waited = 0; sharesEvents().length < 2 && waited < 2000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sharesEvents()).toHaveLength(2);

    const heard = reader.events().length;
    await call(owner, 'POST', `${chatUrl(chatId)}/rename`, { name: 'Private again' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reader.events()).toHaveLength(heard);
    expect(other.events().filter((event) => event.chatId === chatId)).toEqual([]);
    reader.close();
    other.close();
  });

  it('tells the members of a team it is shared with, until the chat is deleted', async () => {
    const chatId = await newChat();
    const member = await openTab(colleague);
    await call(owner, 'POST', sharePaths.shares(owner.id, chatId), { teamId: 'creative' });
    await member.next('chat.shares', chatId);
    await call(owner, 'POST', chatUrl(chatId), { role: 'user', message: 'For the team' });
    await member.next('chat.messages', chatId);
    await call(owner, 'DELETE', chatUrl(chatId));
    await member.next('chat.deleted', chatId);
    member.close();
  });
});
