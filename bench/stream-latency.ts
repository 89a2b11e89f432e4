/**
 * What Brief adds before a streamed reply's first word, measured from outside as a user meets it: the
 * built server started as `npm start` starts it (`node dist/main.js`, its own process, logging as it
 * does by default), a fake OpenAI-compatible provider in a second process streaming 60 words 20 ms apart,
 * and this process as the client, asking through Brief and asking the provider directly, interleaved in
 * the same run. The difference between the two is Brief's: (1) one chat at a time, (2) 50 chats started
 * at the same instant, and (3) how many runs 50 users get through in 15 s. Run with `npm run bench`
 * (`-- --profile` profiles the server during the bursts instead, `--pairs=N` and `--rounds=N` change
 * (1) and (2)); 127.0.0.1 only, every loop bounded, and the run ends by itself.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { startFakeOpenAiServer, type ChatCompletionRequest } from '../apps/server/test/fake-openai-server';
import { cpuMs, ensureBuilt, repoRoot, startBuiltServer, type BuiltServer } from './built-server';
import { summariseProfile, type Window } from './cpu-profile';
import {
  briefClient,
  directClient,
  endpoint,
  type BenchUser,
  type BriefClient,
  type Endpoint,
  type Outcome,
  type Timing,
} from './stream-client';

const TOKEN_DELAY_MS = 20;
const TOKENS = 60;
/** Chats started at the same instant in a burst, one user each. */
const USERS = 50;
const WARM_UP_PAIRS = 10;
/** One chat through Brief and one direct call, in turn, one at a time. */
const SEQUENTIAL_PAIRS = numberArgument('pairs', 100);
/** Rounds of bursts: a burst of new chats, one of chats made before, one of direct calls. */
const BURST_ROUNDS = numberArgument('rounds', 5);
const PAUSE_BETWEEN_BURSTS_MS = 500;
/** For (3): every user asks again as soon as a reply ends, for this long. */
const LOAD_SECONDS = 15;
const PROFILE = process.argv.includes('--profile');
/** Microseconds between the profiler's samples (Node's default is 1,000). */
const PROFILE_INTERVAL_US = 250;
/** The whole run stops here whatever happens. */
const WATCHDOG_MS = 20 * 60_000;
const FAKE_PROVIDER_ROLE = 'fake-provider';

const say = (line = '') => process.stdout.write(`${line}\n`);

function numberArgument(name: string, fallback: number): number {
  const given = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const value = Number(given);
  return given !== undefined && Number.isInteger(value) && value > 0 ? value : fallback;
}

// ---------------------------------------------------------------------------------------------------
// The fake provider, in a process of its own so its pace does not depend on how busy the others are.

type ToProvider = { type: 'last-request' };
type FromProvider =
  { type: 'ready'; baseUrl: string } | { type: 'last-request'; body: ChatCompletionRequest | null };

async function serveFakeProvider(): Promise<void> {
  const answer = Array.from({ length: TOKENS }, (_, index) => `word${index + 1}`).join(' ');
  const fake = await startFakeOpenAiServer({
    // The first word goes out at once, the rest at the fixed pace.
    defaultScenario: { kind: 'text', text: answer, tokenDelayMs: TOKEN_DELAY_MS, firstTokenDelayMs: 0 },
  });
  const reply = (message: FromProvider) => process.send?.(message);
  process.on('message', (message: ToProvider) => {
    if (message.type === 'last-request') {
      reply({ type: 'last-request', body: fake.requests.at(-1)?.body ?? null });
      fake.reset();
    }
  });
  // Every call is kept; they are forgotten now and then so a long run does not hold them all.
  const forget = setInterval(() => {
    if (fake.requests.length > 1_000) fake.requests.splice(0, fake.requests.length - 1);
  }, 5_000);
  // The bench disconnects when it is done (or dies): then the provider closes and the process ends.
  process.once('disconnect', () => {
    clearInterval(forget);
    void fake.close();
  });
  reply({ type: 'ready', baseUrl: fake.baseUrl });
}

async function startProvider(): Promise<{ provider: ChildProcess; baseUrl: string }> {
  const provider = fork(fileURLToPath(import.meta.url), [FAKE_PROVIDER_ROLE], {
    execArgv: ['--import', import.meta.resolve('tsx')],
  });
  const [ready] = (await once(provider, 'message')) as [FromProvider];
  if (ready.type !== 'ready') throw new Error('the fake provider did not start');
  return { provider, baseUrl: ready.baseUrl };
}

/** The body Brief sent the provider last: the direct calls send the same. */
async function lastProviderRequest(provider: ChildProcess): Promise<ChatCompletionRequest> {
  const answered = once(provider, 'message') as Promise<[FromProvider]>;
  provider.send({ type: 'last-request' } satisfies ToProvider);
  const [answer] = await answered;
  if (answer.type !== 'last-request' || answer.body === null) throw new Error('the provider saw no request');
  return answer.body;
}

// ---------------------------------------------------------------------------------------------------
// Figures.

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? Number.NaN;
}

const fixed = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-');
const load = () =>
  `load ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`;

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  say(line(header));
  say(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) say(line(row));
}

type Series = { firstWords: number[]; errors: number; load: string; cpuMsPerChat: number[] };
const series = (): Series => ({ firstWords: [], errors: 0, load: '', cpuMsPerChat: [] });

function add(into: Series, outcome: Outcome): void {
  if (outcome.ok && outcome.firstWordMs !== null) into.firstWords.push(outcome.firstWordMs);
  else into.errors += 1;
}

function row(label: string, { firstWords, errors, load: loadAverage, cpuMsPerChat }: Series): string[] {
  return [
    label,
    String(firstWords.length),
    String(errors),
    fixed(percentile(firstWords, 50)),
    fixed(percentile(firstWords, 90)),
    fixed(percentile(firstWords, 99)),
    fixed(Math.max(...firstWords)),
    cpuMsPerChat.length === 0
      ? ''
      : fixed(cpuMsPerChat.reduce((sum, value) => sum + value, 0) / cpuMsPerChat.length),
    loadAverage,
  ];
}

const HEADER = [
  'time to first word, ms',
  'runs',
  'errors',
  'median',
  'p90',
  'p99',
  'max',
  'server CPU/chat',
  'load average',
];

// ---------------------------------------------------------------------------------------------------
// The measurements.

/** One at a time, through Brief (each in a new chat) and directly, in turn; the first pairs warm up. */
async function sequential(chats: BriefClient, direct: () => Promise<Outcome>, users: BenchUser[]) {
  const through = series();
  const directly = series();
  const added: number[] = [];
  for (let index = 0; index < WARM_UP_PAIRS + SEQUENTIAL_PAIRS; index += 1) {
    const user = users[index % users.length] as BenchUser;
    const chatId = await chats.createChat(user);
    const ask = () => chats.run(user, chatId, `Question number ${index + 1}`);
    // Which goes first alternates, so neither always follows the other's last words.
    let brief: Outcome;
    let provider: Outcome;
    if (index % 2 === 0) {
      brief = await ask();
      provider = await direct();
    } else {
      provider = await direct();
      brief = await ask();
    }
    if (index < WARM_UP_PAIRS) continue;
    add(through, brief);
    add(directly, provider);
    if (brief.firstWordMs !== null && provider.firstWordMs !== null && brief.ok && provider.ok)
      added.push(brief.firstWordMs - provider.firstWordMs);
  }
  through.load = load();
  directly.load = through.load;
  return { through, directly, added };
}

type BurstKind = 'new chats' | 'chats made before' | 'direct';

/**
 * Every chat (or direct call) of a burst sent at the same instant, each on a connection opened before.
 * `window` is when the burst started and its last first word came, on the monotonic clock, for the profile.
 */
async function burst(
  kind: BurstKind,
  context: {
    brief: Endpoint;
    provider: Endpoint;
    chats: BriefClient;
    direct: (timing: Timing) => Promise<Outcome>;
    users: BenchUser[];
    server: BuiltServer;
  },
): Promise<{ outcomes: Outcome[]; cpuMsPerChat: number | null; window: Window }> {
  const { brief, provider, chats, direct, users, server } = context;
  const made =
    kind === 'chats made before' ? await Promise.all(users.map((user) => chats.createChat(user))) : [];
  if (kind === 'direct') await provider.connect(USERS, '/models');
  else await brief.connect(USERS, '/api/health');
  const cpuBefore = cpuMs(server.pid);
  let cpuAtLastFirstWord: number | null = null;
  let firstWords = 0;
  let lastFirstWord = 0n;
  const from = process.hrtime.bigint();
  // One clock for the whole burst; the server's CPU is read again as its last first word arrives.
  const timing: Timing = {
    started: performance.now(),
    onFirstWord: () => {
      firstWords += 1;
      lastFirstWord = process.hrtime.bigint();
      if (firstWords === USERS) cpuAtLastFirstWord = cpuMs(server.pid);
    },
  };
  const outcomes = await Promise.all(
    users.map((user, index) => {
      const message = `Where do we start? (${index + 1})`;
      const chatId = made[index];
      if (kind === 'direct') return direct(timing);
      if (chatId === undefined) return chats.newChat(user, message, timing);
      return chats.run(user, chatId, message, timing);
    }),
  );
  const cpuMsPerChat =
    kind !== 'direct' && cpuBefore !== null && cpuAtLastFirstWord !== null
      ? (cpuAtLastFirstWord - cpuBefore) / USERS
      : null;
  await new Promise((resolve) => setTimeout(resolve, PAUSE_BETWEEN_BURSTS_MS));
  return {
    outcomes,
    cpuMsPerChat,
    window: {
      from: Number(from / 1000n),
      to: Number((lastFirstWord === 0n ? process.hrtime.bigint() : lastFirstWord) / 1000n),
    },
  };
}

/**
 * Every user at once, each asking again in its own chat as soon as its reply ends, for LOAD_SECONDS
 * (runs under way at the end are finished and counted). Answers the runs and the seconds they took.
 */
async function throughput(chats: BriefClient, users: BenchUser[]) {
  const chatIds = await Promise.all(users.map((user) => chats.createChat(user)));
  const started = performance.now();
  const deadline = started + LOAD_SECONDS * 1000;
  const runs = await Promise.all(
    users.map(async (user, index) => {
      const mine: { outcome: Outcome; ms: number }[] = [];
      while (performance.now() < deadline) {
        const sent = performance.now();
        const outcome = await chats.run(user, chatIds[index] as string, `Load question ${mine.length + 1}`);
        mine.push({ outcome, ms: performance.now() - sent });
      }
      return mine;
    }),
  );
  return { runs: runs.flat(), seconds: (performance.now() - started) / 1000, load: load() };
}

async function measure(): Promise<void> {
  ensureBuilt('server', say);
  const profileDir = PROFILE ? mkdtempSync(path.join(tmpdir(), 'brief-bench-profile-')) : null;
  const { provider: providerProcess, baseUrl: providerUrl } = await startProvider();
  let server: BuiltServer | null = null;
  const endpoints: Endpoint[] = [];
  try {
    server = await startBuiltServer(
      {
        LLM_PROVIDER: 'openai-compatible',
        LLM_BASE_URL: providerUrl,
        LLM_MODEL: 'fake-model',
        // Each of the 50 users asks more than the product's 20 replies a minute here: the bench
        // measures latency and throughput, not the per-user limit (bench/limits-burst.ts does).
        RUNS_PER_MINUTE: '1000000',
      },
      profileDir === null
        ? []
        : ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-interval=${PROFILE_INTERVAL_US}`],
    );
    const brief = endpoint(server.url, USERS);
    const provider = endpoint(providerUrl, USERS);
    endpoints.push(brief, provider);
    const chats = briefClient(brief);
    say(
      `Brief: node apps/server/dist/main.js (pid ${server.pid}) at ${server.url}, SQLite, LOG_LEVEL info${PROFILE ? ', profiled' : ''}`,
    );
    say(`fake provider: ${providerUrl}, ${TOKENS} words ${TOKEN_DELAY_MS} ms apart, the first at once`);
    say(`client: this process (pid ${process.pid}), node's http with kept connections; ${load()}`);
    const users = await chats.signInUsers(USERS);
    // One run through Brief shows what it sends the provider; the direct calls send the same.
    const warmUp = await chats.run(
      users[0] as BenchUser,
      await chats.createChat(users[0] as BenchUser),
      'Hello',
    );
    if (!warmUp.ok) throw new Error(`a run through Brief failed:\n${server.output().slice(-2_000)}`);
    const sent = await lastProviderRequest(providerProcess);
    const direct = directClient(provider, sent);
    say(
      `direct calls send what Brief sent the provider: ${(JSON.stringify(sent).length / 1024).toFixed(1)} KB, ${sent.messages.length} messages, ${sent.tools?.length ?? 0} tools`,
    );
    const context = { brief, provider, chats, direct, users, server };

    const sequentialFigures = PROFILE ? null : await sequential(chats, direct, users);

    // A round of bursts not counted, so the server's connections to the provider are open, as on a server
    // that has been serving; then the counted rounds, the three kinds in turn, starting each round with the next.
    const kinds: BurstKind[] = PROFILE
      ? ['new chats', 'chats made before']
      : ['new chats', 'chats made before', 'direct'];
    for (const kind of kinds) await burst(kind, context);
    const bursts = new Map(kinds.map((kind) => [kind, series()]));
    const windows: Window[] = [];
    for (let round = 0; round < BURST_ROUNDS; round += 1) {
      for (let turn = 0; turn < kinds.length; turn += 1) {
        const kind = kinds[(round + turn) % kinds.length] as BurstKind;
        const into = bursts.get(kind) as Series;
        const { outcomes, cpuMsPerChat, window } = await burst(kind, context);
        for (const outcome of outcomes) add(into, outcome);
        if (cpuMsPerChat !== null) into.cpuMsPerChat.push(cpuMsPerChat);
        if (kind !== 'direct') windows.push(window);
        into.load = load();
      }
    }
    const loaded = PROFILE ? null : await throughput(chats, users);

    say();
    if (sequentialFigures !== null) {
      const { through, directly, added } = sequentialFigures;
      say(
        `(1) One chat at a time, ${SEQUENTIAL_PAIRS} pairs (after ${WARM_UP_PAIRS} not counted), each a new chat through Brief and a direct call, in turn`,
      );
      printTable(HEADER, [
        row('through Brief (send → first delta)', through),
        row('directly (request → first token)', directly),
      ]);
      say();
      say(
        `Brief adds, pair by pair: median ${fixed(percentile(added, 50))} ms, p90 ${fixed(percentile(added, 90))} ms, p99 ${fixed(percentile(added, 99))} ms, max ${fixed(Math.max(...added))} ms (goal: median ≤ 5, p99 ≤ 20)  ${through.load}`,
      );
      say();
    }
    const newChats = bursts.get('new chats') as Series;
    const madeChats = bursts.get('chats made before') as Series;
    const directly = bursts.get('direct');
    say(
      `(2) ${USERS} chats started at the same instant, ${BURST_ROUNDS} rounds (after one not counted); server CPU/chat is the server's CPU time from the burst's start to its last first word, per chat`,
    );
    printTable(HEADER, [
      row('new chat + first message, from creating it', newChats),
      row('first message of a chat made before', madeChats),
      ...(directly === undefined ? [] : [row(`${USERS} direct calls at once`, directly)]),
    ]);
    if (directly !== undefined) {
      const later = (of: Series, p: number) =>
        fixed(percentile(of.firstWords, p) - percentile(directly.firstWords, p));
      say();
      say(
        `Brief's first words come later than directly by: new chats median ${later(newChats, 50)} ms, p99 ${later(newChats, 99)} ms; chats made before median ${later(madeChats, 50)} ms, p99 ${later(madeChats, 99)} ms (goal: p99 ≤ 150)  ${newChats.load}`,
      );
    }

    if (loaded !== null) {
      const completed = loaded.runs.filter(({ outcome }) => outcome.ok);
      const runTimes = completed.map(({ ms }) => ms);
      const firstWords = completed.flatMap(({ outcome }) => outcome.firstWordMs ?? []);
      const replySeconds = (TOKENS * TOKEN_DELAY_MS) / 1000;
      say();
      say(
        `(3) ${USERS} users at once for ${LOAD_SECONDS} s, each asking again in its chat as soon as its reply ends`,
      );
      printTable(
        [
          'runs',
          'errors',
          'runs/s',
          'ceiling runs/s',
          'median run ms',
          'p99 run ms',
          'p99 first word ms',
          'load average',
        ],
        [
          [
            String(loaded.runs.length),
            String(loaded.runs.length - completed.length),
            fixed(completed.length / loaded.seconds),
            fixed(USERS / replySeconds),
            fixed(percentile(runTimes, 50)),
            fixed(percentile(runTimes, 99)),
            fixed(percentile(firstWords, 99)),
            loaded.load,
          ],
        ],
      );
      say(`(the ceiling is what the provider's pace allows: ${USERS} users / ${replySeconds} s a reply)`);
    }

    if (profileDir !== null) {
      const profiled = server;
      server = null;
      await profiled.stop();
      const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
      if (file === undefined) throw new Error('the server wrote no CPU profile');
      const summary = summariseProfile(path.join(profileDir, file), windows, repoRoot, 30);
      say();
      say(
        `(3) The server's profile over the ${windows.length} bursts, each from its start to its last first word: ${fixed(summary.sampledMs)} ms sampled, ${fixed(summary.idleMs)} ms idle`,
      );
      const busy = summary.sampledMs - summary.idleMs;
      const tables = [
        ['self time by area', summary.areas],
        ['self time by function', summary.functions],
        ["total time of the app's functions (their own and their callees')", summary.appTotals],
      ] as const;
      for (const [title, entries] of tables) {
        say();
        printTable(
          [title, 'ms', 'share of busy'],
          entries.map(({ label, ms }) => [label, fixed(ms), `${((100 * ms) / busy).toFixed(1)} %`]),
        );
      }
      say();
      say(`The whole profile (open it in Chromium's DevTools, Performance): ${path.join(profileDir, file)}`);
    }
  } finally {
    for (const client of endpoints) client.close();
    await server?.stop();
    providerProcess.disconnect();
  }
}

if (process.argv[2] === FAKE_PROVIDER_ROLE) await serveFakeProvider();
else {
  const watchdog = setTimeout(() => {
    process.stderr.write(`The bench did not end within ${WATCHDOG_MS / 60_000} minutes: stopped.\n`);
    process.exit(1);
  }, WATCHDOG_MS);
  watchdog.unref();
  await measure();
}
