import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import { adminPaths } from '@brief/contract/admin-console';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createBuiltinModel } from '../src/agents/builtin-model';
import { openDatabase } from '../src/db/database';
import { demoCustomers, demoSpecialists } from '../src/teams/demo-catalogue';
import {
  bearer,
  buildTestApp,
  createChat,
  createUser,
  parseEventStream,
  type ServerSentEvent,
  type TestUser,
} from './helper';

/**
 * Replies as live objects, with two instances on one database (SQLite here, PostgreSQL when
 * DATABASE_URL is set): A writes a reply slowly, B follows it, stops it, or finds it interrupted once A
 * is killed. B's timings are short so a dead instance is noticed in seconds, not 15.
 */
const timings = { flushMs: 100, heartbeatMs: 300, staleMs: 1500, sweepMs: 300, drainMs: 10_000 };
const ctx = await buildTestApp({
  model: createBuiltinModel({ wordDelayMs: 25 }),
  liveRunTimings: timings,
});
const instanceA = ctx.app;
const dbB = openDatabase(ctx.config);
const instanceB = await buildApp({
  config: ctx.config,
  db: dbB,
  clock: ctx.clock,
  model: createBuiltinModel({ wordDelayMs: 25 }),
  liveRunTimings: timings,
});
await instanceB.ready();
afterAll(async () => {
  await instanceB.close();
  await dbB.destroy();
});

const admin = await createUser(ctx, { admin: true });
const user = await createUser(ctx, { teams: ['marketing', 'creative'] });
const stranger = await createUser(ctx, { teams: ['marketing'] });
const customer = demoCustomers.marketing[0];
if (customer === undefined) throw new Error('the demo catalogue has no marketing customer');
const specialist = demoSpecialists[0]?.name ?? '';
/** A question the built-in model answers at length (several hundred words at 25 ms each). */
const LONG_QUESTION = 'Give me everything about the recent campaigns, the audiences and the channels';

const newChat = (owner: TestUser = user, appName = 'marketing_agent') =>
  createChat(ctx, owner, { app_name: appName, customerName: customer.name, specialists: [specialist] });

const chatUrl = (chatId: string, owner: TestUser = user) => `/api/users/${owner.id}/chats/${chatId}`;

type Message = { id: string; role: string; content: string; status?: string };
type Detail = {
  running: boolean;
  run: { id: string; kind: string; messageId: string; userMessageId: string | null } | null;
  messages: Message[];
};

const detail = async (app: FastifyInstance, chatId: string): Promise<Detail> =>
  (await app.inject({ method: 'GET', url: chatUrl(chatId), headers: bearer(user.token) })).json<Detail>();

const runStream = (app: FastifyInstance, chatId: string, message = LONG_QUESTION) =>
  app.inject({
    method: 'POST',
    url: `${chatUrl(chatId)}/run/stream`,
    headers: bearer(user.token),
    payload: { message },
  });

const attach = (app: FastifyInstance, chatId: string, as: TestUser = user, query = '') =>
  app.inject({
    method: 'GET',
    url: `/api/users/${as.id}/chats/${chatId}/run/stream${query}`,
    headers: bearer(as.token),
  });

const stop = (app: FastifyInstance, chatId: string) =>
  app.inject({ method: 'POST', url: `${chatUrl(chatId)}/stop`, headers: bearer(user.token) });

const textOf = (events: ServerSentEvent[]) =>
  events
    .filter((event) => event.event === 'delta')
    .map((event) => (event.data as { text: string }).text)
    .join('');

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (bounded) until the chat's running reply, seen from `app`, has written at least `chars`. */
async function untilWriting(app: FastifyInstance, chatId: string, chars = 40): Promise<Detail> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const seen = await detail(app, chatId);
    const reply = seen.messages.find((message) => message.id === seen.run?.messageId);
    if (seen.running && (reply?.content.length ?? 0) >= chars) return seen;
    await pause(50);
  }
  throw new Error('the reply never started writing');
}

describe('a run is stored when it is accepted', () => {
  it('shows the question and the running reply, with its text so far, while the model writes', async () => {
    const chatId = await newChat();
    const running = runStream(instanceA, chatId);
    const seen = await untilWriting(instanceA, chatId);
    expect(seen.run?.kind).toBe('run');
    expect(seen.messages.map((m) => [m.role, m.status])).toEqual([
      ['user', undefined],
      ['assistant', 'running'],
    ]);
    expect(seen.messages[0]?.content).toBe(LONG_QUESTION);
    expect(seen.messages[0]?.id).toBe(seen.run?.userMessageId);

    const listed = (
      await instanceB.inject({
        method: 'GET',
        url: `/api/users/${user.id}/chats`,
        headers: bearer(user.token),
      })
    ).json<{ id: string; running: boolean }[]>();
    expect(listed.find((chat) => chat.id === chatId)?.running).toBe(true);

    const done = parseEventStream((await running).body).at(-1);
    expect(done?.event).toBe('done');
    const after = await detail(instanceB, chatId);
    expect(after.running).toBe(false);
    expect(after.run).toBeNull();
    expect(after.messages[1]?.status).toBe('done');
    expect(after.messages[1]?.content).toBe((done?.data as { message: string }).message);
  });
});

describe('GET …/run/stream', () => {
  it('answers 204 when nothing runs, and the chat only to its owner', async () => {
    const chatId = await newChat();
    expect((await attach(instanceA, chatId)).statusCode).toBe(204);
    const running = runStream(instanceA, chatId);
    await untilWriting(instanceA, chatId, 1);
    // Another user's id in the path, and this chat under another user's own path.
    expect((await attach(instanceA, chatId, { ...stranger, id: user.id })).statusCode).toBe(403);
    expect((await attach(instanceB, chatId, stranger)).statusCode).toBe(404);
    const strangerStop = await instanceB.inject({
      method: 'POST',
      url: `/api/users/${stranger.id}/chats/${chatId}/stop`,
      headers: bearer(stranger.token),
    });
    expect(strangerStop.statusCode).toBe(404);
    expect((await attach(instanceA, chatId, user, '?from=-1')).statusCode).toBe(400);
    await running;
    expect((await attach(instanceB, chatId)).statusCode).toBe(204);
  });

  it('follows a reply on the same instance from its first word to its last, once', async () => {
    const chatId = await newChat();
    const running = runStream(instanceA, chatId);
    await untilWriting(instanceA, chatId);
    const followed = await attach(instanceA, chatId);
    expect(followed.statusCode).toBe(200);
    expect(followed.headers['content-type']).toContain('text/event-stream');
    const own = parseEventStream((await running).body);
    const events = parseEventStream(followed.body);
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    expect(textOf(events)).toBe(textOf(own));
    expect(textOf(events)).toBe((done?.data as { message: string }).message);
    expect((done?.data as { userMessage: { content: string } }).userMessage.content).toBe(LONG_QUESTION);
  });

  it('follows on instance B a reply instance A writes, from its first word to its last', async () => {
    const chatId = await newChat();
    const running = runStream(instanceA, chatId);
    await untilWriting(instanceB, chatId);
    const followed = await attach(instanceB, chatId);
    const own = parseEventStream((await running).body);
    const events = parseEventStream(followed.body);
    expect(events.at(-1)?.event).toBe('done');
    expect(textOf(events)).toBe(textOf(own));
    const stored = await detail(instanceB, chatId);
    expect(stored.messages[1]?.content).toBe(textOf(events));
  });

  it('sends only what follows `from`', async () => {
    const chatId = await newChat();
    const running = runStream(instanceA, chatId);
    await untilWriting(instanceA, chatId, 60);
    const followed = await attach(instanceB, chatId, user, '?from=20');
    const own = textOf(parseEventStream((await running).body));
    expect(textOf(parseEventStream(followed.body))).toBe(own.slice(20));
  });
});

describe('POST …/stop from another instance', () => {
  it("ends A's reply within a second and keeps what was written, marked stopped", async () => {
    const chatId = await newChat();
    const running = runStream(instanceA, chatId);
    await untilWriting(instanceB, chatId);
    const asked = Date.now();
    const stopped = await stop(instanceB, chatId);
    expect(stopped.json()).toEqual({ stopped: true });
    const events = parseEventStream((await running).body);
    const ended = Date.now() - asked;
    expect(ended).toBeLessThan(1000);
    const done = events.at(-1)?.data as { stopped: boolean; message: string };
    expect(done.stopped).toBe(true);
    const stored = await detail(instanceB, chatId);
    expect(stored.messages[1]?.status).toBe('stopped');
    expect(stored.messages[1]?.content).toBe(done.message);
    expect(done.message).not.toContain('Suggestions:');
  });

  it('a follower on B sees the stop as the end of the reply', async () => {
    const chatId = await newChat();
    const running = runStream(instanceA, chatId);
    await untilWriting(instanceB, chatId);
    const following = attach(instanceB, chatId);
    await pause(200);
    await stop(instanceA, chatId);
    const events = parseEventStream((await following).body);
    const done = events.at(-1)?.data as { stopped: boolean; message: string };
    expect(done.stopped).toBe(true);
    expect(textOf(events)).toBe(done.message);
    await running;
  });
});

describe('what ends a running reply besides a stop', () => {
  it('disabling the user, deleting the chat, deleting its team', async () => {
    const member = await createUser(ctx, { teams: ['marketing', 'creative'] });
    const start = async (appName: string) => {
      const chatId = await createChat(ctx, member, {
        app_name: appName,
        customerName: customer.name,
        specialists: [specialist],
      });
      const reply = instanceA.inject({
        method: 'POST',
        url: `/api/users/${member.id}/chats/${chatId}/run/stream`,
        headers: bearer(member.token),
        payload: { message: LONG_QUESTION },
      });
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const seen = await instanceA.inject({
          method: 'GET',
          url: `/api/users/${member.id}/chats/${chatId}`,
          headers: bearer(member.token),
        });
        if (seen.json<Detail>().running) break;
        await pause(50);
      }
      return { chatId, reply };
    };
    const endedStopped = async (reply: Promise<{ body: string }>) => {
      const done = parseEventStream((await reply).body).at(-1);
      expect(done?.event).toBe('done');
      expect((done?.data as { stopped: boolean }).stopped).toBe(true);
    };

    const deleted = await start('marketing_agent');
    const removal = await instanceB.inject({
      method: 'DELETE',
      url: `/api/users/${member.id}/chats/${deleted.chatId}`,
      headers: bearer(member.token),
    });
    expect(removal.statusCode).toBe(200);
    await endedStopped(deleted.reply);

    const ofTeam = await start('creative_agent');
    const teamGone = await instanceB.inject({
      method: 'DELETE',
      url: adminPaths.team('creative'),
      headers: bearer(admin.token),
    });
    expect(teamGone.statusCode).toBe(200);
    await endedStopped(ofTeam.reply);

    const ofUser = await start('marketing_agent');
    const disabled = await instanceB.inject({
      method: 'PATCH',
      url: adminPaths.user(member.id),
      headers: bearer(admin.token),
      payload: { disabled: true },
    });
    expect(disabled.statusCode).toBe(200);
    await endedStopped(ofUser.reply);
  });
});

describe('an instance shut down mid-reply', () => {
  it('lets the reply run for a while, then marks it interrupted with its text; the stream says so', async () => {
    const dbC = openDatabase(ctx.config);
    const instanceC = await buildApp({
      config: ctx.config,
      db: dbC,
      clock: ctx.clock,
      model: createBuiltinModel({ wordDelayMs: 25 }),
      liveRunTimings: { ...timings, drainMs: 300 },
    });
    await instanceC.ready();
    const chatId = await newChat();
    const running = runStream(instanceC, chatId);
    await untilWriting(instanceB, chatId);
    await instanceC.close();
    await dbC.destroy();
    const events = parseEventStream((await running).body);
    expect(events.at(-1)?.event).toBe('error');
    const stored = await detail(instanceB, chatId);
    expect(stored.running).toBe(false);
    expect(stored.messages[1]?.status).toBe('interrupted');
    expect(textOf(events).startsWith(stored.messages[1]?.content ?? '-')).toBe(true);
    expect(stored.messages[1]?.content.length).toBeGreaterThan(0);
  });
});

describe('an instance killed mid-reply', () => {
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) child.kill('SIGKILL');
  });

  /** Instance A in a process of its own, over this file's database. */
  async function startInstance(): Promise<{ child: ChildProcess; port: number }> {
    const script = fileURLToPath(new URL('./instance-process.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      env: {
        ...process.env,
        DATA_DIR: ctx.dataDir,
        ...(ctx.config.databaseUrl === undefined ? {} : { DATABASE_URL: ctx.config.databaseUrl }),
        LOG_LEVEL: 'silent',
        INSTANCE_WORD_DELAY_MS: '40',
        INSTANCE_NOW: ctx.clock.now().toISOString(),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    const port = await new Promise<number>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error('the instance did not start')), 30_000);
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const line = /\{"port":(\d+)\}/.exec(out);
        if (line?.[1] !== undefined) {
          clearTimeout(timer);
          resolve(Number(line[1]));
        }
      });
      child.once('exit', () => reject(new Error('the instance exited')));
    });
    return { child, port };
  }

  it('keeps the question, and B marks the reply interrupted with its text', async () => {
    const { child, port } = await startInstance();
    const chatId = await newChat();
    // A real socket to A that reads deltas until some words are in, then A is killed with SIGKILL.
    const streamed = await new Promise<string>((resolve, reject) => {
      let text = '';
      const call = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: `${chatUrl(chatId)}/run/stream`,
          headers: { ...bearer(user.token), 'content-type': 'application/json' },
        },
        (response) => {
          if (response.statusCode !== 200) reject(new Error(`A answered ${response.statusCode}`));
          let buffer = '';
          response.on('data', (chunk: Buffer) => {
            buffer += chunk.toString();
            const blocks = buffer.split('\n\n');
            buffer = blocks.pop() ?? '';
            for (const event of parseEventStream(blocks.join('\n\n'))) {
              if (event.event === 'delta') text += (event.data as { text: string }).text;
            }
            if (text.length > 80 && child.exitCode === null && child.signalCode === null) {
              // Long enough for a flush of the text to have reached the database.
              setTimeout(() => {
                child.kill('SIGKILL');
                resolve(text);
              }, 400);
            }
          });
        },
      );
      call.on('error', (error) => (/hang up|ECONNRESET/.test(error.message) ? undefined : reject(error)));
      call.end(JSON.stringify({ message: LONG_QUESTION }));
    });

    let seen = await detail(instanceB, chatId);
    for (let attempt = 0; attempt < 150 && seen.messages[1]?.status === 'running'; attempt += 1) {
      await pause(100);
      seen = await detail(instanceB, chatId);
    }
    expect(seen.running).toBe(false);
    expect(seen.messages.map((m) => [m.role, m.status])).toEqual([
      ['user', undefined],
      ['assistant', 'interrupted'],
    ]);
    expect(seen.messages[0]?.content).toBe(LONG_QUESTION);
    const kept = seen.messages[1]?.content ?? '';
    expect(kept.length).toBeGreaterThan(40);
    // What was flushed before the kill: the start of what the client was sent (or a little more).
    expect(streamed.startsWith(kept) || kept.startsWith(streamed)).toBe(true);

    // The chat goes on: a new run is accepted and answered.
    const next = await runStream(instanceB, chatId, 'And the budgets?');
    expect(parseEventStream(next.body).at(-1)?.event).toBe('done');
  }, 60_000);
});
