import type { Kysely } from 'kysely';

/**
 * Per-user limits on what costs money or room: every run or regenerate accepted (`run`, amount 1) and
 * every upload accepted (`upload`, amount in bytes) is one row. A limit counts a user's rows of a kind
 * inside its sliding window (the last 60 s of runs, the last 24 h of uploads) in the database, so every
 * instance sees the same count. Rows stay when what they counted is deleted: deleting a file does not
 * give its bytes back. Rows older than the longest window are removed as the user's next use is taken.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('usage_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('usage_events_user_kind_at_idx')
    .on('usage_events')
    .columns(['user_id', 'kind', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('usage_events').execute();
}
