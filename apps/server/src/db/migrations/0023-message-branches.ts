import type { Kysely } from 'kysely';

/**
 * Branches of a chat instead of destroyed history. Editing a user message stores the edit as a new
 * version of it and parks the version it replaces, with every message that followed it, in
 * `message_branches`; showing another version swaps the branches back. The `messages` table keeps
 * holding only the branch shown, so search, counts, previews, exports and shares follow it unchanged.
 * `messages.version_group` names the versions of one user message: the first version's id (null for a
 * message never edited, whose group is its own id).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('messages').addColumn('version_group', 'text').execute();
  await db.schema
    .createTable('message_branches')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('chat_id', 'text', (col) => col.notNull().references('chats.id').onDelete('cascade'))
    // No foreign key: the version shown may itself be parked in an earlier message's branch.
    .addColumn('version_group', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('branch', 'text', (col) => col.notNull())
    .addColumn('parked_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('message_branches_group_version_unique', ['version_group', 'version'])
    .execute();
  await db.schema.createIndex('message_branches_chat_idx').on('message_branches').column('chat_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('message_branches').execute();
  await db.schema.alterTable('messages').dropColumn('version_group').execute();
}
