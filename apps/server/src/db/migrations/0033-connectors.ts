import type { Kysely } from 'kysely';

/**
 * Connectors: MCP servers admins register (`connectors`), the tools each team's runs may call
 * (`connector_team_tools`) and a customer's values of a connector's declared parameters
 * (`connector_customer_params`).
 *
 * `headers` / `env` are JSON objects from a name to its value encrypted on its own (AES-256-GCM, a random
 * IV each, see connectors/secrets.ts): the database alone never gives a secret away. `args` and `params`
 * (the declared parameters) are JSON arrays. A team's tool row keeps the tool's description and input
 * schema as the server last listed them, so a run offers the tool without reaching the server first.
 * Tool and parameter rows go with their connector, team or customer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('connectors')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('transport', 'text', (col) => col.notNull())
    .addColumn('url', 'text')
    .addColumn('command', 'text')
    .addColumn('args', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('headers', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('env', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('params', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('connector_team_tools')
    .addColumn('connector_id', 'text', (col) => col.notNull().references('connectors.id').onDelete('cascade'))
    .addColumn('agent_id', 'text', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('tool', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('input_schema', 'text', (col) => col.notNull().defaultTo('{}'))
    .addPrimaryKeyConstraint('connector_team_tools_pk', ['connector_id', 'agent_id', 'tool'])
    .execute();
  await db.schema
    .createIndex('connector_team_tools_agent_idx')
    .on('connector_team_tools')
    .column('agent_id')
    .execute();

  await db.schema
    .createTable('connector_customer_params')
    .addColumn('connector_id', 'text', (col) => col.notNull().references('connectors.id').onDelete('cascade'))
    .addColumn('customer_id', 'text', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('params', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('connector_customer_params_pk', ['connector_id', 'customer_id'])
    .execute();
  await db.schema
    .createIndex('connector_customer_params_customer_idx')
    .on('connector_customer_params')
    .column('customer_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('connector_customer_params').execute();
  await db.schema.dropTable('connector_team_tools').execute();
  await db.schema.dropTable('connectors').execute();
}
