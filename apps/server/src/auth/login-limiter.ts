import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { newId } from '../ids';

export type LimitRule = { maxFailures: number; windowMs: number };

export const loginLimits: { perEmail: LimitRule; perClient: LimitRule } = {
  perEmail: { maxFailures: 5, windowMs: 15 * 60_000 },
  perClient: { maxFailures: 20, windowMs: 15 * 60_000 },
};

/**
 * Counts failed sign-ins per e-mail and per client address in the database (shared by every instance),
 * and tells how long a caller must wait once a key has failed too often inside the window.
 */
export function createLoginLimiter(db: Db, clock: Clock, limits = loginLimits) {
  type Key = { key: string; rule: LimitRule };
  const clientKey = (clientAddress: string): Key => ({
    key: `client:${clientAddress}`,
    rule: limits.perClient,
  });
  const keysOf = (email: string, clientAddress: string): Key[] => [
    { key: `email:${email.toLowerCase()}`, rule: limits.perEmail },
    clientKey(clientAddress),
  ];

  async function waitFor(keys: Key[]): Promise<number> {
    const now = clock.now().getTime();
    let wait = 0;
    for (const { key, rule } of keys) {
      const since = new Date(now - rule.windowMs).toISOString();
      const row = await db
        .selectFrom('login_failures')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('failures'),
          eb.fn.min('created_at').as('oldest'),
        ])
        .where('key', '=', key)
        .where('created_at', '>', since)
        .executeTakeFirst();
      const failures = Number(row?.failures ?? 0);
      if (failures >= rule.maxFailures && typeof row?.oldest === 'string') {
        const freeAt = new Date(row.oldest).getTime() + rule.windowMs;
        wait = Math.max(wait, Math.ceil((freeAt - now) / 1000));
      }
    }
    return wait;
  }

  async function record(keys: Key[]): Promise<void> {
    const now = clock.now();
    const longest = Math.max(limits.perEmail.windowMs, limits.perClient.windowMs);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('login_failures')
        .values(keys.map(({ key }) => ({ id: newId(), key, created_at: now.toISOString() })))
        .execute();
      // Forget what no window can see any more, so the table stays small.
      await trx
        .deleteFrom('login_failures')
        .where('created_at', '<', new Date(now.getTime() - longest).toISOString())
        .execute();
    });
  }

  return {
    /** Seconds to wait before the next attempt, or 0 when it may go ahead. */
    retryAfterSeconds: (email: string, clientAddress: string): Promise<number> =>
      waitFor(keysOf(email, clientAddress)),

    recordFailure: (email: string, clientAddress: string): Promise<void> =>
      record(keysOf(email, clientAddress)),

    /**
     * The same, for a sign-in that names no e-mail the caller typed (Google's): only the client address
     * counts, sharing its budget with password sign-ins.
     */
    clientRetryAfterSeconds: (clientAddress: string): Promise<number> => waitFor([clientKey(clientAddress)]),

    recordClientFailure: (clientAddress: string): Promise<void> => record([clientKey(clientAddress)]),

    /** A successful sign-in clears that e-mail's failures (not the client's). */
    async clearEmail(email: string): Promise<void> {
      await db.deleteFrom('login_failures').where('key', '=', `email:${email.toLowerCase()}`).execute();
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
