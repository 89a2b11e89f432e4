import { sql } from 'kysely';
import type { Clock } from '../clock';
import type { Db } from '../db/database';

export type LimitRule = { maxAttempts: number; windowMs: number };

export const loginLimits: { perEmail: LimitRule; perClient: LimitRule; perDevice: LimitRule } = {
  /** Attempts at one account from browsers without a device cookie for it. */
  perEmail: { maxAttempts: 5, windowMs: 15 * 60_000 },
  /** Attempts from one client address, each account's counted up to `perEmail.maxAttempts`. */
  perClient: { maxAttempts: 20, windowMs: 15 * 60_000 },
  /** Attempts from one device cookie at its account. */
  perDevice: { maxAttempts: 5, windowMs: 15 * 60_000 },
};

/** Which lock refused an attempt: the account's (for browsers without its cookie) or the address's. */
export type LockKind = 'account' | 'address';

/**
 * What taking an attempt answered: go ahead (`waitSeconds` 0), or wait because of `lock`; `firstRefusal`
 * is true once per lock and window. `trustedDevice` is the nonce of the device cookie the attempt was
 * counted against, when it was.
 */
export type AttemptSlot = {
  waitSeconds: number;
  firstRefusal: boolean;
  lock: LockKind | undefined;
  trustedDevice: string | undefined;
};

export type SignInAttempt = {
  email: string;
  clientAddress: string;
  /** The nonce of the browser's valid device cookie for this e-mail, if it has one. */
  deviceNonce: string | undefined;
};

type Key = { key: string; rule: LimitRule };
type Window = { attempts: number; startedAt: string };

/**
 * Counts sign-in attempts in the database (shared by every instance), following OWASP's advice against
 * online guessing without letting one person lock an office out.
 *
 * - A browser with a device cookie for the account (device-cookie.ts) is counted only per cookie: 5
 *   attempts in 15 minutes, then the cookie is untrusted until its window ends and the browser is counted
 *   as any other. Neither the account's lock nor the address's applies to it.
 * - Any other browser is counted per account (5 in 15 minutes: the account is locked for browsers without
 *   its cookie, never for its owner's devices) and per client address: 20 in 15 minutes, where each
 *   account adds at most its own 5 to the address's count. Guessing one account never locks the address,
 *   and a locked address means at least 4 accounts were guessed from it; a colleague who never failed
 *   signs in from an address where one account was guessed, and while the address is locked only browsers
 *   with a device cookie for the account they sign in to get through.
 *
 * An attempt takes its slots *before* the password is checked, in upserts that answer the new count: of
 * any number of guesses sent at once, at most the window's allowance is checked and every later one is
 * refused without touching the password. A successful sign-in gives back what its account counted.
 * Each key's window opens with its first attempt and lasts 15 minutes; an account's share of an address
 * lives in the address's window (its key names the window), so it counts once per window.
 */
export function createLoginLimiter(db: Db, clock: Clock, limits = loginLimits) {
  const emailKey = (email: string): Key => ({ key: `email:${email.toLowerCase()}`, rule: limits.perEmail });
  const clientKey = (clientAddress: string): Key => ({
    key: `client:${clientAddress}`,
    rule: limits.perClient,
  });
  const deviceKey = (nonce: string): Key => ({ key: `device:${nonce}`, rule: limits.perDevice });
  /** The attempts at one account from one address in the address's window. */
  const shareKey = (clientAddress: string, window: Window, email: string) =>
    `share:${clientAddress}|${window.startedAt}|${email.toLowerCase()}`;
  /** Written by the first refusal of an address's window, so its lock is recorded once. */
  const lockKey = (clientAddress: string, window: Window) => `locked:${clientAddress}|${window.startedAt}`;
  const longestWindowMs = Math.max(
    limits.perEmail.windowMs,
    limits.perClient.windowMs,
    limits.perDevice.windowMs,
  );

  const secondsUntilFree = (windowStartedAt: string, rule: LimitRule, nowMs: number): number =>
    Math.max(1, Math.ceil((new Date(windowStartedAt).getTime() + rule.windowMs - nowMs) / 1000));

  /** Adds `by` attempts to the key's window (opening a new window when the last one is over). */
  async function increment({ key, rule }: Key, nowMs: number, by = 1): Promise<Window> {
    const now = new Date(nowMs).toISOString();
    const windowOver = sql<boolean>`login_limits.window_started_at <= ${new Date(nowMs - rule.windowMs).toISOString()}`;
    const row = await db
      .insertInto('login_limits')
      .values({ key, attempts: by, window_started_at: now })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          attempts: sql<number>`case when ${windowOver} then cast(${by} as integer) else login_limits.attempts + cast(${by} as integer) end`,
          window_started_at: sql<string>`case when ${windowOver} then cast(${now} as text) else login_limits.window_started_at end`,
        }),
      )
      .returning(['attempts', 'window_started_at'])
      .executeTakeFirstOrThrow();
    return { attempts: Number(row.attempts), startedAt: row.window_started_at };
  }

  /** One more attempt at an account from an address; the new count of the address's window, if it grew. */
  async function countShare(
    clientAddress: string,
    window: Window,
    email: string,
  ): Promise<number | undefined> {
    const share = await db
      .insertInto('login_limits')
      .values({
        key: shareKey(clientAddress, window, email),
        attempts: 1,
        window_started_at: window.startedAt,
      })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({ attempts: sql<number>`login_limits.attempts + 1` }),
      )
      .returning('attempts')
      .executeTakeFirstOrThrow();
    if (Number(share.attempts) > limits.perEmail.maxAttempts) return undefined;
    const address = await db
      .updateTable('login_limits')
      .set({ attempts: sql<number>`attempts + 1` })
      .where('key', '=', clientKey(clientAddress).key)
      .where('window_started_at', '=', window.startedAt)
      .returning('attempts')
      .executeTakeFirst();
    return address === undefined ? undefined : Number(address.attempts);
  }

  /** The address's slot: its window's count with this attempt, unless the account already gave its share. */
  async function takeAddressSlot(email: string, clientAddress: string, nowMs: number) {
    const address = clientKey(clientAddress);
    const window = await increment(address, nowMs, 0);
    const attempts = (await countShare(clientAddress, window, email)) ?? window.attempts + 1;
    if (attempts <= address.rule.maxAttempts) return { waitSeconds: 0, firstRefusal: false };
    const marked = await db
      .insertInto('login_limits')
      .values({ key: lockKey(clientAddress, window), attempts: 1, window_started_at: window.startedAt })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    return {
      waitSeconds: secondsUntilFree(window.startedAt, address.rule, nowMs),
      firstRefusal: marked !== undefined,
    };
  }

  /** Forgets windows that are over, so the table holds only keys tried lately. */
  async function forgetOldWindows(nowMs: number): Promise<void> {
    await db
      .deleteFrom('login_limits')
      .where('window_started_at', '<', new Date(nowMs - longestWindowMs).toISOString())
      .execute();
  }

  async function take(attempt: SignInAttempt, nowMs: number): Promise<AttemptSlot> {
    const { email, clientAddress, deviceNonce } = attempt;
    const go = { waitSeconds: 0, firstRefusal: false, lock: undefined };
    if (deviceNonce !== undefined) {
      const device = await increment(deviceKey(deviceNonce), nowMs);
      if (device.attempts <= limits.perDevice.maxAttempts) return { ...go, trustedDevice: deviceNonce };
      // Past its limit the cookie is untrusted until its window ends: the browser is counted as any other.
    }
    const address = await takeAddressSlot(email, clientAddress, nowMs);
    if (address.waitSeconds > 0) return { ...address, lock: 'address', trustedDevice: undefined };
    const account = emailKey(email);
    const { attempts, startedAt } = await increment(account, nowMs);
    if (attempts > account.rule.maxAttempts) {
      return {
        waitSeconds: secondsUntilFree(startedAt, account.rule, nowMs),
        firstRefusal: attempts === account.rule.maxAttempts + 1,
        lock: 'account',
        trustedDevice: undefined,
      };
    }
    return { ...go, trustedDevice: undefined };
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

  /** Gives back what the account counted against the address in the address's window. */
  async function forgiveShare(email: string, clientAddress: string): Promise<void> {
    const address = clientKey(clientAddress);
    const window = await db
      .selectFrom('login_limits')
      .select(['attempts', 'window_started_at'])
      .where('key', '=', address.key)
      .executeTakeFirst();
    if (window === undefined) return;
    const share = await db
      .deleteFrom('login_limits')
      .where('key', '=', shareKey(clientAddress, { attempts: 0, startedAt: window.window_started_at }, email))
      .returning('attempts')
      .executeTakeFirst();
    const counted = Math.min(Number(share?.attempts ?? 0), limits.perEmail.maxAttempts);
    if (counted === 0) return;
    await db
      .updateTable('login_limits')
      .set({
        attempts: sql<number>`case when attempts > cast(${counted} as integer) then attempts - cast(${counted} as integer) else 0 end`,
      })
      .where('key', '=', address.key)
      .where('window_started_at', '=', window.window_started_at)
      .execute();
  }

  return {
    /**
     * Takes a password attempt's slots before the password is checked: its device cookie's when the
     * browser has a valid one for the account (and the cookie is not past its limit), else its address's
     * and its account's.
     */
    async takeAttempt(attempt: SignInAttempt): Promise<AttemptSlot> {
      const nowMs = clock.now().getTime();
      const slot = await take(attempt, nowMs);
      await forgetOldWindows(nowMs);
      return slot;
    },

    /**
     * A successful sign-in gives back what its attempts counted. From a device cookie, the cookie's
     * window; the account's stays, as the guesses of others do not end with its owner signing in. From
     * any other browser, the account's window and the account's share of the address, so colleagues
     * behind one address are not counted for signing in, nor for the typing mistakes they made first.
     */
    async succeeded(attempt: { email: string; clientAddress: string; trustedDevice: string | undefined }) {
      if (attempt.trustedDevice !== undefined) {
        await db.deleteFrom('login_limits').where('key', '=', deviceKey(attempt.trustedDevice).key).execute();
        return;
      }
      await db.deleteFrom('login_limits').where('key', '=', emailKey(attempt.email).key).execute();
      await forgiveShare(attempt.email, attempt.clientAddress);
    },

    /** Seconds until the account's lock for browsers without its device cookie ends: 0 when it has none. */
    accountLockSeconds: (email: string): Promise<number> => waitFor(emailKey(email)),

    /**
     * For a sign-in that names no e-mail the caller typed (Google's): only the client address counts,
     * sharing its budget with password sign-ins. Google checks the caller, so only failures are counted.
     */
    clientRetryAfterSeconds: (clientAddress: string): Promise<number> => waitFor(clientKey(clientAddress)),

    async recordClientFailure(clientAddress: string): Promise<void> {
      const nowMs = clock.now().getTime();
      await increment(clientKey(clientAddress), nowMs);
      await forgetOldWindows(nowMs);
    },

    /** An admin's password reset starts the e-mail with a clean slate. */
    async clearEmail(email: string): Promise<void> {
      await db.deleteFrom('login_limits').where('key', '=', emailKey(email).key).execute();
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
