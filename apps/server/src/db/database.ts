import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export type DatabaseTarget = { databaseUrl: string | undefined; dataDir: string };

/** Opens SQLite under DATA_DIR (WAL) or PostgreSQL when DATABASE_URL is set. Same Kysely code for both. */
export function openDatabase(target: DatabaseTarget): Db {
  if (target.databaseUrl !== undefined) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 10 });
    // An idle connection the server closed (restart, failover) is replaced by the pool on next use;
    // unhandled, its error event would end the process.
    pool.on('error', (error) => process.stderr.write(`database connection lost: ${error.message}\n`));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  mkdirSync(target.dataDir, { recursive: true });
  const file = new SQLite(path.join(target.dataDir, 'brief.db'));
  file.pragma('journal_mode = WAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  file.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
}

/** Runs every pending migration; throws the first failure. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error } = await migrator.migrateToLatest();
  if (error !== undefined)
    throw error instanceof Error ? error : new Error('Migration failed', { cause: error });
}

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/** True when an insert broke a unique constraint, on either database. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = error.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
