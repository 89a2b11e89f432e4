import type { Kysely } from 'kysely';

/** What each team knows: its customers (with the profile the agent loads) and its ordered specialists. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customers')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('agent_id', 'text', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('profile', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('customers_agent_name_unique', ['agent_id', 'name'])
    .execute();

  await db.schema
    .createTable('specialists')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('agent_id', 'text', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('instructions', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('specialists_agent_name_unique', ['agent_id', 'name'])
    .execute();
  await db.schema
    .createIndex('specialists_agent_position_idx')
    .on('specialists')
    .columns(['agent_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('specialists').execute();
  await db.schema.dropTable('customers').execute();
}
