import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

/**
 * The token signing secret when JWT_SECRET is not given: generated once, kept in the database, so a
 * restart keeps everyone signed in and every instance on the same database signs alike.
 */
export async function sharedJwtSecret(db: Db): Promise<string> {
  await db
    .insertInto('settings')
    .values({ key: 'jwt_secret', value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'jwt_secret')
    .executeTakeFirstOrThrow();
  return row.value;
}
