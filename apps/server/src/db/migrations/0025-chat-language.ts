import type { Kysely } from 'kysely';

/**
 * The language a chat's replies were last written in ('en' or 'es'), stored with every run. Until the
 * user has typed something whose language is clear, it is the chat's language: a new chat whose first,
 * automatic message was answered in Spanish offers its follow-ups and title in Spanish too. Null for
 * chats no reply has been written in since.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chats').addColumn('language', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chats').dropColumn('language').execute();
}
