import { sql, type Kysely } from 'kysely';

/**
 * Read-only shares of a chat inside the company: with a named colleague (`user`) or with everyone who has
 * one of the owner's teams (`team`). No anonymous links. A share goes with its chat. A chat continued
 * from a shared one says which (`copied_from_chat_id`, kept when the original is gone).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_shares')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('chat_id', 'text', (col) => col.notNull().references('chats.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('user', 'team')`))
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('team_id', 'text', (col) => col.references('agents.id').onDelete('cascade'))
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint(
      'chat_shares_target_check',
      sql`(kind = 'user' and user_id is not null and team_id is null) or (kind = 'team' and team_id is not null and user_id is null)`,
    )
    .execute();
  await sql`create unique index chat_shares_user_idx on chat_shares (user_id, chat_id) where kind = 'user'`.execute(
    db,
  );
  await sql`create unique index chat_shares_team_idx on chat_shares (team_id, chat_id) where kind = 'team'`.execute(
    db,
  );
  await db.schema.createIndex('chat_shares_chat_idx').on('chat_shares').column('chat_id').execute();
  await db.schema.alterTable('chats').addColumn('copied_from_chat_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chats').dropColumn('copied_from_chat_id').execute();
  await db.schema.dropTable('chat_shares').execute();
}
