import type { Kysely } from 'kysely';

/**
 * Brand rules per customer (`customer_rules`, one row per customer that has any; none reads as the
 * empty rules): the texts, and the lists as JSON text. The row goes with its customer. `updated_by` is
 * plain text like the audit log's actor, so the rules outlive the person who last saved them.
 *
 * `messages.rule_findings` / `message_versions.rule_findings`: the forbidden terms a reply (each
 * version) uses, as JSON (RuleFinding[]); null for none or never checked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customer_rules')
    .addColumn('customer_id', 'text', (col) =>
      col.primaryKey().references('customers.id').onDelete('cascade'),
    )
    .addColumn('voice', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('audiences', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('preferred', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('forbidden', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('disclaimers', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('notes', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'text')
    .execute();
  await db.schema.alterTable('messages').addColumn('rule_findings', 'text').execute();
  await db.schema.alterTable('message_versions').addColumn('rule_findings', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('message_versions').dropColumn('rule_findings').execute();
  await db.schema.alterTable('messages').dropColumn('rule_findings').execute();
  await db.schema.dropTable('customer_rules').execute();
}
