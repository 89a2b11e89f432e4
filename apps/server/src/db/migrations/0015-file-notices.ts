import type { Kysely } from 'kysely';

/**
 * Why a file's text was not read (a limit it tripped, or damage), as the sentence the user is shown;
 * kept with the file so the chat shows it again after a reload. Null for every file read as usual.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('files').addColumn('notice', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('files').dropColumn('notice').execute();
}
