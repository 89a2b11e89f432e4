import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { systemClock } from './clock';
import { ConfigError, readConfig, type Config } from './config';
import { openDatabase } from './db/database';
import { createLifecycle } from './lifecycle/lifecycle';
import { prepareDatabase } from './lifecycle/prepare-database';
import { listenWhileStarting } from './lifecycle/starting-server';
import { loggerOptions } from './logging';
import type { BootstrapResult } from './users/bootstrap-admin';

const say = (line: string) => process.stdout.write(`${line}\n`);

/** How long closing may take once the drain is over (the event streams end, the database closes). */
const CLOSE_TIMEOUT_MS = 15_000;

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
  const stopStarting = await listenWhileStarting(config.port, config.host);
  say('  Brief is starting: preparing the database…');
  const admin = await prepareDatabase(db, {
    postgres: config.databaseUrl !== undefined,
    clock: systemClock,
    admin: config.admin,
  });

  const lifecycle = createLifecycle();
  const app = await buildApp({
    config,
    db,
    webDistDir: fileURLToPath(new URL('../../web/dist', import.meta.url)),
    logger: loggerOptions(config.logLevel),
    lifecycle,
  });

  // A stop drains first (no new work, running replies finish or are interrupted, indexing handed back),
  // then closes. A second signal does not wait: someone at the terminal pressed Ctrl-C twice.
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) {
      app.log.warn({ signal }, 'stopping now, without waiting for running replies');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal, graceSeconds: config.shutdownGraceMs / 1000 }, 'shutting down');
    // Should closing hang (a connection that never ends), the process still ends.
    setTimeout(() => {
      app.log.error('the server did not close in time; exiting');
      process.exit(1);
    }, config.shutdownGraceMs + CLOSE_TIMEOUT_MS).unref();
    void lifecycle
      .drain()
      .then((failures) => {
        for (const error of failures) app.log.error({ err: error }, 'a step of the shutdown failed');
        return app.close();
      })
      .then(() => db.destroy())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'the server did not close cleanly');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await stopStarting();
  await app.listen({ port: config.port, host: config.host });
  printSignIn(config.publicUrl, admin);
}

main().catch((error: unknown) => {
  process.stderr.write(`Brief could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
