import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('picture', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('auth_provider', 'text', (col) =>
      col.notNull().check(sql`auth_provider in ('password', 'google')`),
    )
    .addColumn('is_admin', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('disabled_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_login_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('users').execute();
}
