import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { freePort } from './free-port';

/**
 * The reference MCP server `@modelcontextprotocol/server-everything` (a dev dependency), for tests of
 * connectors against a real server: its tools include `echo` {message} and `get-sum` {a, b}.
 */

const entry = createRequire(import.meta.url).resolve('@modelcontextprotocol/server-everything/dist/index.js');

/** How a stdio connector starts it. */
export const everythingCommand = { command: process.execPath, args: [entry, 'stdio'] };

export type RunningMcpServer = { url: string; port: number; stop: () => Promise<void> };

/**
 * Starts it on 127.0.0.1 over Streamable HTTP (`url` ends in /mcp) or the older SSE transport (/sse),
 * and waits until it listens. The server binds every interface; the tests reach it on 127.0.0.1 only.
 */
export async function startEverythingServer(
  transport: 'streamableHttp' | 'sse' = 'streamableHttp',
): Promise<RunningMcpServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [entry, transport], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server-everything did not start in 20 s')), 20_000);
    child.once('exit', (code) => reject(new Error(`server-everything exited (${String(code)})`)));
    child.stderr?.on('data', (chunk: Buffer) => {
      if (/listening|running on port/i.test(chunk.toString())) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return {
    port,
    url: `http://127.0.0.1:${port}/${transport === 'sse' ? 'sse' : 'mcp'}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}
