/**
 * The outside attacks on the sign-in limit, replayed over HTTP against the real server (SQLite in a
 * temporary folder, or the PostgreSQL of DATABASE_URL). First, guesses for one e-mail sent all at once,
 * each from its own address, with the right password among them and after them: how many guesses were
 * checked (answered 401), how many refused (429), whether the right password got in, and how many audit
 * entries the burst left. Then one office behind one address: guesses for one colleague's account, then
 * for many accounts, and who still signs in (a colleague who never failed; the owner on a browser that
 * signed in before, holding its device cookie; a new browser).
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

  /** A browser: the address it signs in from and the cookies it keeps. */
  type Browser = { address: string; cookies: Map<string, string> };
  const browserAt = (at: string): Browser => ({ address: at, cookies: new Map() });
  const signIn = async (browser: Browser, email: string, password: string) => {
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': browser.address,
        ...(cookie === '' ? {} : { cookie }),
      },
      body: JSON.stringify({ email, password }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      browser.cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
    const body = (await response.json()) as { notice?: { code: string } };
    return { status: response.status, retryAfter: response.headers.get('retry-after'), notice: body.notice };
  };
  const wrongAtOnce = async (email: string, at: string, times: number) =>
    (
      await Promise.all(
        Array.from({ length: times }, (_, index) => signIn(browserAt(at), email, `wrong-${index}`)),
      )
    ).map((answer) => answer.status);
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

  /** The issue's figures: an office behind one address, and the accounts guessed from it. */
  async function officeBehindOneAddress(): Promise<void> {
    const [office, home, otherOffice] = ['192.0.2.1', '198.51.100.1', '192.0.2.2'];
    const a = `office-a@${config.companyDomain}`;
    const b = `office-b@${config.companyDomain}`;
    const c = `office-c@${config.companyDomain}`;
    for (const email of [a, b, c]) await addUser(email);
    const ownerBrowser = browserAt(home);
    await signIn(ownerBrowser, a, PASSWORD);
    const colleagueBrowser = browserAt(otherOffice);
    await signIn(colleagueBrowser, c, PASSWORD);

    const burst = await wrongAtOnce(a, office, 60);
    const colleague = await signIn(browserAt(office), b, PASSWORD);
    ownerBrowser.address = office;
    const owner = await signIn(ownerBrowser, a, PASSWORD);
    const stranger = await signIn(browserAt(office), a, PASSWORD);

    const spray: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const victim = `sprayed-${index}@${config.companyDomain}`;
      await addUser(victim);
      spray.push(...(await wrongAtOnce(victim, otherOffice, 5)));
    }
    const withoutCookie = await signIn(browserAt(otherOffice), c, PASSWORD);
    const withCookie = await signIn(colleagueBrowser, c, PASSWORD);

    const answer = (step: { status: number; retryAfter: string | null; notice?: { code: string } }) =>
      `${step.status}${step.retryAfter === null ? '' : `, Retry-After ${step.retryAfter} s`}${
        step.notice === undefined ? '' : `, notice ${step.notice.code}`
      }`;
    say();
    say('One office behind one address (X-Forwarded-For), each guess from a new browser:');
    say();
    say('| step | answer |');
    say('|---|---|');
    say(
      `| 60 wrong for A at once from the office | ${count(burst, 401)} checked, ${count(burst, 429)} × 429 |`,
    );
    say(`| then B (never failed) from the office, no cookie | ${answer(colleague)} |`);
    say(`| A on the browser she signed in with before | ${answer(owner)} |`);
    say(`| A from a new browser | ${answer(stranger)} |`);
    say(
      `| 5 accounts × 5 wrong from another address | ${count(spray, 401)} checked, ${count(spray, 429)} × 429 |`,
    );
    say(`| then C from there without a device cookie | ${answer(withoutCookie)} |`);
    say(`| C from there with its device cookie | ${answer(withCookie)} |`);
  }

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

    await officeBehindOneAddress();
  } finally {
    await app.close();
    await db.destroy();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
