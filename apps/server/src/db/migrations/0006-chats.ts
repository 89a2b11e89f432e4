import { sql, type Kysely } from 'kysely';

/** Conversations and their messages, indexed for "my chats, newest first" and "this chat in order". */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chats')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('agent_id', 'text', (col) => col.references('agents.id').onDelete('set null'))
    .addColumn('app_name', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('favorite', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('customer_id', 'text')
    .addColumn('customer_name', 'text')
    .addColumn('specialists', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('message_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('preview', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_update_time', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('chats_user_updated_idx')
    .on('chats')
    .columns(['user_id', 'last_update_time desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('chats_user_favorite_updated_idx')
    .on('chats')
    .columns(['user_id', 'favorite', 'last_update_time desc'])
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('chat_id', 'text', (col) => col.notNull().references('chats.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('user', 'assistant', 'system')`))
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('events', 'text')
    .addColumn('input_tokens', 'integer')
    .addColumn('output_tokens', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('messages_chat_seq_unique', ['chat_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('messages').execute();
  await db.schema.dropTable('chats').execute();
}
