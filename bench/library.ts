/**
 * How fast the library answers on a big account: the first page of the chat list and the library's
 * search, on a generated database of one user with 5,000 chats and 100,000 messages
 * (`generate-library.ts`), a common word in about half the messages. The real app (`buildApp`) is
 * called with `inject`, so the figures are the server's own: routing, authentication, SQL, JSON.
 * SQLite in a temporary folder always; PostgreSQL too when DATABASE_URL is set (a temporary database
 * on that server, dropped at the end). Run with `npm run bench:library`; it ends by itself.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database';
import {
  CHATS,
  COMMON_WORD,
  generateLibrary,
  MESSAGES_PER_CHAT,
  PASSWORD,
  percentile,
  RARE_WORD,
} from './generate-library';

const RUNS = 60;
const WARM_UP = 5;
/** What the library asks for: a page of the list, and the search box's results (`SEARCH_LIMIT`). */
const PAGE = 50;
/** The start of COMMON_WORD, and of the Spanish "campaña" too. */
const PREFIX = COMMON_WORD.slice(0, 4);

const say = (line = '') => process.stdout.write(`${line}\n`);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

type Measure = { label: string; url: string; target: string };

async function timeCalls(app: FastifyInstance, url: string, token: string): Promise<string[]> {
  const times: number[] = [];
  let results = 0;
  for (let run = 0; run < RUNS + WARM_UP; run += 1) {
    const began = performance.now();
    const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const took = performance.now() - began;
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    results = response.json<unknown[]>().length;
    // The first few warm the caches and the JIT.
    if (run >= WARM_UP) times.push(took);
  }
  return [String(results), percentile(times, 50).toFixed(1), percentile(times, 95).toFixed(1)];
}

async function measure(label: string, env: Record<string, string>): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'brief-bench-library-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const db = openDatabase(config);
  let app: FastifyInstance | undefined;
  try {
    await migrateToLatest(db);
    const began = performance.now();
    const { userId, email } = await generateLibrary(db, config.companyDomain);
    const { rows } = await sql<{ share: number }>`
      select 100.0 * count(*) / ${CHATS * MESSAGES_PER_CHAT} as share from messages
      where lower(content) like ${`%${COMMON_WORD}%`}`.execute(db);
    say(
      `${label}: generated ${CHATS} chats / ${CHATS * MESSAGES_PER_CHAT} messages in ${((performance.now() - began) / 1000).toFixed(1)} s; "${COMMON_WORD}" in ${Number(rows[0]?.share).toFixed(0)} % of the messages`,
    );
    if (env.DATABASE_URL !== undefined) await sql`analyze`.execute(db);
    app = await buildApp({ config, db, logger: false });
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { app: 'brief', email, password: PASSWORD },
    });
    if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.statusCode} ${login.body}`);
    const token = login.json<{ access_token: string }>().access_token;
    const base = `/api/users/${userId}/chats`;
    const search = (q: string) => `${base}/search?q=${encodeURIComponent(q)}&limit=${PAGE}`;
    const measures: Measure[] = [
      { label: `first page of the list (limit=${PAGE})`, url: `${base}?limit=${PAGE}`, target: '≤ 20' },
      { label: `search "${COMMON_WORD}" (common word)`, url: search(COMMON_WORD), target: '≤ 50' },
      { label: `search "${PREFIX}" (prefix)`, url: search(PREFIX), target: '≤ 50' },
      { label: `search "${RARE_WORD}" (rare word)`, url: search(RARE_WORD), target: '' },
    ];
    say(`load average before: ${load()}`);
    const rowsOut: string[][] = [];
    for (const { label: name, url, target } of measures)
      rowsOut.push([name, ...(await timeCalls(app, url, token)), target]);
    say(`load average after: ${load()}`);
    say();
    say(`| ${label} (${RUNS} calls each) | results | median ms | p95 ms | target p95 ms |`);
    say('| --- | ---: | ---: | ---: | ---: |');
    for (const row of rowsOut) say(`| ${row.join(' | ')} |`);
    say();
  } finally {
    await app?.close();
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A database of its own on the PostgreSQL server, dropped afterwards. */
async function withPostgres(serverUrl: string, run: (url: string) => Promise<void>): Promise<void> {
  const name = `brief_bench_${randomUUID().replaceAll('-', '')}`;
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: serverUrl, max: 1 }) }),
  });
  await sql`create database ${sql.id(name)}`.execute(admin);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await run(url.toString());
  } finally {
    await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
    await admin.destroy();
  }
}

say(`${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`);
await measure('SQLite', {});
const serverUrl = process.env.DATABASE_URL;
if (serverUrl !== undefined && serverUrl !== '')
  await withPostgres(serverUrl, (url) => measure('PostgreSQL', { DATABASE_URL: url }));
