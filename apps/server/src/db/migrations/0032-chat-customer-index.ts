import type { Kysely } from 'kysely';

/**
 * The customer page lists a user's chats about one customer, newest first: a chat names its customer by
 * its team and the customer's name, so the index is the user's chats by (team, customer name, last
 * update, id) — the same keyset the library pages by.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('chats_user_customer_updated_idx')
    .on('chats')
    .columns(['user_id', 'agent_id', 'customer_name', 'last_update_time desc', 'id desc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('chats_user_customer_updated_idx').execute();
}
