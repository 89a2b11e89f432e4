import { sql, type Kysely } from 'kysely';

/**
 * A customer's memory: facts its team proposes and a lead or an admin reviews. A fact goes with its
 * customer. It outlives the people who proposed or reviewed it (their ids become null, the names kept
 * beside them still say who), because a fact is the team's knowledge, not its proposer's data; and it
 * outlives the chat it came from (`chat_id` and `message_id` are plain text: once the chat is deleted they
 * name nothing, which readers treat like a chat they may not read). Nothing is deleted by a review: a
 * fact no longer true is `retired`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customer_memory')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('customer_id', 'text', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('proposed', 'approved', 'rejected', 'retired')`),
    )
    .addColumn('proposed_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('proposed_by_name', 'text', (col) => col.notNull())
    .addColumn('proposed_at', 'text', (col) => col.notNull())
    .addColumn('chat_id', 'text')
    .addColumn('message_id', 'text')
    .addColumn('reviewed_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('reviewed_by_name', 'text')
    .addColumn('reviewed_at', 'text')
    .addColumn('reason', 'text')
    .execute();
  // A customer's facts of one status, newest first (the review queue, the approved facts for the model).
  await db.schema
    .createIndex('customer_memory_customer_status_idx')
    .on('customer_memory')
    .columns(['customer_id', 'status', 'proposed_at desc', 'id desc'])
    .execute();
  // All of a customer's facts, newest first (the lead's list without a status).
  await db.schema
    .createIndex('customer_memory_customer_idx')
    .on('customer_memory')
    .columns(['customer_id', 'proposed_at desc', 'id desc'])
    .execute();
  // A person's own proposals; and the foreign keys' set null when a person is deleted.
  await db.schema
    .createIndex('customer_memory_proposer_idx')
    .on('customer_memory')
    .columns(['proposed_by', 'customer_id'])
    .execute();
  await db.schema
    .createIndex('customer_memory_reviewer_idx')
    .on('customer_memory')
    .column('reviewed_by')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('customer_memory').execute();
}
