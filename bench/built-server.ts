/**
 * The built server as `npm start` runs it: `node dist/main.js` in apps/server, over a temporary data
 * directory, in a process of its own. The benchmarks that measure the app from outside start it here;
 * `ensureBuilt` first builds what is missing or older than its source, as `npm start` would build it.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../apps/server/test/free-port';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const serverDir = path.join(repoRoot, 'apps/server');
/** Each build, with what it is made from. */
const parts = {
  server: {
    built: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'packages/contract/src'],
    command: ['run', 'build', '-w', '@brief/server'],
  },
  web: {
    built: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/contract/src'],
    command: ['run', 'build', '-w', '@brief/web'],
  },
};
const HEALTH_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 15_000;

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

export const ADMIN = { email: 'admin@brief.test', password: 'bench-admin-password' };

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

/**
 * Builds what is missing or older than its source: the server alone, or the web app too (`npm run
 * build`'s two steps, as `npm start` runs them). The latency bench needs only the server.
 */
export function ensureBuilt(what: 'server' | 'server and web', say: (line: string) => void): void {
  const needed = what === 'server' ? [parts.server] : [parts.web, parts.server];
  for (const part of needed) {
    const built = path.join(repoRoot, part.built);
    const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
    const changed = Math.max(...part.sources.map((entry) => newestChange(path.join(repoRoot, entry))));
    if (builtAt > changed) continue;
    say(
      `${builtAt === 0 ? 'No build yet' : 'The source changed since the build'}: npm ${part.command.join(' ')}`,
    );
    const build = spawnSync('npm', part.command, { cwd: repoRoot, encoding: 'utf8' });
    if (build.status !== 0)
      throw new Error(`npm ${part.command.join(' ')} failed:\n${build.stdout}\n${build.stderr}`);
  }
}

export type BuiltServer = {
  url: string;
  pid: number;
  /** Everything the server wrote (its log), for a failure's message. */
  output: () => string;
  /** SIGTERM (the server closes and exits as it does under `npm start`), then its data directory goes. */
  stop: () => Promise<void>;
};

/**
 * Starts `node [nodeArgs] dist/main.js` on a free 127.0.0.1 port with a temporary DATA_DIR and the
 * bootstrap admin `ADMIN`; `env` adds or overrides variables. Only PATH and HOME come from this process's
 * environment, so a DATABASE_URL or LLM_* of the shell running the bench does not change what it measures.
 * Answers once `/api/health` answers. The log goes to a file, as a terminal or a log collector would take it.
 */
export async function startBuiltServer(
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<BuiltServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'brief-bench-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, [...nodeArgs, 'dist/main.js'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  // Should this process end first (its watchdog, an error), the server does not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const output = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    process.off('exit', killOnExit);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited:\n${output()}`);
      if (Date.now() > deadline) throw new Error(`the server did not answer /api/health:\n${output()}`);
      const healthy = await fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  if (child.pid === undefined) throw new Error('the server has no process id');
  return { url, pid: child.pid, output, stop };
}

/** A process's CPU time so far (user + system, ms), from /proc; null where there is no /proc. */
export function cpuMs(pid: number): number | null {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat, counted after the command's closing parenthesis.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
