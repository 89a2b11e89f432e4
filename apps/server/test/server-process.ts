import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The server as `npm start` runs it (src/main.ts: migrations, bootstrap admin, signals), in a process. */
export type ServerProcess = {
  child: ChildProcess;
  /** http://127.0.0.1:PORT */
  origin: string;
  /** Everything the process wrote to stdout and stderr, for a failing test's message. */
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
};

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));

/** What the server prints once it serves (`running`), or once its port answers 503 while it starts. */
const SAYS = { running: 'Brief is running at', starting: 'Brief is starting' };

/**
 * Starts src/main.ts on `port` with `env` over the test's environment, and resolves once it says it is
 * running (or, with `until: 'starting'`, that its port answers while it prepares the database). Rejects
 * if it exits first or takes more than `startMs`.
 */
export async function startServerProcess(
  port: number,
  env: Record<string, string>,
  options: { until?: keyof typeof SAYS; startMs?: number } = {},
): Promise<ServerProcess> {
  const says = SAYS[options.until ?? 'running'];
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not start:\n${output}`)),
      options.startMs ?? 60_000,
    );
    const listening = () => {
      if (!output.includes(says)) return;
      clearTimeout(timer);
      child.stdout.off('data', listening);
      resolve();
    };
    child.stdout.on('data', listening);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before it started:\n${output}`));
    });
  });
  return { child, origin: `http://127.0.0.1:${port}`, output: () => output, exited };
}
