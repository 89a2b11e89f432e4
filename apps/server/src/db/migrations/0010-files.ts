import { sql, type Kysely } from 'kysely';

/**
 * Uploaded files. The bytes live in the file store under `storage_key`; the row keeps what the API and
 * the model need (name, type, kind, extracted text). A file belongs to its uploader; the chat and the
 * message it went out with are links that are cleared, not cascaded, when those are deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('files')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('chat_id', 'text', (col) => col.references('chats.id').onDelete('set null'))
    .addColumn('message_id', 'text', (col) => col.references('messages.id').onDelete('set null'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('mime', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('text', 'image', 'binary')`))
    .addColumn('storage_key', 'text', (col) => col.notNull())
    .addColumn('text', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('files_user_created_idx')
    .on('files')
    .columns(['user_id', 'created_at desc'])
    .execute();
  // Deleting a chat or a message clears these links; without the indexes that scans every file.
  await db.schema.createIndex('files_chat_idx').on('files').column('chat_id').execute();
  await db.schema.createIndex('files_message_idx').on('files').column('message_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('files').execute();
}
