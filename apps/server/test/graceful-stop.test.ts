import { mkdtempSync, rmSync } from 'node:fs';
import { adminPaths } from '@brief/contract/admin-console';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import type { Embedder } from '../src/knowledge/embeddings';
import { createLifecycle } from '../src/lifecycle/lifecycle';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server';
import { freePort } from './free-port';
import { uploadAll } from './knowledge-helpers';
import {
  bearer,
  buildTestApp,
  createChat,
  createUser,
  parseEventStream,
  type ServerSentEvent,
} from './helper';
import { scratchDatabaseUrl } from './scratch-database';
import { startServerProcess, type ServerProcess } from './server-process';

/**
 * The server as it runs in production (src/main.ts in a process of its own, a slow OpenAI-compatible
 * model in front of it) receives SIGTERM in the middle of a reply, as a rolling upgrade sends it.
 */

const ADMIN = { email: 'admin@brief.test', password: 'graceful-stop-password' };
const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

type Brief = {
  server: ServerProcess;
  token: string;
  userId: string;
  dataDir: string;
  databaseUrl: string | undefined;
};

/**
 * The app over a database of its own, for the in-process tests of a draining instance. It indexes
 * nothing itself, so the documents are the draining instance's to claim.
 */
const ctx = await buildTestApp({ indexing: { start: false } });
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A model that writes `wordCount` words, one every `delayMs`. */
async function slowModel(wordCount: number, delayMs: number): Promise<FakeOpenAiServer> {
  const fake = await startFakeOpenAiServer({
    defaultScenario: { kind: 'text', text: words(wordCount), tokenDelayMs: delayMs, firstTokenDelayMs: 0 },
  });
  cleanups.push(() => fake.close());
  return fake;
}

async function startBrief(model: FakeOpenAiServer, graceSeconds: number): Promise<Brief> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'brief-stop-'));
  const database = await scratchDatabaseUrl();
  const server = await startServerProcess(await freePort(), {
    DATA_DIR: dataDir,
    ...(database.url === undefined ? {} : { DATABASE_URL: database.url }),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LLM_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: model.baseUrl,
    LLM_MODEL: 'fake-model',
    SHUTDOWN_GRACE_SECONDS: String(graceSeconds),
  });
  cleanups.push(async () => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await server.exited;
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const login = await fetch(`${server.origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ app: 'brief', ...ADMIN }),
  });
  expect(login.status).toBe(200);
  const signedIn = (await login.json()) as { access_token: string; user: { id: string } };
  return {
    server,
    token: signedIn.access_token,
    userId: signedIn.user.id,
    dataDir,
    databaseUrl: database.url,
  };
}

const call = (brief: Brief, method: string, url: string, body?: unknown) =>
  fetch(`${brief.server.origin}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${brief.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function newChat(brief: Brief): Promise<string> {
  const response = await call(brief, 'POST', `/api/users/${brief.userId}/sessions`, {
    app_name: 'marketing_agent',
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const chatUrl = (brief: Brief, chatId: string) => `/api/users/${brief.userId}/chats/${chatId}`;

/** A streamed answer read as it comes: resolves `started` at its first words, `events` at its end. */
function readStream(response: Promise<Response>) {
  let body = '';
  let markStarted: () => void = () => {};
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const events = (async (): Promise<ServerSentEvent[]> => {
    const stream = (await response).body;
    if (stream === null) throw new Error('no body');
    const decoder = new TextDecoder();
    for await (const chunk of stream as AsyncIterable<Uint8Array>) {
      body += decoder.decode(chunk, { stream: true });
      if (body.includes('event: delta')) markStarted();
    }
    return parseEventStream(body);
  })();
  return { started, events };
}

const textOf = (events: ServerSentEvent[]) =>
  events
    .filter((event) => event.event === 'delta')
    .map((event) => (event.data as { text: string }).text)
    .join('');

/** Asks `url` until it answers `status` (a signal takes a moment to arrive); answers the time it took. */
async function untilStatus(url: string, status: number, withinMs: number): Promise<Response> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const response = await fetch(url);
    if (response.status === status || Date.now() > deadline) return response;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('SIGTERM with a grace long enough for the running reply', () => {
  it('stops taking new work at once, keeps serving reads, lets the reply finish and exits 0', async () => {
    const reply = words(40);
    const brief = await startBrief(await slowModel(40, 60), 30);
    const [chatId, otherChatId] = [await newChat(brief), await newChat(brief)];
    expect((await fetch(`${brief.server.origin}/api/ready`)).status).toBe(200);

    const running = readStream(
      call(brief, 'POST', `${chatUrl(brief, chatId)}/run/stream`, { message: 'Tell me a long story' }),
    );
    await running.started;
    brief.server.child.kill('SIGTERM');

    const ready = await untilStatus(`${brief.server.origin}/api/ready`, 503, 1000);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await ready.json()) as { error: { code: string } }).error.code).toBe('unavailable');
    expect((await fetch(`${brief.server.origin}/api/health`)).status).toBe(200);

    const refused = await call(brief, 'POST', `${chatUrl(brief, otherChatId)}/run/stream`, {
      message: 'And another one',
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('unavailable');
    // Reads go on while the reply finishes.
    expect((await call(brief, 'GET', chatUrl(brief, chatId))).status).toBe(200);

    const events = await running.events;
    expect(events.at(-1)?.event).toBe('done');
    expect(textOf(events).trim()).toBe(reply);
    expect(await brief.server.exited).toBe(0);
  }, 90_000);
});

describe('SIGTERM with a grace shorter than the running reply', () => {
  it('marks the reply interrupted with its text so far, tells its followers, and exits 0', async () => {
    const brief = await startBrief(await slowModel(400, 50), 1);
    const chatId = await newChat(brief);
    const running = readStream(
      call(brief, 'POST', `${chatUrl(brief, chatId)}/run/stream`, { message: 'Tell me a long story' }),
    );
    await running.started;
    // A second reader follows the same reply, as another tab (or the same user through another path) does.
    const following = readStream(call(brief, 'GET', `${chatUrl(brief, chatId)}/run/stream`));
    await following.started;
    const stoppedAt = Date.now();
    brief.server.child.kill('SIGTERM');

    for (const reader of [running, following]) {
      const events = await reader.events;
      const last = events.at(-1);
      expect(last?.event).toBe('error');
      expect((last?.data as { error: { reason?: string } }).error.reason).toBe('reply_interrupted');
    }
    expect(await brief.server.exited).toBe(0);
    // The grace, and not the 20 s the reply would have taken.
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);

    const db = openDatabase({ databaseUrl: brief.databaseUrl, dataDir: brief.dataDir });
    try {
      const stored = await db
        .selectFrom('messages')
        .select(['status', 'content'])
        .where('chat_id', '=', chatId)
        .where('role', '=', 'assistant')
        .executeTakeFirstOrThrow();
      expect(stored.status).toBe('interrupted');
      expect(stored.content.length).toBeGreaterThan(0);
      expect(words(400).startsWith(stored.content.trim())).toBe(true);
      // What its readers were sent is what is kept: not a word more, not a word less.
      expect(stored.content).toBe(textOf(await running.events));
      expect(stored.content).toBe(textOf(await following.events));
    } finally {
      await db.destroy();
    }
  }, 90_000);
});

describe('an instance that drains', () => {
  it('refuses uploads, exports and replies with 503 and Retry-After, and goes on answering reads', async () => {
    const lifecycle = createLifecycle();
    const stopping = await buildApp({ config: ctx.config, db: ctx.db, clock: ctx.clock, lifecycle });
    onTestFinished(() => stopping.close());
    const admin = await createUser(ctx, { admin: true });
    const chatId = await createChat(ctx, admin, { app_name: 'marketing_agent' });
    const user = `/api/users/${admin.id}`;
    await lifecycle.drain();

    const newWork = [
      { method: 'POST', url: `${user}/chats/${chatId}/run`, payload: { message: 'Hello' } },
      { method: 'POST', url: `${user}/chats/${chatId}/run/stream`, payload: { message: 'Hello' } },
      { method: 'POST', url: `${user}/files` },
      { method: 'GET', url: `${user}/chats/${chatId}/export?format=md` },
      { method: 'GET', url: `${user}/bookmarks/export?format=md` },
      { method: 'POST', url: '/api/admin/teams/marketing/customers/any/documents' },
    ] as const;
    for (const request of newWork) {
      const refused = await stopping.inject({ ...request, headers: bearer(admin.token) });
      expect(refused.statusCode, request.url).toBe(503);
      expect(refused.headers['retry-after'], request.url).toMatch(/^\d+$/);
      expect(refused.json<{ error: { code: string } }>().error.code).toBe('unavailable');
    }
    const read = await stopping.inject({
      method: 'GET',
      url: `${user}/chats/${chatId}`,
      headers: bearer(admin.token),
    });
    expect(read.statusCode).toBe(200);
    expect((await stopping.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
    expect((await stopping.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    // Another instance on the same database goes on as before.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ status: 'ready' });
  });
});

describe('a draining instance that is indexing a document', () => {
  it('gives the document back to the queue for another instance', async () => {
    const admin = await createUser(ctx, { admin: true });
    const customer = await ctx.app.inject({
      method: 'POST',
      url: adminPaths.customers('marketing'),
      headers: bearer(admin.token),
      payload: { name: 'Handback Co', description: 'Test customer', profile: '# Handback Co' },
    });
    expect(customer.statusCode).toBe(201);
    const [document] = await uploadAll(ctx.app, admin, 'marketing', customer.json<{ id: string }>().id, [
      { name: 'brief.md', body: '# Brief\n\nA document the model never finishes embedding.\n' },
    ]);
    const lifecycle = createLifecycle();
    const neverAnswers: Embedder = { model: 'hangs', embed: () => new Promise(() => {}) };
    const stopping = await buildApp({
      config: ctx.config,
      db: ctx.db,
      clock: ctx.clock,
      lifecycle,
      embedder: neverAnswers,
      indexing: { pollMs: 50 },
    });
    onTestFinished(() => stopping.close());
    const state = () =>
      ctx.db
        .selectFrom('customer_documents')
        .select(['status', 'claimed_at'])
        .where('id', '=', document?.id ?? '')
        .executeTakeFirstOrThrow();
    for (let attempt = 0; attempt < 200 && (await state()).status !== 'indexing'; attempt += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await state()).status).toBe('indexing');

    await lifecycle.drain();
    expect(await state()).toEqual({ status: 'queued', claimed_at: null });
  });
});
