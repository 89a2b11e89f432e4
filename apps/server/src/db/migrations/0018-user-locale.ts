import type { Kysely } from 'kysely';

/** The interface language a user chose: 'en' or 'es'; null until they choose (the browser's decides). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('locale', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('locale').execute();
}
