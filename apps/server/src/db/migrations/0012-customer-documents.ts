import type { Kysely } from 'kysely';

/**
 * Files an admin uploads to a customer, whose extracted text the agent loads with the profile. A table
 * of their own rather than `files` with a customer column: a chat file belongs to its uploader (deleted
 * with them, readable only by them, linked to chats and messages), while a document belongs to the
 * customer (deleted with it, read by every user of the team), and mixing the two would make every
 * owner-scoped query of `files` carry an exception. The bytes live in the same file store.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customer_documents')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('customer_id', 'text', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('mime', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('storage_key', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('uploaded_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('customer_documents_customer_idx')
    .on('customer_documents')
    .columns(['customer_id', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('customer_documents').execute();
}
