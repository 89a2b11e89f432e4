import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createBuiltinModel } from '../src/agents/builtin-model';
import {
  bearer,
  buildTestApp,
  createChat,
  createUser,
  signInAgain,
  type TestContext,
  type TestUser,
} from './helper';

// The product's own limits: 20 runs a minute. The built-in model writes slowly enough for a reply to be
// running while other calls come.
const ctx = await buildTestApp({
  env: { RUNS_PER_MINUTE: '20' },
  model: createBuiltinModel({ wordDelayMs: 5 }),
});
// Limits an installation set lower: 3 runs a minute, 1 MB of uploads a day.
const small = await buildTestApp({ env: { RUNS_PER_MINUTE: '3', UPLOAD_MB_PER_DAY: '1' } });

const REPLY_RUNNING = 'A reply is already being written in this chat. Wait for it to finish or stop it.';

type Message = { id: string; role: string; content: string; version?: number; versionCount?: number };
type Detail = { running: boolean; messages: Message[] };

const post = (app: TestContext, as: TestUser, path: string, payload: object = {}) =>
  app.app.inject({ method: 'POST', url: `/api/users/${as.id}${path}`, headers: bearer(as.token), payload });

const run = (app: TestContext, as: TestUser, chatId: string, payload: object) =>
  post(app, as, `/chats/${chatId}/run`, payload);

const regenerate = (app: TestContext, as: TestUser, chatId: string, messageId: string) =>
  post(app, as, `/chats/${chatId}/messages/${messageId}/regenerate`);

const detail = async (app: TestContext, as: TestUser, chatId: string) =>
  (
    await app.app.inject({
      method: 'GET',
      url: `/api/users/${as.id}/chats/${chatId}`,
      headers: bearer(as.token),
    })
  ).json<Detail>();

const statuses = (answers: readonly LightMyRequestResponse[]) =>
  answers.map((answer) => answer.statusCode).sort((a, b) => a - b);

const retryAfter = (answer: LightMyRequestResponse) => Number(answer.headers['retry-after']);

const errorOf = (answer: LightMyRequestResponse) =>
  answer.json<{ error: { code: string; message: string } }>().error;

/** A chat of `as` with one question answered; the reply's id. */
async function answeredChat(app: TestContext, as: TestUser): Promise<{ chatId: string; replyId: string }> {
  const chatId = await createChat(app, as, { app_name: 'marketing_agent' });
  const answer = await run(app, as, chatId, { message: 'Which audiences matter most this autumn?' });
  expect(answer.statusCode).toBe(200);
  return { chatId, replyId: answer.json<{ assistantMessage: { id: string } }>().assistantMessage.id };
}

describe('one running reply per chat', () => {
  it('accepts 1 of 30 regenerates of one reply sent at once; 29 answer 409 and the reply gets 1 version more', async () => {
    const user = await createUser(ctx, { teams: ['marketing'] });
    const { chatId, replyId } = await answeredChat(ctx, user);

    const answers = await Promise.all(
      Array.from({ length: 30 }, () => regenerate(ctx, user, chatId, replyId)),
    );

    expect(statuses(answers)).toEqual([200, ...Array<number>(29).fill(409)]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409))
      expect(errorOf(refused)).toEqual({ code: 'conflict', message: REPLY_RUNNING, reason: 'reply_running' });
    const reply = (await detail(ctx, user, chatId)).messages[1];
    expect(reply).toMatchObject({ id: replyId, version: 2, versionCount: 2 });
    const versions = await ctx.db
      .selectFrom('message_versions')
      .select('version')
      .where('message_id', '=', replyId)
      .execute();
    expect(versions).toHaveLength(2);
  });

  it('refuses a run, a regenerate and an edit of a chat while its reply is written again, and counts none of them', async () => {
    const user = await createUser(ctx, { teams: ['marketing'] });
    const { chatId, replyId } = await answeredChat(ctx, user);
    const question = (await detail(ctx, user, chatId)).messages[0]?.id ?? '';
    const runsBefore = await ctx.db
      .selectFrom('usage_events')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();

    const writing = regenerate(ctx, user, chatId, replyId);
    await expect.poll(async () => (await detail(ctx, user, chatId)).running).toBe(true);
    const refused = [
      await run(ctx, user, chatId, { message: 'And budgets?' }),
      await regenerate(ctx, user, chatId, replyId),
      await run(ctx, user, chatId, { message: 'Edited question', editMessageId: question }),
      await post(ctx, user, `/chats/${chatId}/run/stream`, { message: 'Streamed' }),
    ];
    await post(ctx, user, `/chats/${chatId}/stop`);
    await writing;

    expect(refused.map((answer) => answer.statusCode)).toEqual([409, 409, 409, 409]);
    expect(refused.map((answer) => errorOf(answer).message)).toEqual(Array<string>(4).fill(REPLY_RUNNING));
    // The accepted regenerate counted; the refused calls did not, and stored nothing.
    const runsAfter = await ctx.db
      .selectFrom('usage_events')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(runsAfter.length).toBe(runsBefore.length + 1);
    expect((await detail(ctx, user, chatId)).messages.map((message) => message.content)).not.toContain(
      'And budgets?',
    );
  });
});

describe('RUNS_PER_MINUTE', () => {
  it('accepts exactly 20 of 30 runs sent at once in 30 chats of one user; the others get 429 with Retry-After', async () => {
    const user = await createUser(ctx, { teams: ['marketing'] });
    const colleague = await createUser(ctx, { teams: ['marketing'] });
    const chats = await Promise.all(
      Array.from({ length: 31 }, () => createChat(ctx, user, { app_name: 'marketing_agent' })),
    );

    const answers = await Promise.all(
      chats.slice(0, 30).map((chatId, index) => run(ctx, user, chatId, { message: `Question ${index}` })),
    );

    expect(statuses(answers)).toEqual([...Array<number>(20).fill(200), ...Array<number>(10).fill(429)]);
    for (const refused of answers.filter((answer) => answer.statusCode === 429)) {
      expect(errorOf(refused)).toEqual({
        code: 'rate_limited',
        message:
          'You have asked for 20 replies in the last minute, as many as allowed. Try again in 60 seconds.',
        reason: 'runs_per_minute',
        values: { limit: 20 },
      });
      // Every counted run was taken at this instant (the test's clock): the oldest leaves in 60 s.
      expect(retryAfter(refused)).toBe(60);
    }
    // A refused run stored nothing.
    const refusedChats = chats.filter((_, index) => answers[index]?.statusCode === 429);
    for (const chatId of refusedChats) expect((await detail(ctx, user, chatId)).messages).toEqual([]);

    // A regenerate counts as a run too.
    const acceptedChat = chats[answers.findIndex((answer) => answer.statusCode === 200)] ?? '';
    const reply = (await detail(ctx, user, acceptedChat)).messages[1]?.id ?? '';
    expect((await regenerate(ctx, user, acceptedChat, reply)).statusCode).toBe(429);

    // A colleague is not affected.
    const theirs = await createChat(ctx, colleague, { app_name: 'marketing_agent' });
    expect((await run(ctx, colleague, theirs, { message: 'My own question' })).statusCode).toBe(200);

    // 30 s later the wait is 30 s; once the minute is over, the user runs again.
    ctx.clock.advance(30_000);
    const later = await run(ctx, user, chats[30] ?? '', { message: 'Half a minute later' });
    expect(later.statusCode).toBe(429);
    expect(retryAfter(later)).toBe(30);
    ctx.clock.advance(30_000);
    expect((await run(ctx, user, chats[30] ?? '', { message: 'A minute later' })).statusCode).toBe(200);
  });

  it('is what the installation sets: with RUNS_PER_MINUTE=3 the fourth run of a minute is refused', async () => {
    const user = await createUser(small, { teams: ['marketing'] });
    const chatId = await createChat(small, user, { app_name: 'marketing_agent' });
    for (const message of ['One', 'Two', 'Three'])
      expect((await run(small, user, chatId, { message })).statusCode).toBe(200);
    small.clock.advance(15_000);

    const fourth = await run(small, user, chatId, { message: 'Four' });

    expect(fourth.statusCode).toBe(429);
    expect(retryAfter(fourth)).toBe(45);
    expect(errorOf(fourth).message).toBe(
      'You have asked for 3 replies in the last minute, as many as allowed. Try again in 45 seconds.',
    );
    expect((await detail(small, user, chatId)).messages).toHaveLength(6);
  });
});

const KB = 1024;

/** Posts an upload of files of the given sizes (bytes of text) into the chat. */
async function upload(app: TestContext, as: TestUser, chatId: string, sizes: readonly number[]) {
  const form = new FormData();
  form.append('sessionId', chatId);
  sizes.forEach((size, index) =>
    form.append('file', new Blob(['x'.repeat(size)], { type: 'text/plain' }), `notes-${index}.txt`),
  );
  const encoded = new Response(form);
  return app.app.inject({
    method: 'POST',
    url: `/api/users/${as.id}/files`,
    headers: { ...bearer(as.token), 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

const filesOf = async (app: TestContext, as: TestUser, chatId: string) =>
  (
    await app.app.inject({
      method: 'GET',
      url: `/api/users/${as.id}/chats/${chatId}/files`,
      headers: bearer(as.token),
    })
  ).json<{ name: string }[]>();

describe('UPLOAD_MB_PER_DAY', () => {
  it('refuses an upload that would go over the day (429, nothing kept), also after files are deleted; a day later it fits', async () => {
    let user = await createUser(small, { teams: ['marketing'] });
    const colleague = await createUser(small, { teams: ['marketing'] });
    const chatId = await createChat(small, user, { app_name: 'marketing_agent' });
    expect((await upload(small, user, chatId, [600 * KB])).statusCode).toBe(201);
    small.clock.advance(10 * 60_000);

    const over = await upload(small, user, chatId, [300 * KB, 300 * KB]);

    expect(over.statusCode).toBe(429);
    expect(errorOf(over)).toEqual({
      code: 'rate_limited',
      message:
        'This upload would go over your upload limit of 1 MB a day (0.4 MB left). Try again in 24 hours.',
      reason: 'uploads_per_day',
      values: { limitMb: 1, leftMb: 0.4 },
    });
    // The first upload leaves the rolling 24 h in 23 h 50 min.
    expect(retryAfter(over)).toBe(24 * 3600 - 10 * 60);
    expect((await filesOf(small, user, chatId)).map((file) => file.name)).toEqual(['notes-0.txt']);
    // What fits still goes.
    expect((await upload(small, user, chatId, [300 * KB])).statusCode).toBe(201);

    // Deleting the chat and its files gives nothing back.
    await small.app.inject({
      method: 'DELETE',
      url: `/api/users/${user.id}/chats/${chatId}`,
      headers: bearer(user.token),
    });
    const another = await createChat(small, user, { app_name: 'marketing_agent' });
    expect((await upload(small, user, another, [200 * KB])).statusCode).toBe(429);

    // A colleague uploads their own day's worth.
    const theirs = await createChat(small, colleague, { app_name: 'marketing_agent' });
    expect((await upload(small, colleague, theirs, [900 * KB])).statusCode).toBe(201);

    small.clock.advance(24 * 3600_000);
    user = await signInAgain(small, user);
    expect((await upload(small, user, another, [600 * KB])).statusCode).toBe(201);
  });

  it('takes exactly as many of 5 uploads sent at once as fit in the day', async () => {
    const user = await createUser(small, { teams: ['marketing'] });
    const chatId = await createChat(small, user, { app_name: 'marketing_agent' });

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => upload(small, user, chatId, [300 * KB])),
    );

    expect(statuses(answers)).toEqual([201, 201, 201, 429, 429]);
    expect(await filesOf(small, user, chatId)).toHaveLength(3);
    for (const refused of answers.filter((answer) => answer.statusCode === 429))
      expect(retryAfter(refused)).toBe(24 * 3600);
  });

  it('refuses at once a user whose day is used up, and an upload larger than a whole day (413)', async () => {
    const user = await createUser(small, { teams: ['marketing'] });
    const chatId = await createChat(small, user, { app_name: 'marketing_agent' });

    const tooLarge = await upload(small, user, chatId, [700 * KB, 700 * KB]);
    expect(tooLarge.statusCode).toBe(413);
    expect(errorOf(tooLarge).message).toBe(
      'This upload (1.4 MB) is larger than the upload limit of 1 MB a day',
    );

    expect((await upload(small, user, chatId, [KB * KB])).statusCode).toBe(201);
    const full = await upload(small, user, chatId, [1]);
    expect(full.statusCode).toBe(429);
    expect(retryAfter(full)).toBe(24 * 3600);
  });
});
