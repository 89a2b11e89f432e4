import { randomUUID } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';

/**
 * A database of its own for one test file or bench: a fresh SQLite file (url undefined: the caller's
 * DATA_DIR), or, when DATABASE_URL is set, a fresh PostgreSQL database created on that server and
 * dropped by `drop`.
 */
export async function scratchDatabaseUrl(
  prefix = 'brief_test',
): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl === undefined || serverUrl === '') return { url: undefined, drop: async () => {} };
  const name = `${prefix}_${randomUUID().replaceAll('-', '')}`;
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: serverUrl, max: 1 }) }),
  });
  await sql`create database ${sql.id(name)}`.execute(admin);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      // An autovacuum worker on the database can refuse the force (a role without pg_signal_backend):
      // it is gone a moment later, so the drop tries again a few times.
      for (let attempt = 1; ; attempt += 1) {
        try {
          await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
          break;
        } catch (error) {
          if (attempt >= 10) throw error;
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
      }
      await admin.destroy();
    },
  };
}
