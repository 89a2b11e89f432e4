/**
 * How long a 1,000-message chat takes to export as PDF, Word and Markdown, and whether the server keeps
 * answering everyone else meanwhile. The real app (SQLite in a temporary folder) listens on 127.0.0.1;
 * the chat is written straight into the database (a question, then a markdown reply with headings, a
 * nested list, a table, a quote, code and Spanish text, 500 times). Each export is asked for twice (the
 * first one also starts a worker thread) while this process asks for /api/health every 50 ms.
 * Run with `npm run bench:export`; it ends by itself.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ExportFormat } from '@brief/contract/exports';
import { exportContentTypes, exportPaths } from '@brief/contract/exports';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { systemClock } from '../apps/server/src/clock';
import { loadConfig } from '../apps/server/src/config';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database';
import { seedTeamCatalogue } from '../apps/server/src/teams/catalogue';
import { seedExportChat, type SeededChat } from './export-chat';
import { percentile } from './generate-library';

const MESSAGES = 1_000;
const HEALTH_EVERY_MS = 50;
const ROUNDS = 2;
const FORMATS: ExportFormat[] = ['pdf', 'docx', 'md'];
/** Bounds every export and the whole run, so a stuck server cannot keep the benchmark alive. */
const EXPORT_TIMEOUT_MS = 120_000;
const RUN_TIMEOUT_MS = 10 * 60_000;

const say = (line = '') => process.stdout.write(`${line}\n`);

type Outcome = {
  format: ExportFormat;
  round: number;
  status: number;
  ms: number;
  bytes: number;
  health: number[];
  healthFailures: number;
};

async function exportOnce(
  baseUrl: string,
  seeded: SeededChat,
  format: ExportFormat,
  round: number,
): Promise<Outcome> {
  let exporting = true;
  const health: number[] = [];
  let healthFailures = 0;
  const polling = (async () => {
    while (exporting) {
      const began = performance.now();
      try {
        const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(10_000) });
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
  const answer = await fetch(`${baseUrl}${exportPaths.chat(seeded.userId, seeded.chatId, format)}`, {
    headers: { authorization: `Bearer ${seeded.token}` },
    signal: AbortSignal.timeout(EXPORT_TIMEOUT_MS),
  })
    .then(async (response) => ({
      // A 200 of the wrong type counts as a failure (shown negative).
      status:
        response.headers.get('content-type') === exportContentTypes[format]
          ? response.status
          : -response.status,
      bytes: (await response.arrayBuffer()).byteLength,
    }))
    .finally(() => {
      exporting = false;
    });
  const ms = performance.now() - began;
  await polling;
  return { format, round, ...answer, ms, health, healthFailures };
}

async function measure(): Promise<Outcome[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'brief-bench-export-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const db = openDatabase(config);
  let app: FastifyInstance | undefined;
  try {
    await migrateToLatest(db);
    await seedTeamCatalogue(db, systemClock);
    app = await buildApp({ config, db, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const seeded = await seedExportChat(db, baseUrl, {
      email: `exports.bench@${config.companyDomain}`,
      messages: MESSAGES,
    });
    say(
      `A ${MESSAGES}-message chat against ${baseUrl}; /api/health every ${HEALTH_EVERY_MS} ms during each export.`,
    );
    const outcomes: Outcome[] = [];
    for (const format of FORMATS) {
      for (let round = 1; round <= ROUNDS; round += 1) {
        const outcome = await exportOnce(baseUrl, seeded, format, round);
        outcomes.push(outcome);
        say(`  ${format} #${round}: ${outcome.status}, ${(outcome.ms / 1000).toFixed(2)} s`);
      }
    }
    return outcomes;
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

const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

say(`Load average before: ${load()}`);
const outcomes = await measure();
say();
say('| format | round | answer | export time s | document size | health answers | health p50 / max ms |');
say('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const outcome of outcomes) {
  const size =
    outcome.bytes >= 1024 * 1024
      ? `${fixed(outcome.bytes / 1024 / 1024, 2)} MB`
      : `${fixed(outcome.bytes / 1024, 0)} KB`;
  say(
    `| ${outcome.format} | ${outcome.round} | ${outcome.status} | ${fixed(outcome.ms / 1000, 2)} | ${size} | ${outcome.health.length}${outcome.healthFailures > 0 ? ` (${outcome.healthFailures} failed)` : ''} | ${fixed(percentile(outcome.health, 50))} / ${fixed(Math.max(...outcome.health))} |`,
  );
}
say();
say(`Load average after: ${load()}`);
