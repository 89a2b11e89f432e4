/**
 * The outside attack on the sign-in limit, replayed: guesses for one e-mail sent all at once over HTTP to
 * the real server (SQLite in a temporary folder, or the PostgreSQL of DATABASE_URL), and the right
 * password sent with them and after them. Reports how many guesses were checked (answered 401), how
 * many were refused (429), whether the right password got in, and how many audit entries the burst left.
 * Run with `npm run bench:login-burst`; it listens on 127.0.0.1 only and ends by itself.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { hashPassword } from '../apps/server/src/auth/passwords';
import { systemClock } from '../apps/server/src/clock';
import { loadConfig } from '../apps/server/src/config';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database';
import { newId } from '../apps/server/src/ids';
import { seedTeamCatalogue } from '../apps/server/src/teams/catalogue';
import { scratchDatabaseUrl } from '../apps/server/test/scratch-database';

const PASSWORD = 'bench-password-1';
const say = (line = '') => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'brief-bench-burst-'));
  const database = await scratchDatabaseUrl('brief_bench');
  const config = loadConfig({
    DATA_DIR: dataDir,
    // Every guess comes from its own address (X-Forwarded-For), so only the per-e-mail limit is in play.
    TRUST_PROXY: 'true',
    ...(database.url === undefined ? {} : { DATABASE_URL: database.url }),
  });
  const db = openDatabase(config);
  await migrateToLatest(db);
  await seedTeamCatalogue(db, systemClock);
  const app = await buildApp({ config, db, webDistDir: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const addUser = async (email: string) => {
    await db
      .insertInto('users')
      .values({
        id: newId(),
        email,
        name: email.split('@')[0] ?? email,
        picture: null,
        password_hash: await hashPassword(PASSWORD),
        auth_provider: 'password',
        is_admin: 0,
        disabled_at: null,
        created_at: new Date().toISOString(),
        last_login_at: null,
      })
      .execute();
  };
  let address = 0;
  const login = async (email: string, password: string): Promise<number> => {
    address += 1;
    const response = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
      },
      body: JSON.stringify({ email, password }),
    });
    await response.arrayBuffer();
    return response.status;
  };
  const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;
  const auditedFailures = async (email: string) =>
    Number(
      (
        await db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('actor_email', '=', email)
          .where('action', '=', 'sign_in.failed')
          .executeTakeFirstOrThrow()
      ).n,
    );

  try {
    say(
      `Sign-in bursts on ${database.url === undefined ? 'SQLite' : 'PostgreSQL'} (limit: 5 per e-mail in 15 min)`,
    );
    say();
    say('| burst | 401 (checked) | 429 (refused) | other | right password | audit entries |');
    say('|---|---|---|---|---|---|');

    // The attack as found: 100 at once, the 100th with the right password.
    const first = `burst-a@${config.companyDomain}`;
    await addUser(first);
    const attack = await Promise.all(
      Array.from({ length: 100 }, (_, index) => login(first, index === 99 ? PASSWORD : `wrong-${index}`)),
    );
    say(
      `| 99 wrong + the right one last, all at once | ${count(attack, 401)} | ${count(attack, 429)} | ${
        attack.length - count(attack, 401) - count(attack, 429) - count(attack, 200)
      } | ${attack[99] === 200 ? 'signed in' : `refused (${attack[99]})`} | ${await auditedFailures(first)} |`,
    );

    // The issue's check: 60 wrong at once, then the right password after them.
    const second = `burst-b@${config.companyDomain}`;
    await addUser(second);
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, index) => login(second, `wrong-${index}`)),
    );
    const after = await login(second, PASSWORD);
    say(
      `| 60 wrong at once, then the right one | ${count(burst, 401)} | ${count(burst, 429)} | ${
        burst.length - count(burst, 401) - count(burst, 429)
      } | ${after === 200 ? 'signed in' : `refused (${after})`} | ${await auditedFailures(second)} |`,
    );
  } finally {
    await app.close();
    await db.destroy();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
