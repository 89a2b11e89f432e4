import { sql, type Kysely } from 'kysely';

/**
 * Replies as live, persisted objects. A run is accepted with its user message and its reply's message
 * (status `running`) already stored; while it runs, `text` holds what the model has written so far
 * (flushed every few hundred ms) and `heartbeat_at` says its instance is alive. Any instance can read
 * it, ask it to stop (`stop_requested`), or mark it `interrupted` once its heartbeat is stale. At most
 * one run of a chat is running at a time: the partial unique index is what queues them across instances.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('runs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('chat_id', 'text', (col) => col.notNull().references('chats.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('run', 'regenerate')`))
    .addColumn('message_id', 'text', (col) => col.notNull())
    .addColumn('user_message_id', 'text')
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('running', 'done', 'stopped', 'failed', 'interrupted')`),
    )
    .addColumn('text', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('instance_id', 'text', (col) => col.notNull())
    .addColumn('stop_requested', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('heartbeat_at', 'text', (col) => col.notNull())
    .addColumn('ended_at', 'text')
    .execute();
  await sql`create unique index runs_running_chat_idx on runs (chat_id) where status = 'running'`.execute(db);
  await sql`create index runs_running_heartbeat_idx on runs (heartbeat_at) where status = 'running'`.execute(
    db,
  );
  await sql`create index runs_running_user_idx on runs (user_id) where status = 'running'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('runs').execute();
}
