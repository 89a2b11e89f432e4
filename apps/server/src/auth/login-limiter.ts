import { sql } from 'kysely';
import type { Clock } from '../clock';
import type { Db } from '../db/database';

export type LimitRule = { maxAttempts: number; windowMs: number };

export const loginLimits: { perEmail: LimitRule; perClient: LimitRule } = {
  perEmail: { maxAttempts: 5, windowMs: 15 * 60_000 },
  perClient: { maxAttempts: 20, windowMs: 15 * 60_000 },
};

/** What taking an attempt answered: go ahead, or wait; `firstRefusal` is true once per key and window. */
export type AttemptSlot = { waitSeconds: number; firstRefusal: boolean };

type Key = { key: string; rule: LimitRule };

/**
 * Counts sign-in attempts per e-mail and per client address in the database (shared by every instance).
 *
 * A password attempt takes its slot *before* the password is checked, in one upsert that answers the new
 * count: of any number of guesses sent at once, exactly the first `maxAttempts` of a window are checked
 * and every later one is refused without touching the password. A successful sign-in gives its slots
 * back. Each key's window opens with its first attempt and lasts `windowMs`.
 */
export function createLoginLimiter(db: Db, clock: Clock, limits = loginLimits) {
  const emailKey = (email: string): Key => ({ key: `email:${email.toLowerCase()}`, rule: limits.perEmail });
  const clientKey = (clientAddress: string): Key => ({
    key: `client:${clientAddress}`,
    rule: limits.perClient,
  });
  const longestWindowMs = Math.max(limits.perEmail.windowMs, limits.perClient.windowMs);

  const secondsUntilFree = (windowStartedAt: string, rule: LimitRule, nowMs: number): number =>
    Math.max(1, Math.ceil((new Date(windowStartedAt).getTime() + rule.windowMs - nowMs) / 1000));

  /** Adds one attempt to the key's window (opening a new window when the last one is over). */
  async function increment(
    { key, rule }: Key,
    nowMs: number,
  ): Promise<{ attempts: number; startedAt: string }> {
    const now = new Date(nowMs).toISOString();
    const windowOver = sql<boolean>`login_limits.window_started_at <= ${new Date(nowMs - rule.windowMs).toISOString()}`;
    const row = await db
      .insertInto('login_limits')
      .values({ key, attempts: 1, window_started_at: now })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          attempts: sql<number>`case when ${windowOver} then 1 else login_limits.attempts + 1 end`,
          window_started_at: sql<string>`case when ${windowOver} then cast(${now} as text) else login_limits.window_started_at end`,
        }),
      )
      .returning(['attempts', 'window_started_at'])
      .executeTakeFirstOrThrow();
    return { attempts: Number(row.attempts), startedAt: row.window_started_at };
  }

  async function take(keys: Key[]): Promise<AttemptSlot> {
    const nowMs = clock.now().getTime();
    let waitSeconds = 0;
    let firstRefusal = false;
    for (const key of keys) {
      const { attempts, startedAt } = await increment(key, nowMs);
      if (attempts > key.rule.maxAttempts) {
        waitSeconds = Math.max(waitSeconds, secondsUntilFree(startedAt, key.rule, nowMs));
        if (attempts === key.rule.maxAttempts + 1) firstRefusal = true;
      }
    }
    // Forget windows that are over, so the table holds only keys tried lately.
    await db
      .deleteFrom('login_limits')
      .where('window_started_at', '<', new Date(nowMs - longestWindowMs).toISOString())
      .execute();
    return { waitSeconds, firstRefusal };
  }

  /** Seconds until the key may try again: 0 while its window has attempts left. */
  async function waitFor({ key, rule }: Key): Promise<number> {
    const nowMs = clock.now().getTime();
    const row = await db
      .selectFrom('login_limits')
      .select(['attempts', 'window_started_at'])
      .where('key', '=', key)
      .where('window_started_at', '>', new Date(nowMs - rule.windowMs).toISOString())
      .executeTakeFirst();
    if (row === undefined || Number(row.attempts) < rule.maxAttempts) return 0;
    return secondsUntilFree(row.window_started_at, rule, nowMs);
  }

  return {
    /** Takes a password attempt's slots (its e-mail's and its client's) before the password is checked. */
    takeAttempt: (email: string, clientAddress: string): Promise<AttemptSlot> =>
      take([emailKey(email), clientKey(clientAddress)]),

    /**
     * A successful sign-in clears its e-mail's window and gives the client's slot back, so colleagues
     * behind one address are not counted for signing in.
     */
    async succeeded(email: string, clientAddress: string): Promise<void> {
      await db.deleteFrom('login_limits').where('key', '=', emailKey(email).key).execute();
      await db
        .updateTable('login_limits')
        .set({ attempts: sql<number>`attempts - 1` })
        .where('key', '=', clientKey(clientAddress).key)
        .where('attempts', '>', 0)
        .execute();
    },

    /**
     * For a sign-in that names no e-mail the caller typed (Google's): only the client address counts,
     * sharing its budget with password sign-ins. Google checks the caller, so only failures are counted.
     */
    clientRetryAfterSeconds: (clientAddress: string): Promise<number> => waitFor(clientKey(clientAddress)),

    async recordClientFailure(clientAddress: string): Promise<void> {
      await take([clientKey(clientAddress)]);
    },

    /** An admin's password reset starts the e-mail with a clean slate. */
    async clearEmail(email: string): Promise<void> {
      await db.deleteFrom('login_limits').where('key', '=', emailKey(email).key).execute();
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
