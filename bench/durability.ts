/**
 * Replies that survive a crash: 40 streamed runs at once, each in a chat of its own, and the server
 * process killed with SIGKILL while they are being written, three times. After each kill a new server
 * process starts over the same database (it looks for replies whose instance stopped beating) and the
 * bench checks through the API that every accepted message is stored and every reply that was being
 * written is `interrupted` with the text it had. SQLite in a temporary folder, and a scratch PostgreSQL
 * database too when DATABASE_URL is set. Run with `npm run bench:durability`; only 127.0.0.1, ends by
 * itself, exits non-zero when an accepted message was lost or a reply was not interrupted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashPassword } from '../apps/server/src/auth/passwords';
import { systemClock } from '../apps/server/src/clock';
import { loadConfig } from '../apps/server/src/config';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database';
import { newId } from '../apps/server/src/ids';
import { seedTeamCatalogue } from '../apps/server/src/teams/catalogue';
import { demoCustomers, demoSpecialists } from '../apps/server/src/teams/demo-catalogue';
import { scratchDatabaseUrl } from '../apps/server/test/scratch-database';

/** Runs sent at once in a round, each in its own chat (one chat per user). */
const RUNS = 40;
const ROUNDS = 3;
/** How soon a reply whose instance stopped beating counts as interrupted (the server's minimum is 2). */
const RUN_STALE_SECONDS = 3;
/** The built-in model's pace: its reply to the round's question (115–140 words) takes 5–6 s. */
const WORD_DELAY_MS = 40;
/**
 * The kill comes this long after every run of the round was answered (a 200, or a refusal), so every
 * accepted reply is part-way through whatever the machine's load; and at the latest KILL_AT_LATEST_MS
 * after sending them.
 */
const KILL_AFTER_ANSWERED_MS = 1500;
const KILL_AT_LATEST_MS = 10_000;
const START_TIMEOUT_MS = 30_000;
/** Bounds the wait for the new server to mark every reply of the round as ended. */
const SETTLE_TIMEOUT_MS = 60_000;
const POLL_MS = 100;
const REQUEST_TIMEOUT_MS = 30_000;
/** The whole bench, both databases: past this it stops its servers and exits with an error. */
const BENCH_TIMEOUT_MS = 15 * 60_000;
const PASSWORD = 'bench-password-1';
const INSTANCE_SCRIPT = fileURLToPath(new URL('../apps/server/test/instance-process.ts', import.meta.url));

const say = (line = '') => process.stdout.write(`${line}\n`);
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const question = (round: number) =>
  `Round ${round}: tell me everything about the recent campaigns, the audiences and the channels`;

type BenchUser = { id: string; email: string; token: string };
type BenchChat = { user: BenchUser; chatId: string };

type Message = { id: string; role: string; content: string; status?: string; timestamp: string };
type Detail = { running: boolean; messages: Message[] };

/** What the client saw of one streamed run before the kill. */
type ClientRun = {
  chat: BenchChat;
  /** The HTTP status, when an answer came (200: the run was accepted). */
  status: number | null;
  /** The text of the `delta` events received. */
  text: string;
  /** The stream ended with a `done` event. */
  done: boolean;
  /** The call is over (ended, reset or timed out). */
  closed: boolean;
};

type Verdict =
  | 'interrupted with text'
  | 'interrupted empty'
  | 'done'
  | 'lost'
  | 'left running'
  | 'other status'
  | 'text mismatch'
  | 'not accepted, not stored'
  | 'not accepted, stored';

type RoundFigures = {
  round: number;
  sent: number;
  accepted: number;
  acceptedStored: number;
  verdicts: Map<Verdict, number>;
  /** Characters the accepted runs had received when the server was killed (median). */
  medianCharsAtKill: number;
  /** Characters the interrupted replies kept (median). */
  medianCharsKept: number;
  /** ms from sending the runs until every one was answered, and until the kill. */
  answeredMs: number;
  killMs: number;
  /** ms from the kill to the new server listening. */
  restartMs: number;
  /** ms from the new server listening to the last in-flight reply marked interrupted (its stored time). */
  upToInterruptedMs: number;
  /** ms from the kill to the last in-flight reply marked interrupted. */
  killToInterruptedMs: number;
  /** ms from the new server listening until the polls saw no chat running. */
  upToObservedMs: number;
  problems: string[];
};

// The server processes this bench started: killed whatever way the bench ends.
const children = new Set<ChildProcess>();
// The temporary folders and databases not yet removed, for a bench stopped by its time-out.
const leftovers = new Set<() => Promise<void>>();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

type Server = { child: ChildProcess; port: number; upAt: number };

/** One server process (apps/server/test/instance-process.ts) over the database the environment names. */
async function startServer(env: NodeJS.ProcessEnv): Promise<Server> {
  const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), INSTANCE_SCRIPT], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('the server did not start in time')), START_TIMEOUT_MS);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = /\{"port":(\d+)\}/.exec(out);
      if (line?.[1] !== undefined) {
        clearTimeout(timer);
        resolve(Number(line[1]));
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${signal ?? code}) before listening: ${errors.trim()}`));
    });
  });
  return { child, port, upAt: Date.now() };
}

async function killServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.child.once('exit', () => resolve()));
  server.child.kill('SIGKILL');
  await exited;
}

function api(port: number) {
  const base = `http://127.0.0.1:${port}`;
  const authorised = (user: BenchUser) => ({
    authorization: `Bearer ${user.token}`,
    'content-type': 'application/json',
  });
  return {
    async signIn(email: string): Promise<string> {
      const response = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ app: 'brief', email, password: PASSWORD }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`sign-in failed for ${email}: ${response.status}`);
      return ((await response.json()) as { access_token: string }).access_token;
    },

    async createChat(user: BenchUser, customerName: string, specialist: string): Promise<string> {
      const response = await fetch(`${base}/api/users/${user.id}/sessions`, {
        method: 'POST',
        headers: authorised(user),
        body: JSON.stringify({ app_name: 'marketing_agent', customerName, specialists: [specialist] }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (response.status !== 201) throw new Error(`chat not created: ${response.status}`);
      return ((await response.json()) as { id: string }).id;
    },

    async detail({ user, chatId }: BenchChat): Promise<Detail> {
      const response = await fetch(`${base}/api/users/${user.id}/chats/${chatId}`, {
        headers: authorised(user),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`chat ${chatId} not read: ${response.status}`);
      return (await response.json()) as Detail;
    },

    /**
     * One streamed run on a socket of its own, read until it ends, the server dies or the time-out.
     * `run` is filled in as the events come, so the caller sees what had arrived at any moment.
     */
    streamRun(run: ClientRun, message: string): Promise<void> {
      return new Promise<void>((resolved) => {
        const resolve = () => {
          run.closed = true;
          resolved();
        };
        const call = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: `/api/users/${run.chat.user.id}/chats/${run.chat.chatId}/run/stream`,
            headers: authorised(run.chat.user),
            agent: false,
            timeout: REQUEST_TIMEOUT_MS,
          },
          (response) => {
            run.status = response.statusCode ?? null;
            let buffer = '';
            response.on('data', (chunk: Buffer) => {
              buffer += chunk.toString();
              const blocks = buffer.split('\n\n');
              buffer = blocks.pop() ?? '';
              for (const block of blocks) {
                const name = /^event: (.*)$/m.exec(block)?.[1];
                const data = /^data: (.*)$/m.exec(block)?.[1];
                if (name === 'done') run.done = true;
                if (name === 'delta' && data !== undefined) run.text += deltaText(data);
              }
            });
            response.on('close', () => resolve());
          },
        );
        call.on('timeout', () => call.destroy(new Error('timed out')));
        // A killed server resets the socket: what arrived until then is what the client has.
        call.on('error', () => resolve());
        call.end(JSON.stringify({ message }));
      });
    },
  };
}

function deltaText(data: string): string {
  const parsed: unknown = JSON.parse(data);
  if (typeof parsed === 'object' && parsed !== null && 'text' in parsed && typeof parsed.text === 'string')
    return parsed.text;
  return '';
}

/** A database to run on: its name in the output, the environment of its server processes, its removal. */
type Target = { label: string; env: NodeJS.ProcessEnv; drop: () => Promise<void>; dataDir: string };

async function prepare(label: 'SQLite' | 'PostgreSQL'): Promise<Target> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'brief-bench-durability-'));
  const database =
    label === 'PostgreSQL'
      ? await scratchDatabaseUrl('brief_bench')
      : { url: undefined, drop: async () => {} };
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    INSTANCE_WORD_DELAY_MS: String(WORD_DELAY_MS),
    RUN_STALE_SECONDS: String(RUN_STALE_SECONDS),
  };
  // Real time: the servers' clock is the machine's.
  delete env.INSTANCE_NOW;
  delete env.DATABASE_URL;
  if (database.url !== undefined) env.DATABASE_URL = database.url;
  return {
    label,
    env,
    dataDir,
    drop: async () => {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Migrates and seeds the database and adds the users (one password hash for all); answers their e-mails. */
async function seed(target: Target): Promise<{ id: string; email: string }[]> {
  const config = loadConfig(target.env);
  const db = openDatabase(config);
  try {
    await migrateToLatest(db);
    await seedTeamCatalogue(db, systemClock);
    const passwordHash = await hashPassword(PASSWORD);
    const createdAt = new Date().toISOString();
    const rows = Array.from({ length: RUNS }, (_, index) => ({
      id: newId(),
      email: `durable${index + 1}@${config.companyDomain}`,
      name: `durable${index + 1}`,
      picture: null,
      password_hash: passwordHash,
      auth_provider: 'password' as const,
      is_admin: 0,
      disabled_at: null,
      created_at: createdAt,
      last_login_at: null,
    }));
    await db.insertInto('users').values(rows).execute();
    await db
      .insertInto('user_agents')
      .values(rows.map((row) => ({ user_id: row.id, agent_id: 'marketing' })))
      .execute();
    return rows.map(({ id, email }) => ({ id, email }));
  } finally {
    await db.destroy();
  }
}

const isInFlight = (run: ClientRun) => run.status === 200 && !run.done;

/** The round's checks, for every chat: its question stored once when accepted, its reply ended. */
function judge(run: ClientRun, detail: Detail, message: string): { verdict: Verdict; problem?: string } {
  const accepted = run.status === 200;
  const asked = detail.messages.flatMap((stored, index) =>
    stored.role === 'user' && stored.content === message ? [index] : [],
  );
  const where = `chat ${run.chat.chatId}`;
  if (asked.length === 0) {
    return accepted
      ? { verdict: 'lost', problem: `${where}: accepted (200) but its message is not stored` }
      : { verdict: 'not accepted, not stored' };
  }
  if (asked.length > 1) return { verdict: 'other status', problem: `${where}: the message is stored twice` };
  const reply = detail.messages[(asked[0] ?? 0) + 1];
  if (reply?.role !== 'assistant') {
    return { verdict: 'other status', problem: `${where}: the stored message has no reply after it` };
  }
  const status = reply.status ?? 'none';
  if (status === 'running')
    return { verdict: 'left running', problem: `${where}: the reply is still running` };
  // Stored as the server died, before its 200 reached the client: kept and ended like the others.
  if (!accepted && (status === 'interrupted' || status === 'done'))
    return { verdict: 'not accepted, stored' };
  // Finished before the kill (or as it came: stored, its last event not sent).
  if (status === 'done') return { verdict: 'done' };
  if (status !== 'interrupted') {
    return { verdict: 'other status', problem: `${where}: the reply ended '${status}', not interrupted` };
  }
  if (run.done) {
    return {
      verdict: 'other status',
      problem: `${where}: the client got 'done' but the reply is interrupted`,
    };
  }
  const kept = reply.content;
  if (!(kept.startsWith(run.text) || run.text.startsWith(kept))) {
    return {
      verdict: 'text mismatch',
      problem: `${where}: kept ${JSON.stringify(kept.slice(0, 60))}… (${kept.length} chars), the client had ${JSON.stringify(run.text.slice(0, 60))}… (${run.text.length})`,
    };
  }
  return { verdict: kept === '' ? 'interrupted empty' : 'interrupted with text' };
}

async function untilSettled(server: Server, chats: BenchChat[]): Promise<{ details: Detail[]; at: number }> {
  const client = api(server.port);
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    const details = await Promise.all(chats.map((chat) => client.detail(chat)));
    if (details.every((detail) => !detail.running) || Date.now() > deadline)
      return { details, at: Date.now() };
    await pause(POLL_MS);
  }
}

async function runTarget(target: Target): Promise<{ rounds: RoundFigures[]; finalProblems: string[] }> {
  const users = await seed(target);
  let server = await startServer(target.env);
  try {
    const client = api(server.port);
    const customers = demoCustomers.marketing;
    const chats: BenchChat[] = [];
    for (const [index, row] of users.entries()) {
      const user = { ...row, token: await client.signIn(row.email) };
      const customer = customers[index % customers.length]?.name ?? '';
      const specialist = demoSpecialists[index % demoSpecialists.length]?.name ?? '';
      chats.push({ user, chatId: await client.createChat(user, customer, specialist) });
    }
    const sentByRound: ClientRun[][] = [];
    const rounds: RoundFigures[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const message = question(round);
      const runs: ClientRun[] = chats.map((chat) => ({
        chat,
        status: null,
        text: '',
        done: false,
        closed: false,
      }));
      const sending = api(server.port);
      const sentAt = Date.now();
      const ended = Promise.all(runs.map((run) => sending.streamRun(run, message)));
      let answeredAt: number | undefined;
      while (Date.now() - sentAt < KILL_AT_LATEST_MS) {
        if (answeredAt === undefined && runs.every((run) => run.status !== null || run.closed))
          answeredAt = Date.now();
        if (answeredAt !== undefined && Date.now() - answeredAt >= KILL_AFTER_ANSWERED_MS) break;
        await pause(10);
      }
      // What the client has at the kill is what it was shown: copied before the sockets close.
      const atKill = runs.map((run) => ({ ...run }));
      const killedAt = Date.now();
      await killServer(server);
      await ended;
      sentByRound.push(atKill);

      server = await startServer(target.env);
      const { details, at: observedAt } = await untilSettled(server, chats);
      const verdicts = new Map<Verdict, number>();
      const problems: string[] = [];
      const markedAt: number[] = [];
      const kept: number[] = [];
      for (const [index, run] of atKill.entries()) {
        const detail = details[index] as Detail;
        const { verdict, problem } = judge(run, detail, message);
        verdicts.set(verdict, (verdicts.get(verdict) ?? 0) + 1);
        if (problem !== undefined) problems.push(problem);
        const asked = detail.messages.findIndex((m) => m.role === 'user' && m.content === message);
        const reply = asked === -1 ? undefined : detail.messages[asked + 1];
        // An interrupted reply's time is when it was marked (the server's clock, this machine's).
        if (isInFlight(run) && reply?.status === 'interrupted') {
          markedAt.push(Date.parse(reply.timestamp));
          kept.push(reply.content.length);
        }
      }
      const lastInterrupted = markedAt.length === 0 ? Number.NaN : Math.max(...markedAt);
      const accepted = atKill.filter((run) => run.status === 200);
      rounds.push({
        round,
        sent: atKill.length,
        accepted: accepted.length,
        acceptedStored: accepted.length - (verdicts.get('lost') ?? 0),
        verdicts,
        medianCharsAtKill: median(accepted.map((run) => run.text.length)),
        medianCharsKept: median(kept),
        answeredMs: (answeredAt ?? Number.NaN) - sentAt,
        killMs: killedAt - sentAt,
        restartMs: server.upAt - killedAt,
        upToInterruptedMs: lastInterrupted - server.upAt,
        killToInterruptedMs: lastInterrupted - killedAt,
        upToObservedMs: observedAt - server.upAt,
        problems,
      });
    }

    // At the end, every round's accepted messages are still there, each followed by an ended reply.
    const finalProblems: string[] = [];
    const last = await Promise.all(chats.map((chat) => api(server.port).detail(chat)));
    for (const [round, runs] of sentByRound.entries()) {
      for (const [index, run] of runs.entries()) {
        const detail = last[index] as Detail;
        const asked = detail.messages.findIndex(
          (m) => m.role === 'user' && m.content === question(round + 1),
        );
        const reply = detail.messages[asked + 1];
        if (run.status === 200 && asked === -1)
          finalProblems.push(`round ${round + 1}, chat ${run.chat.chatId}: the message is gone at the end`);
        if (asked !== -1 && (reply === undefined || reply.status === 'running'))
          finalProblems.push(`round ${round + 1}, chat ${run.chat.chatId}: no ended reply at the end`);
      }
    }
    return { rounds, finalProblems };
  } finally {
    await killServer(server);
  }
}

function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

const ms = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : '-');

function printRounds(rounds: RoundFigures[]): void {
  const count = (figures: RoundFigures, verdict: Verdict) => figures.verdicts.get(verdict) ?? 0;
  const failures = (figures: RoundFigures) =>
    count(figures, 'lost') +
    count(figures, 'left running') +
    count(figures, 'other status') +
    count(figures, 'text mismatch');
  const header = [
    'round',
    'sent',
    'accepted',
    'stored',
    'lost',
    'interrupted+text',
    'interrupted empty',
    'done before kill',
    'not ok',
    'unacked, stored',
    'chars received / kept (median)',
    'all answered / kill ms',
    'kill→up ms',
    'up→all interrupted ms',
    'kill→all interrupted ms',
    'up→seen ms',
  ];
  const rows = rounds.map((figures) => [
    String(figures.round),
    String(figures.sent),
    String(figures.accepted),
    String(figures.acceptedStored),
    String(count(figures, 'lost')),
    String(count(figures, 'interrupted with text')),
    String(count(figures, 'interrupted empty')),
    String(count(figures, 'done')),
    String(failures(figures)),
    String(count(figures, 'not accepted, stored')),
    `${ms(figures.medianCharsAtKill)} / ${ms(figures.medianCharsKept)}`,
    `${ms(figures.answeredMs)} / ${ms(figures.killMs)}`,
    ms(figures.restartMs),
    ms(figures.upToInterruptedMs),
    ms(figures.killToInterruptedMs),
    ms(figures.upToObservedMs),
  ]);
  const total = (pick: (figures: RoundFigures) => number) =>
    String(rounds.reduce((sum, figures) => sum + pick(figures), 0));
  rows.push([
    'all',
    total((f) => f.sent),
    total((f) => f.accepted),
    total((f) => f.acceptedStored),
    total((f) => count(f, 'lost')),
    total((f) => count(f, 'interrupted with text')),
    total((f) => count(f, 'interrupted empty')),
    total((f) => count(f, 'done')),
    total(failures),
    total((f) => count(f, 'not accepted, stored')),
    '',
    '',
    '',
    '',
    '',
    '',
  ]);
  say(`| ${header.join(' | ')} |`);
  say(`|${header.map(() => '---:').join('|')}|`);
  for (const row of rows) say(`| ${row.join(' | ')} |`);
  say();
  say('accepted: answered 200; stored: accepted and its message found, same text, through the API;');
  say('not ok: left running, ended otherwise, stored twice, or text that is no prefix of the other;');
  say('unacked, stored: no 200 reached the client before the kill, yet the message was stored (and ended);');
  say(
    "interrupted: marked by the new server (the reply's stored time), seen: the first poll with none running.",
  );
}

async function main(): Promise<number> {
  const targets: ('SQLite' | 'PostgreSQL')[] = ['SQLite'];
  if ((process.env.DATABASE_URL ?? '') !== '') targets.push('PostgreSQL');
  say(
    `Durability: ${RUNS} streamed runs at once (one chat each), the server killed with SIGKILL ` +
      `${KILL_AFTER_ANSWERED_MS} ms after the last was answered, ${ROUNDS} rounds; ` +
      `RUN_STALE_SECONDS=${RUN_STALE_SECONDS} (the servers'), built-in model at ${WORD_DELAY_MS} ms a word.`,
  );
  say(
    `load average at the start: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')}`,
  );
  let failed = false;
  for (const label of targets) {
    const target = await prepare(label);
    leftovers.add(target.drop);
    try {
      const started = Date.now();
      const { rounds, finalProblems } = await runTarget(target);
      say();
      say(`${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      say();
      printRounds(rounds);
      const problems = [
        ...rounds.flatMap((figures) => figures.problems.map((p) => `round ${figures.round}, ${p}`)),
        ...finalProblems,
      ];
      const lost = rounds.reduce((sum, figures) => sum + (figures.verdicts.get('lost') ?? 0), 0);
      say();
      if (problems.length === 0) {
        say(`${label}: 0 accepted messages lost; every reply in flight at a kill was marked interrupted.`);
      } else {
        failed = true;
        say(`${label}: ${lost} accepted message(s) lost, ${problems.length} problem(s):`);
        for (const problem of problems.slice(0, 40)) say(`  - ${problem}`);
      }
    } finally {
      leftovers.delete(target.drop);
      await target.drop();
    }
  }
  say();
  say(
    `load average at the end: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')}`,
  );
  return failed ? 1 : 0;
}

const watchdog = setTimeout(() => {
  say(`the bench did not end within ${BENCH_TIMEOUT_MS / 60_000} minutes: stopped`);
  for (const child of children) child.kill('SIGKILL');
  const cleaned = Promise.allSettled([...leftovers].map((drop) => drop()));
  void Promise.race([cleaned, pause(10_000)]).then(() => process.exit(2));
}, BENCH_TIMEOUT_MS);
try {
  process.exitCode = await main();
} catch (error) {
  say(`the bench failed: ${(error as Error).stack ?? String(error)}`);
  process.exitCode = 2;
} finally {
  clearTimeout(watchdog);
}
