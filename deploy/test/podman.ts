/**
 * The deploy test's hands on the machine: Podman (with the repository's containers.conf unless
 * CONTAINERS_CONF names another: runc, and ulimits root may set) and the processes it starts itself.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const podmanEnv = {
  ...process.env,
  CONTAINERS_CONF: process.env.CONTAINERS_CONF ?? `${repoRoot}deploy/containers.conf`,
};

/** One podman command; its output trimmed. Fails with podman's own words. */
export async function podman(args: string[], timeoutMs = 60_000): Promise<string> {
  try {
    const { stdout } = await execFileAsync('podman', args, {
      env: podmanEnv,
      timeout: timeoutMs,
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout.trim();
  } catch (error) {
    const failed = error as { stderr?: string; message: string };
    throw new Error(`podman ${args.join(' ')}: ${failed.stderr?.trim() || failed.message}`, {
      cause: error,
    });
  }
}

/**
 * A long command (the base image, the image build) with its output in `logFile`, not on the console: the
 * end of it is shown when it fails.
 */
export function runLogged(command: string, args: string[], logFile: string, timeoutMs: number) {
  return new Promise<void>((resolve, reject) => {
    const log = createWriteStream(logFile);
    const child = spawn(command, args, { cwd: repoRoot, env: podmanEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let tail = '';
    const keep = (chunk: Buffer) => {
      log.write(chunk);
      tail = (tail + chunk.toString('utf8')).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      log.end();
      if (code === 0) resolve();
      else
        reject(new Error(`${command} ${args.join(' ')} ended ${signal ?? code} (log: ${logFile})\n${tail}`));
    });
  });
}

/** A process of the test's own (the load balancer), ended with the test. */
export function startProcess(command: string, args: string[], env: Record<string, string>, logFile: string) {
  const log = createWriteStream(logFile);
  const child: ChildProcess = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('close', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Polls `url` until it answers 200, for at most `timeoutMs`. */
export async function waitForOk(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s (${last})`);
}
