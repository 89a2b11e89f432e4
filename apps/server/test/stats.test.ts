import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createChat, createUser, type TestUser } from './helper';

// Tokens last 30 days here: the clock walks over ten of them to place chats.
const ctx = await buildTestApp({ env: { TOKEN_TTL_MINUTES: String(60 * 24 * 30) } });
const user = await createUser(ctx, { teams: ['marketing'] });
const other = await createUser(ctx, { teams: ['marketing'] });

const setClock = (iso: string) => ctx.clock.advance(new Date(iso).getTime() - ctx.clock.now().getTime());

/** One exchange (two messages) in the chat at the clock's time. */
async function exchange(owner: TestUser, chatId: string): Promise<void> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/users/${owner.id}/chats/${chatId}/run`,
    headers: bearer(owner.token),
    payload: { message: 'What is new?' },
  });
  if (response.statusCode !== 200) throw new Error(`run failed: ${response.body}`);
}

/** A chat started at `iso` with one exchange then. */
async function chatAt(owner: TestUser, iso: string): Promise<string> {
  setClock(iso);
  const chatId = await createChat(ctx, owner, { app_name: 'marketing_agent' });
  await exchange(owner, chatId);
  return chatId;
}

const stats = (owner: TestUser, query = '', token = owner.token) =>
  ctx.app.inject({ method: 'GET', url: `/api/users/${owner.id}/stats${query}`, headers: bearer(token) });

// Chats whose "today" depends on where the caller is. Now: 2026-03-10T22:30Z, which is 23:30 on
// 10 March in Madrid (+01:00), 15:30 on 10 March in Los Angeles (-07:00, summer time since 8 March)
// and 04:00 on 11 March in Kolkata (+05:30).
const old = await chatAt(user, '2026-03-05T09:00:00.000Z'); // old, but active today everywhere (below)
await chatAt(user, '2026-03-09T22:59:00.000Z'); // 23:59 on 9 March in Madrid: yesterday everywhere
await chatAt(user, '2026-03-09T23:01:00.000Z'); // 00:01 on 10 March in Madrid, still 9 March in UTC
await chatAt(user, '2026-03-10T06:59:00.000Z'); // today in UTC, 23:59 on 9 March in Los Angeles
await chatAt(user, '2026-03-10T07:01:00.000Z'); // 00:01 on 10 March in Los Angeles
setClock('2026-03-10T22:00:00.000Z');
await exchange(user, old);
// The other user's chat, active today everywhere, must never be counted for the first.
await chatAt(other, '2026-03-10T22:10:00.000Z');
setClock('2026-03-10T22:30:00.000Z');

describe('GET /api/users/:userId/stats', () => {
  it("counts today from the start of the caller's local day", async () => {
    const expected = [
      ['', { todayChats: 3, todayMessages: 6, todayStartsAt: '2026-03-10T00:00:00.000Z' }],
      ['?timeZone=UTC', { todayChats: 3, todayMessages: 6, todayStartsAt: '2026-03-10T00:00:00.000Z' }],
      [
        '?timeZone=Europe/Madrid',
        { todayChats: 4, todayMessages: 8, todayStartsAt: '2026-03-09T23:00:00.000Z' },
      ],
      [
        '?timeZone=America/Los_Angeles',
        { todayChats: 2, todayMessages: 4, todayStartsAt: '2026-03-10T07:00:00.000Z' },
      ],
      [
        '?timeZone=Asia/Kolkata',
        { todayChats: 1, todayMessages: 2, todayStartsAt: '2026-03-10T18:30:00.000Z' },
      ],
    ] as const;
    for (const [query, today] of expected) {
      const response = await stats(user, query);
      expect(response.statusCode, query).toBe(200);
      expect(response.json(), query).toEqual({ ...today, totalChats: 5, totalMessages: 12 });
    }
  });

  it("counts only the caller's own chats and messages", async () => {
    const response = await stats(other, '?timeZone=Europe/Madrid');
    expect(response.json()).toEqual({
      todayChats: 1,
      totalChats: 1,
      todayMessages: 2,
      totalMessages: 2,
      todayStartsAt: '2026-03-09T23:00:00.000Z',
    });
    const newcomer = await createUser(ctx);
    expect((await stats(newcomer)).json()).toMatchObject({
      todayChats: 0,
      totalChats: 0,
      todayMessages: 0,
      totalMessages: 0,
    });
  });

  it('refuses a time zone it does not know, naming the field', async () => {
    for (const zone of ['Mars/Olympus_Mons', 'GMT+25', '%20']) {
      const response = await stats(user, `?timeZone=${zone}`);
      expect(response.statusCode, zone).toBe(400);
      expect(response.json<{ error: { code: string; message: string } }>().error.code).toBe('bad_request');
    }
    expect((await stats(user, '?timeZone=Mars/Olympus_Mons')).json()).toEqual({
      error: {
        code: 'bad_request',
        message: 'querystring.timeZone: Unknown time zone',
        reason: 'invalid',
        field: 'querystring.timeZone',
      },
    });
  });

  it("refuses another user's id, and a caller without a token", async () => {
    expect((await stats(user, '', other.token)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/users/${user.id}/stats` });
    expect(anonymous.statusCode).toBe(401);
  });
});
