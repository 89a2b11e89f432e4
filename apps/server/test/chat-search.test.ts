import { describe, expect, it } from 'vitest';
import { matchSnippet } from '../src/chats/search-repo';
import { bearer, buildTestApp, createSession, createUser, type TestUser } from './helper';

const ctx = await buildTestApp();

type Found = { id: string; title: string; match: string };

const call = (user: TestUser, method: 'GET' | 'POST', path: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({
    method,
    url: `/api/users/${user.id}${path}`,
    headers: bearer(user.token),
    ...(payload === undefined ? {} : { payload }),
  });

const search = (user: TestUser, q: string) => call(user, 'GET', `/chats/search?q=${encodeURIComponent(q)}`);

const foundIds = async (user: TestUser, q: string): Promise<string[]> => {
  const response = await search(user, q);
  expect(response.statusCode, `${q}: ${response.body}`).toBe(200);
  return response.json<Found[]>().map((chat) => chat.id);
};

/** A chat with a title and the given user messages. */
async function chatWith(user: TestUser, title: string, messages: string[] = []): Promise<string> {
  const id = await createSession(ctx, user);
  await call(user, 'POST', `/chats/${id}/rename`, { name: title });
  for (const message of messages) await call(user, 'POST', `/chats/${id}`, { message, role: 'user' });
  ctx.clock.advance(1000);
  return id;
}

describe('library search', () => {
  it('finds a word in a title and a word in a message, with the text around it', async () => {
    const user = await createUser(ctx);
    const titled = await chatWith(user, 'Quarterly budget review');
    const messaged = await chatWith(user, 'Plans', [
      'Nothing here.',
      `${'Some long introduction that goes on. '.repeat(10)}We should move the launch of Zephyrine to May.`,
    ]);
    await chatWith(user, 'Unrelated', ['Completely different words']);

    const byTitle = (await search(user, 'budget')).json<Found[]>();
    expect(byTitle.map((chat) => chat.id)).toEqual([titled]);
    expect(byTitle[0]).toMatchObject({ title: 'Quarterly budget review', match: 'Quarterly budget review' });

    const byMessage = (await search(user, 'zephyrine')).json<Found[]>();
    expect(byMessage.map((chat) => chat.id)).toEqual([messaged]);
    expect(byMessage[0]?.match).toContain('launch of Zephyrine to May');
    expect(byMessage[0]?.match.length).toBeLessThanOrEqual(200);
  });

  it('ignores case and accents, matches the start of a word, and needs every word', async () => {
    const user = await createUser(ctx);
    const spanish = await chatWith(user, 'Campaña de otoño', ['La canción del anuncio está lista']);
    expect(await foundIds(user, 'CAMPANA')).toEqual([spanish]);
    expect(await foundIds(user, 'cancion')).toEqual([spanish]);
    expect(await foundIds(user, 'Canción')).toEqual([spanish]);
    expect(await foundIds(user, 'anun')).toEqual([spanish]);
    expect(await foundIds(user, 'cancion lista')).toEqual([spanish]);
    expect(await foundIds(user, 'cancion invierno')).toEqual([]);
  });

  it("finds only the caller's chats", async () => {
    const user = await createUser(ctx);
    const other = await createUser(ctx);
    const mine = await chatWith(user, 'Marmalade plan', ['marmalade recipe']);
    await chatWith(other, 'Marmalade plan', ['marmalade recipe']);
    expect(await foundIds(user, 'marmalade')).toEqual([mine]);
    const forbidden = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${user.id}/chats/search?q=marmalade`,
      headers: bearer(other.token),
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('follows renames, new messages and deletions', async () => {
    const user = await createUser(ctx);
    const id = await chatWith(user, 'Old name');
    await call(user, 'POST', `/chats/${id}/rename`, { name: 'Tangerine project' });
    expect(await foundIds(user, 'tangerine')).toEqual([id]);
    expect(await foundIds(user, 'old')).toEqual([]);
    await call(user, 'POST', `/chats/${id}`, { message: 'pomegranate', role: 'user' });
    expect(await foundIds(user, 'pomegranate')).toEqual([id]);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/${user.id}/chats/${id}`,
      headers: bearer(user.token),
    });
    expect(await foundIds(user, 'tangerine')).toEqual([]);
    expect(await foundIds(user, 'pomegranate')).toEqual([]);
  });

  it('treats quotes, stars, dashes and operators as plain text', async () => {
    const user = await createUser(ctx);
    const id = await chatWith(user, "Rock 'n' roll AND jazz", ['e-mail "draft" for NEAR-term OR later*']);
    for (const q of [
      '"',
      '*',
      '-',
      "'",
      'AND',
      'OR',
      'NOT',
      'NEAR(',
      '"draft',
      'draft"*',
      '-jazz',
      "roll'",
      '(a OR b)',
      'title:jazz',
      '^jazz',
      '%',
      '_',
      '\\',
    ]) {
      const response = await search(user, q);
      expect(response.statusCode, q).toBe(200);
    }
    expect(await foundIds(user, '"draft"')).toEqual([id]);
    expect(await foundIds(user, 'jazz -rock')).toEqual([id]);
    expect(await foundIds(user, 'e-mail')).toEqual([id]);
    expect(await foundIds(user, 'and')).toEqual([id]);
  });

  it('refuses empty or overlong search text', async () => {
    const user = await createUser(ctx);
    expect((await search(user, '   ')).statusCode).toBe(400);
    expect((await call(user, 'GET', '/chats/search')).statusCode).toBe(400);
    expect((await search(user, 'x'.repeat(201))).statusCode).toBe(400);
    expect((await search(user, 'x'.repeat(200))).statusCode).toBe(200);
  });

  it('ranks a better match first and keeps to the limit', async () => {
    const user = await createUser(ctx);
    const passing = await chatWith(user, 'Notes', [
      `walrus ${'and many other words about other things '.repeat(20)}`,
    ]);
    const focused = await chatWith(user, 'Walrus', ['walrus walrus walrus']);
    const ids = await foundIds(user, 'walrus');
    expect(ids).toEqual([focused, passing]);
    const limited = await call(user, 'GET', '/chats/search?q=walrus&limit=1');
    expect(limited.json<Found[]>().map((chat) => chat.id)).toEqual([focused]);
  });
});

describe('the match text', () => {
  it('is the whole text when short, and a window around the word when long', () => {
    expect(matchSnippet('  short\n text ', ['text'])).toBe('short text');
    const long = `${'alpha '.repeat(60)}Canción ${'omega '.repeat(60)}`;
    const snippet = matchSnippet(long, ['cancion']);
    expect(snippet.length).toBeLessThanOrEqual(200);
    expect(snippet).toMatch(/^….*Canción.*…$/);
  });
});

describe('list paging under inserts', () => {
  it('gives every older chat once when new chats arrive between pages', async () => {
    const user = await createUser(ctx);
    const older: string[] = [];
    for (let index = 0; index < 9; index += 1) {
      older.push(await createSession(ctx, user));
      // Pairs of chats share a time, so the id has to break ties.
      if (index % 2 === 1) ctx.clock.advance(1000);
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page += 1) {
      const response = await call(
        user,
        'GET',
        `/chats?limit=2${cursor === undefined ? '' : `&before=${cursor}`}`,
      );
      expect(response.statusCode).toBe(200);
      seen.push(...response.json<{ id: string }[]>().map((chat) => chat.id));
      const next = response.headers['x-next-cursor'];
      if (next === undefined) break;
      cursor = String(next);
      // Someone starts a chat while the library is being read.
      ctx.clock.advance(1000);
      await createSession(ctx, user);
    }
    expect(seen).toEqual([...older].reverse());
  });
});
