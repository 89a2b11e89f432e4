import { sql, type Kysely } from 'kysely';

/**
 * Team leads: people who run the admin console for some teams only (`team_leads`: who leads which
 * team; a lead goes with their user and with the team). An audit entry names the team it concerns
 * (`team_id`), so a lead reads the entries of their teams by index; it is plain text like the log's
 * other columns, so the entry outlives the team.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('team_leads')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('agent_id', 'text', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('team_leads_pk', ['user_id', 'agent_id'])
    .execute();
  await db.schema.createIndex('team_leads_agent_idx').on('team_leads').column('agent_id').execute();

  await db.schema.alterTable('audit_log').addColumn('team_id', 'text').execute();
  await db.schema
    .createIndex('audit_log_team_at_idx')
    .on('audit_log')
    .columns(['team_id', 'at desc', 'id desc'])
    .execute();
  // Entries written before: a team's own, and those whose detail names their team.
  await sql`update audit_log set team_id = target_id where target_type = 'team'`.execute(db);
  const named = await sql<{ id: string; detail: string }>`
    select id, detail from audit_log where team_id is null and detail like '%"team":"%'`.execute(db);
  for (const row of named.rows) {
    const team = (JSON.parse(row.detail) as { team?: unknown }).team;
    if (typeof team === 'string')
      await sql`update audit_log set team_id = ${team} where id = ${row.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_log_team_at_idx').execute();
  await db.schema.alterTable('audit_log').dropColumn('team_id').execute();
  await db.schema.dropTable('team_leads').execute();
}
