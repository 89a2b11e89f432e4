/**
 * How much delay the server adds to a streamed reply, and how many streamed runs it serves at once.
 * The real app (SQLite in a temporary folder) talks to a local fake OpenAI-compatible provider that
 * writes a fixed number of tokens at a fixed pace, so every figure below is the server's own cost.
 * Run with `npm run bench`; everything listens on 127.0.0.1 and the run ends by itself.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { hashPassword } from '../apps/server/src/auth/passwords';
import { systemClock } from '../apps/server/src/clock';
import { loadConfig } from '../apps/server/src/config';
import { migrateToLatest, openDatabase, type Db } from '../apps/server/src/db/database';
import { newId } from '../apps/server/src/ids';
import { seedTeamCatalogue } from '../apps/server/src/teams/catalogue';
import { startFakeOpenAiServer } from '../apps/server/test/fake-openai-server';

const TOKEN_DELAY_MS = 20;
const TOKENS = 60;
const USERS = 50;
const SEQUENTIAL_RUNS = 100;
const LOAD_SECONDS = 15;
/** Rounds of USERS chats started at the same instant, for (c). */
const BURSTS = 3;
/** What a real chat has: a customer (with its profile) and a specialist, as the wizard sets them up. */
const CHAT_SETUP = {
  app_name: 'marketing_agent',
  customerName: 'Brightlane Bank',
  specialists: ['Iris Insights'],
};
/** Bounds every run, so a stuck stream cannot keep the benchmark alive. */
const RUN_TIMEOUT_MS = 30_000;
const PASSWORD = 'bench-password-1';
const FAKE_PROVIDER_ROLE = 'fake-provider';
const BURST_CLIENT_ROLE = 'burst-client';
/** `npm run bench -- --only=c` measures only (c) (or any of a, b, c); all three by default. */
const PARTS = new Set(
  (process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length) ?? 'abc').split(''),
);

const say = (line = '') => process.stdout.write(`${line}\n`);

type BenchUser = { id: string; email: string; token: string };

type RunOutcome = {
  ok: boolean;
  /** ms from sending the request to the first `delta` event, when one came. */
  firstDeltaMs: number | null;
  totalMs: number;
};

/** When the fake provider got a request and wrote its first token, on the fake's own clock. */
type ProviderTiming = { receivedAt: number; firstTokenAt: number | null };

type ToProvider = { type: 'timings'; from: number } | { type: 'reset' };
type FromProvider =
  { type: 'ready'; baseUrl: string } | { type: 'timings'; timings: ProviderTiming[] } | { type: 'reset' };

async function serveFakeProvider(): Promise<void> {
  const answer = Array.from({ length: TOKENS }, (_, index) => `word${index + 1}`).join(' ');
  const fake = await startFakeOpenAiServer({
    // The first word goes out at once, the rest at the fixed pace.
    defaultScenario: { kind: 'text', text: answer, tokenDelayMs: TOKEN_DELAY_MS, firstTokenDelayMs: 0 },
  });
  const reply = (message: FromProvider) => process.send?.(message);
  process.on('message', (message: ToProvider) => {
    if (message.type === 'reset') {
      fake.reset();
      reply({ type: 'reset' });
    } else {
      const timings = fake.requests
        .slice(message.from)
        .map(({ receivedAt, firstTokenAt }) => ({ receivedAt, firstTokenAt }));
      reply({ type: 'timings', timings });
    }
  });
  // The bench disconnects when it is done (or dies): then the provider closes and the process ends.
  process.once('disconnect', () => void fake.close());
  reply({ type: 'ready', baseUrl: fake.baseUrl });
}

/** One question to the provider process at a time; the answer is the next message it sends. */
async function ask(provider: ChildProcess, message: ToProvider): Promise<FromProvider> {
  const answered = once(provider, 'message') as Promise<[FromProvider]>;
  provider.send(message);
  return (await answered)[0];
}

async function startProvider(): Promise<{ provider: ChildProcess; baseUrl: string }> {
  const provider = fork(fileURLToPath(import.meta.url), [FAKE_PROVIDER_ROLE], {
    execArgv: ['--import', import.meta.resolve('tsx')],
  });
  const [ready] = (await once(provider, 'message')) as [FromProvider];
  if (ready.type !== 'ready') throw new Error('the fake provider did not start');
  return { provider, baseUrl: ready.baseUrl };
}

async function measure(): Promise<void> {
  const { provider, baseUrl: providerUrl } = await startProvider();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'brief-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LLM_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: providerUrl,
    LLM_MODEL: 'fake-model',
    LOG_LEVEL: 'silent',
  });
  const db = openDatabase(config);
  let app: FastifyInstance | undefined;
  try {
    await migrateToLatest(db);
    await seedTeamCatalogue(db, systemClock);
    app = await buildApp({ config, db, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const client = benchClient(baseUrl);

    say(
      `Preparing ${USERS} users against ${baseUrl} (fake provider: ${TOKENS} tokens, ${TOKEN_DELAY_MS} ms apart)`,
    );
    const users = await client.createUsers(db, config.companyDomain, USERS);
    const userOf = (index: number) => users[index % users.length] as BenchUser;

    // (a) One run at a time, each in a fresh chat: what the server adds before the first word shows.
    const chats = await Promise.all(
      Array.from({ length: PARTS.has('a') ? SEQUENTIAL_RUNS : 0 }, (_, index) =>
        client.createChat(userOf(index)),
      ),
    );
    const added: number[] = [];
    let sequentialErrors = 0;
    let seen = 0;
    for (const [index, chat] of chats.entries()) {
      const outcome = await client.streamRun(userOf(index), chat, `Question number ${index + 1}`);
      const answer = await ask(provider, { type: 'timings', from: seen });
      const timings = answer.type === 'timings' ? answer.timings : [];
      seen += timings.length;
      const providerFirstToken = timings.length === 1 ? timeToFirstToken(timings[0]) : null;
      if (!outcome.ok || outcome.firstDeltaMs === null || providerFirstToken === null) sequentialErrors += 1;
      else added.push(outcome.firstDeltaMs - providerFirstToken);
    }
    await ask(provider, { type: 'reset' });

    // (c) Every user starts a chat at the same instant (a new chat, then its first message), from a
    // client in a process of its own (as browsers are): the time each waits for its first word.
    // Then the same with the chats made beforehand: only their first messages go at the same instant.
    const bursts = {
      fresh: { firstWords: [] as number[], errors: 0, cpuMicros: 0 },
      made: { firstWords: [] as number[], errors: 0, cpuMicros: 0 },
    };
    for (let round = 0; round < (PARTS.has('c') ? BURSTS : 0); round += 1) {
      const made = await Promise.all(users.map((user) => client.createChat(user)));
      for (const [kind, chatIds] of [
        ['fresh', null],
        ['made', made],
      ] as const) {
        // This process is the server: its CPU time over the burst is what the server spent on it.
        const cpuBefore = process.cpuUsage();
        const burst = await burstFromOwnProcess(baseUrl, users, chatIds);
        const cpu = process.cpuUsage(cpuBefore);
        bursts[kind].cpuMicros += cpu.user + cpu.system;
        for (const outcome of burst) {
          if (!outcome.ok || outcome.firstDeltaMs === null) bursts[kind].errors += 1;
          else bursts[kind].firstWords.push(outcome.firstDeltaMs);
        }
      }
    }
    await ask(provider, { type: 'reset' });

    // (b) Every user at once, each asking again in one chat as soon as a reply ends, for a fixed time.
    const loadChats = await Promise.all(users.map((user) => client.createChat(user)));
    const loadStart = performance.now();
    const deadline = loadStart + (PARTS.has('b') ? LOAD_SECONDS * 1000 : 0);
    const outcomes = await Promise.all(
      users.map(async (user, index) => {
        const mine: RunOutcome[] = [];
        while (performance.now() < deadline) {
          mine.push(
            await client.streamRun(user, loadChats[index] as string, `Load question ${mine.length + 1}`),
          );
        }
        return mine;
      }),
    );
    const loadSeconds = (performance.now() - loadStart) / 1000;
    const runs = outcomes.flat();
    const completed = runs.filter((outcome) => outcome.ok);
    const replySeconds = (TOKENS * TOKEN_DELAY_MS) / 1000;

    say();
    say('(a) sequential streamed runs: delay the server adds to the first token');
    printTable(
      ['runs', 'errors', 'median ms', 'p99 ms', 'min ms', 'max ms'],
      [
        [
          String(added.length),
          String(sequentialErrors),
          fixed(percentile(added, 50)),
          fixed(percentile(added, 99)),
          fixed(Math.min(...added)),
          fixed(Math.max(...added)),
        ],
      ],
    );
    say();
    say(`(c) ${USERS} chats started at the same instant, ${BURSTS} times: time to the first word`);
    printTable(
      ['started', 'runs', 'errors', 'median ms', 'p99 ms', 'max ms', 'server CPU ms per run'],
      (
        [
          ['new chat + first message, from creating the chat', bursts.fresh],
          ['first message of a chat made before', bursts.made],
        ] as const
      ).map(([label, { firstWords, errors, cpuMicros }]) => [
        label,
        String(firstWords.length),
        String(errors),
        fixed(percentile(firstWords, 50)),
        fixed(percentile(firstWords, 99)),
        fixed(Math.max(...firstWords)),
        (cpuMicros / 1000 / Math.max(1, firstWords.length + errors)).toFixed(2),
      ]),
    );
    say(
      "(the fake provider writes each reply's first word at once; the CPU is the server's over the whole burst: the",
    );
    say(' chat, the start, the 60 streamed words and the end of each run)');
    say();
    say(`(b) ${USERS} concurrent users for ${LOAD_SECONDS} s`);
    const runTimes = completed.map((outcome) => outcome.totalMs);
    printTable(
      ['runs', 'errors', 'runs/s', 'ceiling runs/s', 'median run ms', 'p99 run ms', 'p99 first delta ms'],
      [
        [
          String(runs.length),
          String(runs.length - completed.length),
          fixed(completed.length / loadSeconds),
          fixed(USERS / replySeconds),
          fixed(percentile(runTimes, 50)),
          fixed(percentile(runTimes, 99)),
          fixed(
            percentile(
              completed.flatMap((outcome) => outcome.firstDeltaMs ?? []),
              99,
            ),
          ),
        ],
      ],
    );
    say();
    say(`ceiling: ${USERS} users / ${replySeconds} s per reply, the most the fake provider's pace allows.`);
    say();
    say(
      `load average while measuring: ${loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await app?.close();
    await db.destroy();
    provider.disconnect();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Every user starts a chat at the same instant from a child process: a new chat (`POST …/sessions`)
 * and at once its first message, timed from the chat's creation; or, given `chatIds` (one per user,
 * made before), only the first message. Answers each run's outcome.
 */
async function burstFromOwnProcess(
  baseUrl: string,
  users: BenchUser[],
  chatIds: readonly string[] | null,
): Promise<RunOutcome[]> {
  const child = fork(fileURLToPath(import.meta.url), [BURST_CLIENT_ROLE], {
    execArgv: ['--import', import.meta.resolve('tsx')],
  });
  try {
    const [ready] = (await once(child, 'message')) as ['ready'];
    if (ready !== 'ready') throw new Error('the burst client did not start');
    const answered = once(child, 'message') as Promise<[RunOutcome[]]>;
    child.send({ baseUrl, users, chatIds });
    return (await answered)[0];
  } finally {
    child.disconnect();
  }
}

/**
 * The burst client: node's http client with a keep-alive connection per user, opened before the burst
 * (a browser has its connection to the app open already), then every run sent at the same instant.
 */
async function serveBurstClient(): Promise<void> {
  process.once('message', (message: { baseUrl: string; users: BenchUser[]; chatIds: string[] | null }) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: message.users.length });
    const url = new URL(message.baseUrl);
    const send = (
      path: string,
      method: 'GET' | 'POST',
      headers: Record<string, string>,
      body: string | null,
      onChunk: (text: string) => void,
    ) =>
      new Promise<number>((resolve, reject) => {
        const request = http.request(
          { host: url.hostname, port: url.port, path, method, agent, headers, timeout: RUN_TIMEOUT_MS },
          (response) => {
            response.setEncoding('utf8');
            response.on('data', onChunk);
            response.on('end', () => resolve(response.statusCode ?? 0));
            response.on('error', reject);
          },
        );
        request.on('error', reject);
        request.on('timeout', () => request.destroy(new Error('timed out')));
        request.end(body ?? undefined);
      });
    const run = async (user: BenchUser, madeChatId: string | null, started: number): Promise<RunOutcome> => {
      let firstDeltaMs: number | null = null;
      let lastEvent = '';
      let buffered = '';
      const headers = { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' };
      try {
        let chatId = madeChatId;
        if (chatId === null) {
          let created = '';
          const createdStatus = await send(
            `/api/users/${user.id}/sessions`,
            'POST',
            headers,
            JSON.stringify(CHAT_SETUP),
            (text) => {
              created += text;
            },
          );
          if (createdStatus !== 201) throw new Error(`chat not created: ${createdStatus}`);
          chatId = (JSON.parse(created) as { id: string }).id;
        }
        const status = await send(
          `/api/users/${user.id}/chats/${chatId}/run/stream`,
          'POST',
          headers,
          JSON.stringify({ message: 'Where do we start?' }),
          (text) => {
            buffered += text;
            let end = buffered.indexOf('\n\n');
            while (end !== -1) {
              const name = /^event: (.*)$/m.exec(buffered.slice(0, end))?.[1] ?? '';
              if (name === 'delta') firstDeltaMs ??= performance.now() - started;
              lastEvent = name;
              buffered = buffered.slice(end + 2);
              end = buffered.indexOf('\n\n');
            }
          },
        );
        return {
          ok: status === 200 && lastEvent === 'done',
          firstDeltaMs,
          totalMs: performance.now() - started,
        };
      } catch {
        return { ok: false, firstDeltaMs, totalMs: performance.now() - started };
      }
    };
    void (async () => {
      // One open connection per user.
      await Promise.all(message.users.map(() => send('/api/health', 'GET', {}, null, () => {})));
      const started = performance.now();
      const outcomes = await Promise.all(
        message.users.map((user, index) => run(user, message.chatIds?.[index] ?? null, started)),
      );
      agent.destroy();
      process.send?.(outcomes);
    })();
  });
  process.send?.('ready');
}

function timeToFirstToken(timing: ProviderTiming | undefined): number | null {
  return timing?.firstTokenAt == null ? null : timing.firstTokenAt - timing.receivedAt;
}

/** What a browser would do: sign in, start chats, send messages and read the streamed replies. */
function benchClient(baseUrl: string) {
  const authorised = (user: BenchUser) => ({
    authorization: `Bearer ${user.token}`,
    'content-type': 'application/json',
  });

  return {
    /** Users straight in the database (one password hash shared by all), signed in through the app. */
    async createUsers(database: Db, domain: string, count: number): Promise<BenchUser[]> {
      const passwordHash = await hashPassword(PASSWORD);
      const createdAt = new Date().toISOString();
      const rows = Array.from({ length: count }, (_, index) => ({
        id: newId(),
        email: `bench${index + 1}@${domain}`,
        name: `bench${index + 1}`,
        picture: null,
        password_hash: passwordHash,
        auth_provider: 'password' as const,
        is_admin: 0,
        disabled_at: null,
        created_at: createdAt,
        last_login_at: null,
      }));
      await database.insertInto('users').values(rows).execute();
      await database
        .insertInto('user_agents')
        .values(rows.map((row) => ({ user_id: row.id, agent_id: 'marketing' })))
        .execute();
      const users: BenchUser[] = [];
      for (const row of rows) {
        const response = await fetch(`${baseUrl}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ app: 'brief', email: row.email, password: PASSWORD }),
        });
        if (!response.ok) throw new Error(`sign-in failed for ${row.email}: ${response.status}`);
        const { access_token: token } = (await response.json()) as { access_token: string };
        users.push({ id: row.id, email: row.email, token });
      }
      return users;
    },

    async createChat(user: BenchUser): Promise<string> {
      const response = await fetch(`${baseUrl}/api/users/${user.id}/sessions`, {
        method: 'POST',
        headers: authorised(user),
        body: JSON.stringify(CHAT_SETUP),
      });
      if (response.status !== 201) throw new Error(`chat not created: ${response.status}`);
      return ((await response.json()) as { id: string }).id;
    },

    /** One streamed run, read to its end; ok only when it ends with a `done` event. */
    async streamRun(user: BenchUser, chatId: string, message: string): Promise<RunOutcome> {
      const started = performance.now();
      let firstDeltaMs: number | null = null;
      let lastEvent = '';
      try {
        const response = await fetch(`${baseUrl}/api/users/${user.id}/chats/${chatId}/run/stream`, {
          method: 'POST',
          headers: authorised(user),
          body: JSON.stringify({ message }),
          signal: AbortSignal.timeout(RUN_TIMEOUT_MS),
        });
        if (response.status !== 200 || response.body === null) {
          await response.body?.cancel();
          return { ok: false, firstDeltaMs, totalMs: performance.now() - started };
        }
        const decoder = new TextDecoder();
        let buffered = '';
        const reader = response.body.getReader();
        for (let read = await reader.read(); !read.done; read = await reader.read()) {
          buffered += decoder.decode(read.value, { stream: true });
          let end = buffered.indexOf('\n\n');
          while (end !== -1) {
            const name = /^event: (.*)$/m.exec(buffered.slice(0, end))?.[1] ?? '';
            if (name === 'delta') firstDeltaMs ??= performance.now() - started;
            lastEvent = name;
            buffered = buffered.slice(end + 2);
            end = buffered.indexOf('\n\n');
          }
        }
      } catch {
        return { ok: false, firstDeltaMs, totalMs: performance.now() - started };
      }
      return { ok: lastEvent === 'done', firstDeltaMs, totalMs: performance.now() - started };
    },
  };
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? Number.NaN;
}

function fixed(value: number): string {
  return Number.isFinite(value) ? value.toFixed(1) : '-';
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, column) => cell.padStart(widths[column] ?? 0)).join('  ');
  say(line(header));
  say(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) say(line(row));
}

// The fake provider runs in a child process of its own, so its token pace does not depend on how busy
// the server's event loop is, and the server does not pay for the provider's work.
if (process.argv[2] === FAKE_PROVIDER_ROLE) await serveFakeProvider();
else if (process.argv[2] === BURST_CLIENT_ROLE) await serveBurstClient();
else await measure();
