/**
 * Whether one user's burst of exports shuts a colleague out. The real app (SQLite in a temporary folder)
 * listens on 127.0.0.1; Nora has a 1,000-message chat, Leo a chat of one question and its reply (both
 * written straight into the database). Nora asks for twelve PDF exports of her chat at once; 100 ms later
 * Leo asks for a PDF of his one reply. Three rounds, each after the last has ended; the first also
 * starts the export worker. It prints every answer's status and time.
 * Run with `npx tsx bench/export-fairness.ts`; it ends by itself.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { exportPaths } from '@brief/contract/exports';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { systemClock } from '../apps/server/src/clock';
import { loadConfig } from '../apps/server/src/config';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database';
import { seedTeamCatalogue } from '../apps/server/src/teams/catalogue';
import { seedExportChat } from './export-chat';

const HEAVY_MESSAGES = 1_000;
const BURST = 12;
const LEO_AFTER_MS = 100;
const ROUNDS = 3;
/** Bounds every export and the whole run, so a stuck server cannot keep the benchmark alive. */
const EXPORT_TIMEOUT_MS = 300_000;
const RUN_TIMEOUT_MS = 20 * 60_000;

const say = (line = '') => process.stdout.write(`${line}\n`);
const seconds = (ms: number) => (ms / 1000).toFixed(2);

type Answer = { status: number; ms: number; retryAfter: string | null };

async function ask(baseUrl: string, token: string, url: string): Promise<Answer> {
  const began = performance.now();
  const response = await fetch(`${baseUrl}${url}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(EXPORT_TIMEOUT_MS),
  });
  await response.arrayBuffer();
  return {
    status: response.status,
    ms: performance.now() - began,
    retryAfter: response.headers.get('retry-after'),
  };
}

/** "200 × 2 (3.10–6.02 s), 429 × 10 (0.01–0.02 s, Retry-After 5)". */
function summary(answers: readonly Answer[]): string {
  const statuses = [...new Set(answers.map((answer) => answer.status))].sort();
  return statuses
    .map((status) => {
      const times = answers.filter((answer) => answer.status === status).map((answer) => answer.ms);
      const retry = answers.find((answer) => answer.status === status)?.retryAfter;
      const range = `${seconds(Math.min(...times))}–${seconds(Math.max(...times))} s`;
      return `${status} × ${times.length} (${range}${retry === null || retry === undefined ? '' : `, Retry-After ${retry}`})`;
    })
    .join(', ');
}

async function measure(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'brief-bench-export-fairness-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const db = openDatabase(config);
  let app: FastifyInstance | undefined;
  try {
    await migrateToLatest(db);
    await seedTeamCatalogue(db, systemClock);
    app = await buildApp({ config, db, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const nora = await seedExportChat(db, baseUrl, {
      email: `nora.bench@${config.companyDomain}`,
      messages: HEAVY_MESSAGES,
    });
    const leo = await seedExportChat(db, baseUrl, {
      email: `leo.bench@${config.companyDomain}`,
      messages: 2,
    });
    const leoReply = await db
      .selectFrom('messages')
      .select('id')
      .where('chat_id', '=', leo.chatId)
      .where('role', '=', 'assistant')
      .executeTakeFirstOrThrow();
    say(
      `Nora: ${BURST} PDF exports of a ${HEAVY_MESSAGES}-message chat at once; Leo: one reply's PDF ${LEO_AFTER_MS} ms later.`,
    );
    say();
    say("| round | Nora's answers | Leo's answer | Leo's time s |");
    say('| ---: | --- | ---: | ---: |');
    for (let round = 1; round <= ROUNDS; round += 1) {
      const noras = Array.from({ length: BURST }, () =>
        ask(baseUrl, nora.token, exportPaths.chat(nora.userId, nora.chatId, 'pdf')),
      );
      await new Promise((resolve) => setTimeout(resolve, LEO_AFTER_MS));
      const leos = ask(baseUrl, leo.token, exportPaths.message(leo.userId, leo.chatId, leoReply.id, 'pdf'));
      const [leoAnswer, ...noraAnswers] = await Promise.all([leos, ...noras]);
      if (leoAnswer === undefined) throw new Error('no answer for Leo');
      say(`| ${round} | ${summary(noraAnswers)} | ${leoAnswer.status} | ${seconds(leoAnswer.ms)} |`);
    }
  } finally {
    await app?.close();
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const overall = setTimeout(() => {
  process.stderr.write(`The benchmark ran past ${RUN_TIMEOUT_MS / 60_000} minutes; stopping.\n`);
  process.exit(1);
}, RUN_TIMEOUT_MS);
overall.unref();

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
say(`Load average before: ${load()}`);
await measure();
say();
say(`Load average after: ${load()}`);
