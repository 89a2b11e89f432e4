import { sql, type Kysely } from 'kysely';

/**
 * Two things that make sign-in hold under attack.
 *
 * `login_limits` replaces the one-row-per-failure table: one counter per key (an e-mail or a client
 * address) that an attempt increments in a single upsert *before* its password is checked, so parallel
 * guesses cannot all read "4 failures so far" and all go ahead.
 *
 * `users.credential_version` goes into every token; bumping it (password reset, disable, admin flag,
 * "sign out everywhere") ends every token issued before, renewed ones included.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('window_started_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('login_limits_window_idx')
    .on('login_limits')
    .column('window_started_at')
    .execute();
  await db.schema.dropTable('login_failures').execute();

  await db.schema
    .alterTable('users')
    .addColumn('credential_version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('credential_version').execute();
  await db.schema.dropTable('login_limits').execute();
  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await sql`create index login_failures_key_time_idx on login_failures (key, created_at)`.execute(db);
}
