/**
 * What one user's burst of runs costs everyone else: 150 runs of 20,000 characters, each in a chat of
 * its own, sent by one user to the built server (SQLite, the built-in model) all at once, or spread over
 * 25 s, while a colleague's tab asks GET /api/health every 100 ms. Printed: the runs' answers, the health
 * check's latency (p50, p95, max) during the burst and with the server idle, and the load average
 * (`uptime`) beside each. Once with the per-user limit out of the way (RUNS_PER_MINUTE=1000000: every run
 * is accepted, as before the limit existed) and once with the product's default (20 a minute).
 *
 *   npx tsx bench/limits-burst.ts
 */
import { execFileSync } from 'node:child_process';
import { ADMIN, ensureBuilt, startBuiltServer } from './built-server';

const RUNS = 150;
const HEALTH_EVERY_MS = 100;
const IDLE_MS = 5_000;
const PASSWORD = 'bench-user-password';
const MESSAGE =
  `Plan the autumn campaign for Northwind Coffee. ${'Context about the shops and the offer. '.repeat(520)}`.slice(
    0,
    20_000,
  );

type Figures = { p50: number; p95: number; max: number; count: number };

const say = (line: string) => process.stdout.write(`${line}\n`);
const loadAverage = () =>
  execFileSync('uptime', { encoding: 'utf8' })
    .trim()
    .replace(/^.*load average: /, '');

function figures(samples: readonly number[]): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0, count: sorted.length };
}

const ms = (value: number) => `${Math.round(value)} ms`;
const describe = (f: Figures) => `p50 ${ms(f.p50)}, p95 ${ms(f.p95)}, max ${ms(f.max)} (${f.count} checks)`;

async function api<T>(base: string, method: string, route: string, token: string | null, body?: unknown) {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Asks /api/health every 100 ms until `until` settles; answers each answer's latency. */
async function healthWhile(base: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const latencies: number[] = [];
  while (!done) {
    const started = performance.now();
    const response = await fetch(`${base}/api/health`);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
  }
  return latencies;
}

async function measure(label: string, runsPerMinute: string, spreadMs: number): Promise<void> {
  const server = await startBuiltServer({ LLM_PROVIDER: 'builtin', RUNS_PER_MINUTE: runsPerMinute });
  try {
    const base = server.url;
    const admin = await api<{ access_token: string }>(base, 'POST', '/api/login', null, ADMIN);
    const email = 'burst@brief.test';
    await api(base, 'POST', `/api/users/${encodeURIComponent(email)}/register`, admin.access_token, {
      email,
      password: PASSWORD,
      authProvider: 'password',
      agents: ['coandco'],
    });
    const login = await api<{ access_token: string; user: { id: string } }>(
      base,
      'POST',
      '/api/login',
      null,
      {
        email,
        password: PASSWORD,
      },
    );
    const token = login.access_token;
    const chats: string[] = [];
    for (let index = 0; index < RUNS; index += 1)
      chats.push(
        (
          await api<{ id: string }>(base, 'POST', `/api/users/${login.user.id}/sessions`, token, {
            app_name: 'coandco_agent',
            customerName: 'Northwind Coffee',
          })
        ).id,
      );

    const idleLoad = loadAverage();
    const idle = figures(await healthWhile(base, new Promise((resolve) => setTimeout(resolve, IDLE_MS))));

    const started = performance.now();
    const statuses: number[] = [];
    const burst = Promise.all(
      chats.map(async (chatId, index) => {
        await new Promise((resolve) => setTimeout(resolve, (index * spreadMs) / RUNS));
        const response = await fetch(`${base}/api/users/${login.user.id}/chats/${chatId}/run`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ message: MESSAGE }),
        });
        await response.arrayBuffer();
        statuses.push(response.status);
      }),
    );
    const during = figures(await healthWhile(base, burst));
    const burstLoad = loadAverage();
    const seconds = (performance.now() - started) / 1000;

    const counted = new Map<number, number>();
    for (const status of statuses) counted.set(status, (counted.get(status) ?? 0) + 1);
    say(`\n${label}`);
    say(
      `  ${RUNS} runs ${spreadMs === 0 ? 'at once' : `over ${spreadMs / 1000} s`}, all answered in ${seconds.toFixed(1)} s: ${[
        ...counted,
      ]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${count} × ${status}`)
        .join(', ')}`,
    );
    say(`  /api/health idle:        ${describe(idle)}; load average ${idleLoad}`);
    say(`  /api/health during it:   ${describe(during)}; load average ${burstLoad}`);
  } finally {
    await server.stop();
  }
}

ensureBuilt('server', say);
for (const spreadMs of [0, 25_000]) {
  await measure(
    'No per-user limit (RUNS_PER_MINUTE=1000000, every run accepted, as before the limit)',
    '1000000',
    spreadMs,
  );
  await measure('The default limit (RUNS_PER_MINUTE=20)', '20', spreadMs);
}
