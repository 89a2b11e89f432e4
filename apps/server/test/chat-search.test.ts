import { describe, expect, it } from 'vitest';
import { createSearchRepo } from '../src/chats/search-repo';
import { matchSnippet } from '../src/chats/search-text';
import { bearer, buildTestApp, createChat, createUser, type TestUser } from './helper';

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
  const id = await createChat(ctx, user);
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
      // Letters to JavaScript that SQLite's tokenizer splits words at (New Tai Lue vowel signs).
      '\u19b0',
      'a\u19b0b',
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

  it('puts the newest chat first, and a chat moves up when it gets a new message', async () => {
    const user = await createUser(ctx);
    const oldest = await chatWith(user, 'Notes', ['walrus facts', 'nothing to see']);
    const middle = await chatWith(user, 'Zoo trip', ['a walrus was there']);
    const newest = await chatWith(user, 'Walrus');
    expect(await foundIds(user, 'walrus')).toEqual([newest, middle, oldest]);

    await call(user, 'POST', `/chats/${oldest}`, { message: 'the walrus again, later', role: 'user' });
    const found = (await search(user, 'walrus')).json<Found[]>();
    expect(found.map((chat) => chat.id)).toEqual([oldest, newest, middle]);
    // The newest matching message, or the title when no message matches.
    expect(found.map((chat) => chat.match)).toEqual([
      'the walrus again, later',
      'Walrus',
      'a walrus was there',
    ]);
  });

  it('stops at the limit, newest first, however many chats match', async () => {
    const user = await createUser(ctx);
    const chats: string[] = [];
    for (let index = 0; index < 25; index += 1) chats.push(await chatWith(user, `Budget ${index}`));
    const newestFirst = [...chats].reverse();
    const page = async (limit?: number) =>
      (await call(user, 'GET', `/chats/search?q=budget${limit === undefined ? '' : `&limit=${limit}`}`)).json<
        Found[]
      >();
    expect((await page(5)).map((chat) => chat.id)).toEqual(newestFirst.slice(0, 5));
    expect((await page()).map((chat) => chat.id)).toEqual(newestFirst.slice(0, 20));
    expect((await page(100)).map((chat) => chat.id)).toEqual(newestFirst);
    expect((await call(user, 'GET', '/chats/search?q=budget&limit=0')).statusCode).toBe(400);
    expect((await call(user, 'GET', '/chats/search?q=budget&limit=101')).statusCode).toBe(400);
  });

  it('matches the start of a word, short or long, but not its middle', async () => {
    const user = await createUser(ctx);
    const id = await chatWith(user, 'Plans', ['Launch Zephyrine in May']);
    for (const q of ['z', 'ze', 'zep', 'zeph', 'zephy', 'zephyri', 'Zephyrine', 'zephyrine may', 'la ma'])
      expect(await foundIds(user, q), q).toEqual([id]);
    for (const q of ['zephyrines', 'ephyr', 'aunch', 'zephyrine june'])
      expect(await foundIds(user, q), q).toEqual([]);

    // A prefix that begins many different words still finds each of them.
    const many = await chatWith(user, Array.from({ length: 20 }, (_, index) => `quokka${index}`).join(' '));
    const one = await chatWith(user, 'Notes', ['quokkas everywhere']);
    expect(await foundIds(user, 'quokk')).toEqual([one, many]);
    expect(await foundIds(user, 'quokka1')).toEqual([many]);
  });

  it('needs every word in the title or in one message', async () => {
    const user = await createUser(ctx);
    await chatWith(user, 'Alpha', ['beta']);
    await chatWith(user, 'Notes', ['alpha', 'beta']);
    const together = await chatWith(user, 'Notes', ['alpha and beta']);
    const titled = await chatWith(user, 'Alpha beta');
    expect(await foundIds(user, 'alpha beta')).toEqual([titled, together]);
    expect(await foundIds(user, 'beta alpha')).toEqual([titled, together]);
    expect(await foundIds(user, 'alpha beta gamma')).toEqual([]);
  });

  it('ignores accents typed that the text does not have, and the other way round', async () => {
    const user = await createUser(ctx);
    const plain = await chatWith(user, 'Notes', ['la cancion de otono']);
    const accented = await chatWith(user, 'Campaña', ['Canción de otoño']);
    expect(await foundIds(user, 'canción otoño')).toEqual([accented, plain]);
    expect(await foundIds(user, 'CANCION OTONO')).toEqual([accented, plain]);
    expect(await foundIds(user, 'campañ')).toEqual([accented]);
    expect(await foundIds(user, 'CAMPANA')).toEqual([accented]);
  });
});

describe('the search walk', () => {
  // Tiny thresholds, so a handful of chats takes every path: reading every match, testing the
  // newest chats one by one, and both (the newest chats first, then the older ones from the index).
  const tunings = [
    { fewMatches: 1000, walkWindow: 300 },
    { fewMatches: 1, walkWindow: 300 },
    { fewMatches: 1, walkWindow: 3 },
    { fewMatches: 1, walkWindow: 1 },
  ];

  it("answers the caller's newest matching chats, whichever way it goes", async () => {
    const user = await createUser(ctx);
    const other = await createUser(ctx);
    const expected: { id: string; text: string }[] = [];
    for (let index = 0; index < 12; index += 1) {
      // The other user's chats come between the caller's, with the same words.
      await chatWith(other, `Heron ${index}`, ['heron sighting']);
      if (index % 3 === 2) {
        await chatWith(user, `Sparrow ${index}`, ['no such bird here']);
        continue;
      }
      const text = index % 2 === 0 ? `Heron ${index}` : `the heron came back ${index}`;
      const id = await chatWith(user, index % 2 === 0 ? text : `Birds ${index}`, [
        'a first message',
        ...(index % 2 === 0 ? [] : [`heron ${index} early`, text]),
      ]);
      expected.unshift({ id, text });
    }

    for (const tuning of tunings) {
      const repo = createSearchRepo(ctx.db, tuning);
      for (const limit of [1, 2, 5, 8, 20]) {
        const hits = await repo.searchChats(user.id, 'heron', limit);
        expect(
          hits.map(({ chat, text }) => ({ id: chat.id, text })),
          `${JSON.stringify(tuning)} limit ${limit}`,
        ).toEqual(expected.slice(0, limit));
        expect(hits.every(({ chat }) => chat.user_id === user.id)).toBe(true);
      }
      expect(await repo.searchChats(user.id, 'heron sparrow', 20)).toEqual([]);
      expect((await repo.searchChats(other.id, 'sighting', 20)).length).toBe(12);
    }
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
      older.push(await createChat(ctx, user));
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
      await createChat(ctx, user);
    }
    expect(seen).toEqual([...older].reverse());
  });
});
