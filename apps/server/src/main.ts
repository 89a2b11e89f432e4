import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { systemClock } from './clock';
import { ConfigError, readConfig, type Config } from './config';
import { migrateToLatest, openDatabase } from './db/database';
import { loggerOptions } from './logging';
import { seedTeamCatalogue } from './teams/catalogue';
import { ensureBootstrapAdmin, type BootstrapResult } from './users/bootstrap-admin';
import { createUsersRepo } from './users/repo';

const say = (line: string) => process.stdout.write(`${line}\n`);

function loadConfigOrExit(): Config {
  try {
    return readConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

function printSignIn(url: string, admin: BootstrapResult): void {
  say('');
  say(`  Brief is running at ${url}`);
  if (admin.outcome === 'created' && admin.generatedPassword !== undefined) {
    say('');
    say('  An admin account was created. Sign in with:');
    say(`    e-mail:   ${admin.email}`);
    say(`    password: ${admin.generatedPassword}`);
    say('  This password is shown only once. Set ADMIN_PASSWORD to choose your own.');
  } else {
    say(
      `  Admin account: ${admin.email}${admin.outcome === 'updated' ? ' (password from ADMIN_PASSWORD)' : ''}`,
    );
  }
  say('');
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const db = openDatabase(config);
  await migrateToLatest(db);
  await seedTeamCatalogue(db, systemClock);
  const admin = await ensureBootstrapAdmin(createUsersRepo(db), systemClock, config.admin);

  const app = await buildApp({
    config,
    db,
    webDistDir: fileURLToPath(new URL('../../web/dist', import.meta.url)),
    logger: loggerOptions(config.logLevel),
  });

  const shutdown = (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    void app
      .close()
      .then(() => db.destroy())
      .finally(() => process.exit(0));
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  printSignIn(config.publicUrl, admin);
}

main().catch((error: unknown) => {
  process.stderr.write(`Brief could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
