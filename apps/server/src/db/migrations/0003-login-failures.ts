import type { Kysely } from 'kysely';

/**
 * Failed sign-ins, one row each, keyed by e-mail or client address. Kept in the database rather than in
 * memory so every instance behind a load balancer counts the same attempts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_key_time_idx')
    .on('login_failures')
    .columns(['key', 'created_at'])
    .execute();
  await db.schema.createIndex('login_failures_time_idx').on('login_failures').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_failures').execute();
}
