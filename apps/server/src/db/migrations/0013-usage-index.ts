import type { Kysely } from 'kysely';

/** The admin's usage report reads every chat's messages of the last days: by time, not by chat. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('messages_created_idx').on('messages').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('messages_created_idx').execute();
}
