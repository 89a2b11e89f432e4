import { sql, type Kysely } from 'kysely';

/**
 * Where each reply stands (stopped, failed…) and its stored versions. The `messages` row always holds
 * the version shown, which is the one sent on to the model, searched and previewed; `message_versions`
 * keeps every version of a regenerated reply (version 1 is the original), and goes with its message.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('messages')
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('done')
        .check(sql`status in ('running', 'done', 'stopped', 'failed', 'interrupted')`),
    )
    .execute();
  await db.schema
    .alterTable('messages')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('messages')
    .addColumn('version_count', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('message_versions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('message_id', 'text', (col) => col.notNull().references('messages.id').onDelete('cascade'))
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('events', 'text')
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('done')
        .check(sql`status in ('running', 'done', 'stopped', 'failed', 'interrupted')`),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('message_versions_message_version_unique', ['message_id', 'version'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('message_versions').execute();
  await db.schema.alterTable('messages').dropColumn('version_count').execute();
  await db.schema.alterTable('messages').dropColumn('version').execute();
  await db.schema.alterTable('messages').dropColumn('status').execute();
}
