import { sql, type Kysely } from 'kysely';

/** Each chat keeps its latest message, cut, so the dashboard's recent list reads no messages. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('chats')
    .addColumn('last_message', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await sql`update chats set last_message = coalesce((select substr(m.content, 1, 200) from messages m where m.chat_id = chats.id order by m.seq desc limit 1), '')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chats').dropColumn('last_message').execute();
}
