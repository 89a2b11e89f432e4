import type { Kysely } from 'kysely';

/**
 * Retention: a team may keep its chats only so many days after they were last touched
 * (`agents.retention_days`, null: forever), except the chats of people on legal hold
 * (`users.legal_hold`). The daily sweep that deletes the rest runs on one instance at a time: it holds
 * a lease in `leases` (a row per job, taken by an update that only succeeds once the lease has run out,
 * the same on SQLite and PostgreSQL). An index on (team, last update) finds a team's old chats.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('agents').addColumn('retention_days', 'integer').execute();
  await db.schema
    .alterTable('users')
    .addColumn('legal_hold', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('leases')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('holder', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('chats_agent_last_update_idx')
    .on('chats')
    .columns(['agent_id', 'last_update_time'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('chats_agent_last_update_idx').execute();
  await db.schema.dropTable('leases').execute();
  await db.schema.alterTable('users').dropColumn('legal_hold').execute();
  await db.schema.alterTable('agents').dropColumn('retention_days').execute();
}
