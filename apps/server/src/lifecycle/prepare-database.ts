import { sql } from 'kysely';
import type { Clock } from '../clock';
import { migrateToLatest, type Db } from '../db/database';
import { seedTeamCatalogue } from '../teams/catalogue';
import { ensureBootstrapAdmin, type BootstrapResult } from '../users/bootstrap-admin';
import { createUsersRepo } from '../users/repo';

/** The PostgreSQL advisory lock instances take to prepare the database, one at a time (any fixed number). */
export const STARTUP_LOCK = 7_301_964_021;

/**
 * Brings the database up to date before the instance serves: migrations, the seeded team catalogue and
 * the bootstrap admin. Replicas starting together on one PostgreSQL database take turns under an advisory
 * lock, so one migrates and seeds while the others wait, then find it all done. The lock is held on a
 * connection of its own (a session lock ends with it, should the process die). SQLite is one process.
 */
export async function prepareDatabase(
  db: Db,
  options: { postgres: boolean; clock: Clock; admin: { email: string; password: string | undefined } },
): Promise<BootstrapResult> {
  const prepare = async () => {
    await migrateToLatest(db);
    await seedTeamCatalogue(db, options.clock);
    return ensureBootstrapAdmin(createUsersRepo(db), options.clock, options.admin);
  };
  if (!options.postgres) return prepare();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK}::bigint)`.execute(connection);
    try {
      return await prepare();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK}::bigint)`.execute(connection);
    }
  });
}
