import type { Kysely } from 'kysely';

/**
 * Who signed in (or failed to), and who created, changed or deleted whom or what. Append-only: no
 * route and no repo updates or deletes a row of this table, ever; the audit repo only inserts and
 * reads. Actor and target are plain text, not foreign keys, so an entry outlives what it names.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('actor_user_id', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target_type', 'text')
    .addColumn('target_id', 'text')
    // A JSON object as text, or null.
    .addColumn('detail', 'text')
    .addColumn('ip', 'text')
    .execute();
  // The log is read newest first, all of it or one action at a time.
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').columns(['at desc', 'id desc']).execute();
  await db.schema
    .createIndex('audit_log_action_at_idx')
    .on('audit_log')
    .columns(['action', 'at desc', 'id desc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
