import { sql, type Kysely } from 'kysely';

/**
 * Teams granted by the OpenID provider's groups. A team lists the provider groups (ids or names, as the
 * provider sends them) that grant it, as a JSON array in `agents.groups`. A grant row of `user_agents`
 * now says why the person has the team: `by_hand` (an admin granted it) and `by_groups` (their groups at
 * their last sign-in did); the row exists while either holds, so every access check stays one lookup
 * of `user_agents`, and a sign-in that drops a group takes away only what the group gave.
 *
 * People an admin creates may now sign in with the OpenID provider (`auth_provider` 'oidc'). SQLite cannot
 * change a CHECK in place, so the column is copied into a new one with the wider check, then swapped in
 * (the same steps on PostgreSQL).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await widenProviders(db, ['password', 'google', 'oidc']);
  await db.schema
    .alterTable('agents')
    .addColumn('groups', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('user_agents')
    .addColumn('by_hand', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('user_agents')
    .addColumn('by_groups', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update users set auth_provider = 'password' where auth_provider = 'oidc'`.execute(db);
  await widenProviders(db, ['password', 'google']);
  await db.schema.alterTable('user_agents').dropColumn('by_groups').execute();
  await db.schema.alterTable('user_agents').dropColumn('by_hand').execute();
  await db.schema.alterTable('agents').dropColumn('groups').execute();
}

async function widenProviders(db: Kysely<unknown>, providers: readonly string[]): Promise<void> {
  const allowed = sql.join(providers.map((provider) => sql.lit(provider)));
  await db.schema
    .alterTable('users')
    .addColumn('auth_provider_next', 'text', (col) =>
      col
        .notNull()
        .defaultTo('password')
        .check(sql`auth_provider_next in (${allowed})`),
    )
    .execute();
  await sql`update users set auth_provider_next = auth_provider`.execute(db);
  await db.schema.alterTable('users').dropColumn('auth_provider').execute();
  await db.schema.alterTable('users').renameColumn('auth_provider_next', 'auth_provider').execute();
}
