import type { Kysely } from 'kysely';

/** Teams (the API's consulting agents) and which of them each user may use. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('agents')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('app_name', 'text', (col) => col.notNull().unique())
    .addColumn('instructions', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('user_agents')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('agent_id', 'text', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_agents_pk', ['user_id', 'agent_id'])
    .execute();
  await db.schema.createIndex('user_agents_agent_idx').on('user_agents').column('agent_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_agents').execute();
  await db.schema.dropTable('agents').execute();
}
