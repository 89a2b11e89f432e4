import type { Kysely } from 'kysely';

/**
 * What AI costs. `model_prices` is the admin's price list, per provider and model, in micro-units of the
 * list's currency (kept in `settings` under `prices.currency`, EUR until an admin picks another) per
 * million tokens: 2.50 a million is 2500000. Brief ships no rows; a model without one costs "no price".
 *
 * `model_calls` has one row per model call a run or the product makes (a reply's each step, follow-ups,
 * titles, embeddings), with the tokens the provider reported (or an estimate, marked),
 * and its cost computed once at the time with the price then in force, in nano-units (1e-9) of the
 * currency then in force: a price change never touches a stored cost, and sums of integers never drift.
 * `cost_nano` null is "no price". Who, which chat, team, customer and run are plain ids, not foreign
 * keys: money spent stays spent when what it was spent on is deleted. The indexes serve the reports and
 * the budgets, which read a time range of one customer, team or user, or of everyone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('model_prices')
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('model', 'text', (col) => col.notNull())
    .addColumn('input_micro', 'bigint', (col) => col.notNull())
    .addColumn('output_micro', 'bigint', (col) => col.notNull())
    .addColumn('cached_input_micro', 'bigint')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('model_prices_pk', ['provider', 'model'])
    .execute();

  await db.schema
    .createTable('model_calls')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('model', 'text', (col) => col.notNull())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('input_tokens', 'bigint', (col) => col.notNull())
    .addColumn('output_tokens', 'bigint', (col) => col.notNull())
    .addColumn('cached_input_tokens', 'bigint', (col) => col.notNull())
    .addColumn('estimated', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('cost_nano', 'bigint')
    .addColumn('user_id', 'text')
    .addColumn('chat_id', 'text')
    .addColumn('team_id', 'text')
    .addColumn('customer_id', 'text')
    .addColumn('run_id', 'text')
    .execute();
  await db.schema.createIndex('model_calls_at_idx').on('model_calls').column('at').execute();
  await db.schema
    .createIndex('model_calls_customer_at_idx')
    .on('model_calls')
    .columns(['customer_id', 'at'])
    .execute();
  await db.schema
    .createIndex('model_calls_team_at_idx')
    .on('model_calls')
    .columns(['team_id', 'at'])
    .execute();
  await db.schema
    .createIndex('model_calls_user_at_idx')
    .on('model_calls')
    .columns(['user_id', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('model_calls').execute();
  await db.schema.dropTable('model_prices').execute();
}
