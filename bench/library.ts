/**
 * How fast the library answers on a big account: the first page of the chat list and a search, on a
 * generated database of one user with 5,000 chats and 100,000 messages. The real app (`buildApp`) is
 * called with `inject`, so the figures are the server's own: routing, authentication, SQL, JSON.
 * SQLite in a temporary folder always; PostgreSQL too when DATABASE_URL is set (a temporary database
 * on that server, dropped at the end). Run with `npm run bench:library`; it ends by itself.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { hashPassword } from '../apps/server/src/auth/passwords';
import { loadConfig } from '../apps/server/src/config';
import { migrateToLatest, openDatabase, type Db } from '../apps/server/src/db/database';
import { newId } from '../apps/server/src/ids';

const CHATS = 5_000;
const MESSAGES_PER_CHAT = 20;
const RUNS = 30;
const PAGE = 50;
const PASSWORD = 'bench-password-1';
/** In about one message in four. */
const COMMON_WORD = 'campaign';
/** In a dozen messages of the 100,000. */
const RARE_WORD = 'zanzibar';
const RARE_COUNT = 12;

const say = (line = '') => process.stdout.write(`${line}\n`);

const vocabulary = (
  'the a of and to in for with on our your this that we they is are was will can should could new ' +
  'brand budget launch plan team customer client market marketing social media post video email ' +
  'copy draft review quarter sales growth product price offer audience target message week month ' +
  'report data results idea story launch event press release website landing page design logo ' +
  'la el de y en para con una los las del por que nuestro cliente marca presupuesto lanzamiento ' +
  'equipo mercado ventas producto precio oferta público mensaje semana informe resultados idea ' +
  'campaña diseño página evento prensa otoño canción anuncio estrategia contenido'
).split(' ');

/** A tiny seeded generator, so every run builds the same database. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function sentenceMaker(next: () => number) {
  const pick = () => vocabulary[Math.floor(next() * vocabulary.length)] ?? 'plan';
  return (words: number) => {
    const text = Array.from({ length: words }, pick);
    if (next() < 0.25) text.splice(Math.floor(next() * words), 0, COMMON_WORD);
    return `${text.join(' ')}.`;
  };
}

/** One user, CHATS chats of MESSAGES_PER_CHAT messages each, in transactions of a few hundred chats. */
async function generate(db: Db, domain: string): Promise<{ userId: string; email: string }> {
  const next = random(7);
  const sentence = sentenceMaker(next);
  const userId = newId();
  const email = `library@${domain}`;
  await db
    .insertInto('users')
    .values({
      id: userId,
      email,
      name: 'library',
      picture: null,
      password_hash: await hashPassword(PASSWORD),
      auth_provider: 'password',
      is_admin: 0,
      disabled_at: null,
      created_at: new Date().toISOString(),
      last_login_at: null,
    })
    .execute();
  const start = Date.parse('2025-01-01T00:00:00.000Z');
  const rareAt = new Set(
    Array.from({ length: RARE_COUNT }, (_, index) =>
      Math.floor(((index + 0.5) * CHATS * MESSAGES_PER_CHAT) / RARE_COUNT),
    ),
  );
  const batch = 250;
  for (let first = 0; first < CHATS; first += batch) {
    await db.transaction().execute(async (trx) => {
      for (let index = first; index < Math.min(first + batch, CHATS); index += 1) {
        const time = new Date(start + index * 60_000).toISOString();
        const chatId = newId();
        const messages = Array.from({ length: MESSAGES_PER_CHAT }, (_, seq) => {
          const number = index * MESSAGES_PER_CHAT + seq;
          let content = Array.from({ length: seq % 2 === 0 ? 1 : 4 }, () =>
            sentence(8 + Math.floor(next() * 20)),
          ).join(' ');
          if (rareAt.has(number)) content += ` We could try ${RARE_WORD} next.`;
          return {
            id: newId(),
            chat_id: chatId,
            seq: seq + 1,
            role: seq % 2 === 0 ? ('user' as const) : ('assistant' as const),
            content,
            events: null,
            input_tokens: null,
            output_tokens: null,
            created_at: time,
          };
        });
        await trx
          .insertInto('chats')
          .values({
            id: chatId,
            user_id: userId,
            agent_id: null,
            app_name: 'marketing_agent',
            title: sentence(3 + Math.floor(next() * 4)).replace(/\.$/, ''),
            favorite: 0,
            customer_id: null,
            customer_name: null,
            specialists: '[]',
            message_count: MESSAGES_PER_CHAT,
            preview: messages[0]?.content.slice(0, 200) ?? '',
            created_at: time,
            last_update_time: time,
          })
          .execute();
        await trx.insertInto('messages').values(messages).execute();
      }
    });
  }
  return { userId, email };
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

async function timeCalls(app: FastifyInstance, url: string, token: string): Promise<string[]> {
  const times: number[] = [];
  let results = 0;
  for (let run = 0; run < RUNS + 3; run += 1) {
    const began = performance.now();
    const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const took = performance.now() - began;
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    results = response.json<unknown[]>().length;
    // The first few warm the caches and the JIT.
    if (run >= 3) times.push(took);
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
    const { userId, email } = await generate(db, config.companyDomain);
    say(
      `${label}: generated ${CHATS} chats / ${CHATS * MESSAGES_PER_CHAT} messages in ${((performance.now() - began) / 1000).toFixed(1)} s`,
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
    const rows = [
      [`first page (limit=${PAGE})`, ...(await timeCalls(app, `${base}?limit=${PAGE}`, token))],
      [
        `search "${COMMON_WORD}" (common)`,
        ...(await timeCalls(app, `${base}/search?q=${COMMON_WORD}`, token)),
      ],
      [`search "${RARE_WORD}" (rare)`, ...(await timeCalls(app, `${base}/search?q=${RARE_WORD}`, token))],
      [`search "camp" (prefix)`, ...(await timeCalls(app, `${base}/search?q=camp`, token))],
    ];
    say();
    say(`| ${label} | results | median ms | p95 ms |`);
    say('| --- | ---: | ---: | ---: |');
    for (const row of rows) say(`| ${row.join(' | ')} |`);
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

await measure('SQLite', {});
const serverUrl = process.env.DATABASE_URL;
if (serverUrl !== undefined && serverUrl !== '')
  await withPostgres(serverUrl, (url) => measure('PostgreSQL', { DATABASE_URL: url }));
