import type { Kysely } from 'kysely';

/**
 * `messages.tool_calls` / `message_versions.tool_calls`: the connectors' tools a reply (each version)
 * called, as JSON (ToolCall[]: connector, tool, arguments, status, duration, result cut at the size
 * limit); null for none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('messages').addColumn('tool_calls', 'text').execute();
  await db.schema.alterTable('message_versions').addColumn('tool_calls', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('message_versions').dropColumn('tool_calls').execute();
  await db.schema.alterTable('messages').dropColumn('tool_calls').execute();
}
