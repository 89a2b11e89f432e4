import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import { watchDatabasePool } from '../observability/metrics';
import { traceSqliteQuery } from '../observability/spans';
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
    watchDatabasePool(pool);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  mkdirSync(target.dataDir, { recursive: true });
  const file = new SQLite(path.join(target.dataDir, 'brief.db'));
  file.pragma('journal_mode = WAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  file.pragma('synchronous = NORMAL');
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(file) }),
    // Each query a span when tracing is on (PostgreSQL's come from its instrumentation).
    log: traceSqliteQuery,
  });
}

/** Prepared statements kept, by their SQL: the app's queries are a few hundred shapes. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The database with its prepared statements kept and reused (Kysely prepares every query afresh: in a
 * burst of 50 chat starts, preparing took a twentieth of the server's time). Safe because every query
 * runs to its end synchronously (better-sqlite3) before the next one starts; nothing here iterates a
 * statement lazily (Kysely's streamQuery, which would, is not used).
 */
function withStatementCache(database: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement === undefined) {
        statement = database.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
        statements.set(sql, statement);
      }
      return statement;
    },
  };
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
