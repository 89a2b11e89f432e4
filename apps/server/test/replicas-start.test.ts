import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { STARTUP_LOCK } from '../src/lifecycle/prepare-database';
import { seedTeams } from '../src/teams/catalogue';
import { freePort } from './free-port';
import { scratchDatabaseUrl } from './scratch-database';
import { startServerProcess, type ServerProcess } from './server-process';

/**
 * Two replicas of the server (src/main.ts, each in a process of its own) started at the same moment on
 * one empty PostgreSQL database, as a deployment's first start does. Listed only when DATABASE_URL is
 * given (vitest.config.ts): SQLite is one process.
 */

const ADMIN_EMAIL = 'admin@brief.test';
const dataDir = mkdtempSync(path.join(tmpdir(), 'brief-replicas-'));
const database = await scratchDatabaseUrl();
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await Promise.all(servers.map((server) => server.exited));
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('two replicas starting at once on one empty database', () => {
  it('both start: one prepares the database while the other waits, and there is one admin', async () => {
    if (database.url === undefined) throw new Error('this test needs DATABASE_URL');
    const env = { DATA_DIR: dataDir, DATABASE_URL: database.url, ADMIN_EMAIL };
    const [portA, portB] = [await freePort(), await freePort()];
    servers.push(...(await Promise.all([startServerProcess(portA, env), startServerProcess(portB, env)])));

    for (const server of servers) {
      const ready = await fetch(`${server.origin}/api/ready`);
      expect(ready.status, server.output()).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready' });
    }
    // The generated password is printed once, by the instance that created the account.
    expect(servers.filter((server) => server.output().includes('password:'))).toHaveLength(1);

    const db = openDatabase({ databaseUrl: database.url, dataDir });
    try {
      const admins = await db
        .selectFrom('users')
        .select('is_admin')
        .where('email', '=', ADMIN_EMAIL)
        .execute();
      expect(admins).toEqual([{ is_admin: 1 }]);
      const teams = await db.selectFrom('agents').select('id').execute();
      expect(teams).toHaveLength(seedTeams.length);
    } finally {
      await db.destroy();
    }

    for (const server of servers) server.child.kill('SIGTERM');
    expect(await Promise.all(servers.map((server) => server.exited))).toEqual([0, 0]);
  }, 120_000);

  it('answers 503 on /api/ready while it waits for the database, then 200', async () => {
    if (database.url === undefined) throw new Error('this test needs DATABASE_URL');
    // This test plays the other replica, the one preparing the database: it holds the startup lock.
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock($1::bigint)', [STARTUP_LOCK]);
      const server = await startServerProcess(
        await freePort(),
        { DATA_DIR: dataDir, DATABASE_URL: database.url, ADMIN_EMAIL },
        { until: 'starting' },
      );
      servers.push(server);
      const waiting = await fetch(`${server.origin}/api/ready`);
      expect(waiting.status).toBe(503);
      expect(waiting.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(((await waiting.json()) as { error: { code: string } }).error.code).toBe('unavailable');

      await other.query('select pg_advisory_unlock($1::bigint)', [STARTUP_LOCK]);
      let status = 0;
      for (let attempt = 0; attempt < 600 && status !== 200; attempt += 1) {
        status = await fetch(`${server.origin}/api/ready`).then(
          (response) => response.status,
          () => 0,
        );
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status, server.output()).toBe(200);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      await other.end();
    }
  }, 120_000);
});
