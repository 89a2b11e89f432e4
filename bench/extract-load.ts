/**
 * Whether hostile uploads slow the server down for everyone else. The real server runs in a child
 * process on 127.0.0.1 (the build, `apps/server/dist/main.js`, when there is one; the TypeScript
 * sources through tsx otherwise) over SQLite in a temporary folder. For each scenario a fresh server
 * gets three uploads at once, of a 19 MB CSV or of a Word file whose document claims 1,000 bytes and
 * inflates to 600 MB, while this process asks for /api/health every 50 ms. It prints the health
 * answer times (median, worst) and how much the server's resident memory grew (VmRSS, /proc).
 * Run with `npm run bench:extract`; it ends by itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { lyingWordFile } from '../apps/server/test/fixtures/zip-builders';
import { percentile } from './generate-library';
import { freePort } from '../apps/server/test/free-port';

const HEALTH_EVERY_MS = 50;
const AT_ONCE = 3;
const CSV_MB = 19;
const BOMB_MB = 600;
/** Health keeps being asked this long after the uploads are answered, to see the server settle. */
const TAIL_MS = 500;
/** Bounds every upload and the whole run, so a stuck server cannot keep the benchmark alive. */
const UPLOAD_TIMEOUT_MS = 120_000;
const RUN_TIMEOUT_MS = 10 * 60_000;
const ADMIN = { email: 'bench@brief.test', password: 'bench-admin-password' };

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const builtEntry = path.join(repoRoot, 'apps/server/dist/main.js');
const sourceEntry = path.join(repoRoot, 'apps/server/src/main.ts');
const MB = 1024 * 1024;

const say = (line = '') => process.stdout.write(`${line}\n`);

/** How the server is started: another build's main.js (BENCH_SERVER_ENTRY), this build, or the sources. */
function serverCommand(): { label: string; args: string[] } {
  const entry = process.env.BENCH_SERVER_ENTRY;
  if (entry !== undefined && entry !== '') return { label: entry, args: [entry] };
  if (process.env.BENCH_SERVER !== 'source' && existsSync(builtEntry))
    return { label: 'built (apps/server/dist/main.js)', args: [builtEntry] };
  return { label: 'sources through tsx', args: ['--import', 'tsx', sourceEntry] };
}

type Server = { url: string; pid: number; stop: () => Promise<void> };

async function startServer(): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'brief-bench-extract-'));
  const child: ChildProcess = spawn(process.execPath, serverCommand().args, {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      UPLOAD_MAX_MB: '20',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy && child.pid !== undefined) return { url, pid: child.pid, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the server did not start:\n${printed}`);
}

/** The process's resident memory in bytes, from /proc; null where there is none (not Linux). */
function residentBytes(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] === undefined ? null : Number(match[1]) * 1024;
  } catch {
    return null;
  }
}

type Upload = { name: string; type: string; bytes: Buffer };

/** A multipart body made before the clock starts, so this process does no encoding while it measures. */
async function multipartBody(sessionId: string, file: Upload) {
  const form = new FormData();
  form.append('sessionId', sessionId);
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const encoded = new Response(form);
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

/** A customer table of about `megabytes` MB (300,000 rows for 19). */
function bigCsv(megabytes: number): Buffer {
  const lines: string[] = [];
  let size = 0;
  for (let row = 0; size < megabytes * MB; row += 1) {
    const line = `${row},customer ${row},${(row * 7) % 1000},"Calle Mayor ${row}, Madrid",2026-03-${(row % 28) + 1}`;
    lines.push(line);
    size += line.length + 1;
  }
  return Buffer.from(lines.join('\n'));
}

type Outcome = {
  scenario: string;
  statuses: string[];
  uploadsMs: number;
  health: number[];
  healthFailures: number;
  rssBefore: number | null;
  rssPeak: number | null;
};

async function measure(scenario: string, file: Upload): Promise<Outcome> {
  const server = await startServer();
  try {
    const signIn = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ app: 'brief', ...ADMIN }),
    });
    const { access_token: token, user } = (await signIn.json()) as {
      access_token: string;
      user: { id: string };
    };
    const headers = { authorization: `Bearer ${token}` };
    const session = await fetch(`${server.url}/api/users/${user.id}/sessions`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: '{}',
    });
    const { id: sessionId } = (await session.json()) as { id: string };
    const bodies = await Promise.all(Array.from({ length: AT_ONCE }, () => multipartBody(sessionId, file)));

    const rssBefore = residentBytes(server.pid);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      const now = residentBytes(server.pid);
      if (now !== null) rssPeak = Math.max(rssPeak ?? 0, now);
    }, 20);

    let uploading = true;
    let tailUntil = Number.POSITIVE_INFINITY;
    const health: number[] = [];
    let healthFailures = 0;
    const polling = (async () => {
      while (uploading || performance.now() < tailUntil) {
        const began = performance.now();
        try {
          const response = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(10_000) });
          await response.arrayBuffer();
          if (response.ok) health.push(performance.now() - began);
          else healthFailures += 1;
        } catch {
          healthFailures += 1;
        }
        const wait = HEALTH_EVERY_MS - (performance.now() - began);
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
    })();

    const began = performance.now();
    const statuses = await Promise.all(
      bodies.map(async ({ body, contentType }) => {
        try {
          const response = await fetch(`${server.url}/api/users/${user.id}/files`, {
            method: 'POST',
            headers: { ...headers, 'content-type': contentType },
            body,
            signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
          });
          const answer = (await response.json()) as { files?: { kind: string; notice?: string }[] };
          const stored = answer.files?.[0];
          return stored === undefined
            ? String(response.status)
            : `${response.status} ${stored.kind}${stored.notice === undefined ? '' : ` ("${stored.notice}")`}`;
        } catch (error) {
          return error instanceof Error ? error.name : 'failed';
        }
      }),
    );
    const uploadsMs = performance.now() - began;
    tailUntil = performance.now() + TAIL_MS;
    uploading = false;
    await polling;
    clearInterval(sampler);
    return { scenario, statuses, uploadsMs, health, healthFailures, rssBefore, rssPeak };
  } finally {
    await server.stop();
  }
}

const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
const megabytes = (bytes: number | null) => (bytes === null ? '–' : fixed(bytes / MB, 0));

const overall = setTimeout(() => {
  process.stderr.write(`The benchmark ran past ${RUN_TIMEOUT_MS / 60_000} minutes; stopping.\n`);
  process.exit(1);
}, RUN_TIMEOUT_MS);
overall.unref();

say(`Server: ${serverCommand().label}; ${AT_ONCE} uploads at once; /api/health every ${HEALTH_EVERY_MS} ms.`);
const csv: Upload = { name: 'customers.csv', type: 'text/csv', bytes: bigCsv(CSV_MB) };
const bomb: Upload = {
  name: 'quarterly.docx',
  type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  bytes: lyingWordFile({ megabytes: BOMB_MB }),
};
const outcomes = [
  await measure(`${CSV_MB} MB CSV (${fixed(csv.bytes.length / MB)} MB)`, csv),
  await measure(
    `Word file inflating to ${BOMB_MB} MB (${fixed(bomb.bytes.length / MB, 2)} MB, claims 1,000 B)`,
    bomb,
  ),
];

say();
say(
  '| scenario (×3 at once) | uploads answered | health answers | health median / worst ms | server RSS before → peak MB | growth MB |',
);
say('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const outcome of outcomes) {
  const growth =
    outcome.rssBefore === null || outcome.rssPeak === null ? null : outcome.rssPeak - outcome.rssBefore;
  say(
    `| ${outcome.scenario} | ${fixed(outcome.uploadsMs / 1000, 2)} s | ${outcome.health.length}${outcome.healthFailures > 0 ? ` (${outcome.healthFailures} failed)` : ''} | ${fixed(percentile(outcome.health, 50))} / ${fixed(Math.max(...outcome.health))} | ${megabytes(outcome.rssBefore)} → ${megabytes(outcome.rssPeak)} | ${megabytes(growth)} |`,
  );
}
say();
for (const outcome of outcomes) say(`${outcome.scenario}: ${outcome.statuses.join('; ')}`);
