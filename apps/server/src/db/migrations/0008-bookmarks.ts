import { sql, type Kysely } from 'kysely';

/**
 * Saved replies. A bookmark keeps its own copy of the text, so it outlives the chat it came from (the
 * chat link is then cleared) and an edit that drops the reply. Saving the same reply twice finds the
 * one bookmark: (user, message) is unique where a message is named.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bookmarks')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('chat_id', 'text', (col) => col.references('chats.id').onDelete('set null'))
    .addColumn('message_id', 'text')
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('customer_id', 'text')
    .addColumn('customer_name', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('bookmarks_user_created_idx')
    .on('bookmarks')
    .columns(['user_id', 'created_at desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('bookmarks_user_message_unique')
    .on('bookmarks')
    .columns(['user_id', 'message_id'])
    .unique()
    .where(sql.ref('message_id'), 'is not', null)
    .execute();
  // Deleting a chat sets its bookmarks' chat_id to null; without this index that scans every bookmark.
  await db.schema.createIndex('bookmarks_chat_idx').on('bookmarks').column('chat_id').execute();

  // The dashboard counts a user's messages since the start of their day: by chat, then by time.
  await db.schema
    .createIndex('messages_chat_created_idx')
    .on('messages')
    .columns(['chat_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('messages_chat_created_idx').execute();
  await db.schema.dropTable('bookmarks').execute();
}
