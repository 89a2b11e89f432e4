import { sql, type Kysely } from 'kysely';

/**
 * Monthly budgets, in micro-units (1e-6) of the price list's currency, as prices are: 0.10 is 100000.
 * One row per budget: `scope` 'customer' (customer_id set), 'team' (agent_id set) or 'user' (user_id set
 * for one person's own budget; all three null for the default every person without their own has).
 * A budget goes with its customer, team or person. One budget per scope and subject: the unique index
 * reads a null subject (the default per person) as ''.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('budgets')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('customer_id', 'text', (col) => col.references('customers.id').onDelete('cascade'))
    .addColumn('agent_id', 'text', (col) => col.references('agents.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('monthly_micro', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('budgets_subject_idx')
    .on('budgets')
    .unique()
    .expression(sql`scope, coalesce(customer_id, agent_id, user_id, '')`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('budgets').execute();
}
