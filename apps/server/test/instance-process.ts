/**
 * One more server instance in a process of its own, over the database the environment names (DATA_DIR's
 * SQLite file, or DATABASE_URL): what a test kills with SIGKILL mid-reply. It writes the built-in model's
 * replies slowly (INSTANCE_WORD_DELAY_MS), keeps the tests' time (INSTANCE_NOW) and prints `{"port":…}` once it listens on 127.0.0.1.
 */
import { buildApp } from '../src/app';
import { createBuiltinModel } from '../src/agents/builtin-model';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';

const config = loadConfig(process.env);
// The tests' clock stands still at their date (their tokens are dated by it); INSTANCE_NOW says where.
const frozen = process.env.INSTANCE_NOW === undefined ? undefined : new Date(process.env.INSTANCE_NOW);
const db = openDatabase(config);
const app = await buildApp({
  config,
  db,
  model: createBuiltinModel({ wordDelayMs: Number(process.env.INSTANCE_WORD_DELAY_MS ?? '40') }),
  webDistDir: null,
  ...(frozen === undefined ? {} : { clock: { now: () => frozen } }),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('the instance has no port');
process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);
