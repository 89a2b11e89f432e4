import {
  interfaceLocaleOf,
  type LoginResponse,
  type PublicUser,
  type SignInNotice,
} from '@brief/contract/auth';
import type { AuditService } from '../admin/audit';
import type { Clock } from '../clock';
import { rateLimited, unauthorized } from '../errors';
import { countSignInRefusal } from '../observability/metrics';
import type { UserRow, UsersRepo } from '../users/repo';
import type { DeviceCookies } from './device-cookie';
import type { AttemptSlot, LockKind, LoginLimiter } from './login-limiter';
import { decoyPasswordHash, verifyPassword } from './passwords';
import type { TokenService, TokenSession } from './tokens';

export class LoginRefused extends Error {}

export const toPublicUser = (user: UserRow): PublicUser => ({
  id: user.id,
  name: user.name,
  email: user.email,
  picture: user.picture,
  admin: user.is_admin === 1,
  locale: interfaceLocaleOf(user.locale),
});

type Deps = {
  users: UsersRepo;
  tokens: TokenService;
  limiter: LoginLimiter;
  devices: DeviceCookies;
  audit: Pick<AuditService, 'recordSignIn' | 'entry'>;
  clock: Clock;
  companyDomain: string;
  log: { info(obj: object, msg: string): void };
};

const LOCK_REASONS: Record<LockKind, string> = {
  account: 'rate limited: too many attempts',
  address: 'rate limited: too many accounts tried from this address',
};

export function createAuthService(deps: Deps) {
  const { users, tokens, limiter, devices, audit, clock, companyDomain, log } = deps;

  /** A refused attempt: logged, and the first refusal of a lock's window audited (a flood is one entry). */
  async function refuse(email: string, clientAddress: string, slot: AttemptSlot): Promise<never> {
    const lock = slot.lock ?? 'account';
    log.info({ email, clientAddress, lock, wait: slot.waitSeconds }, 'sign-in rate limited');
    countSignInRefusal(`${lock}_rate_limited`);
    if (slot.firstRefusal) {
      await audit.recordSignIn({
        method: 'password',
        succeeded: false,
        email,
        user: undefined,
        reason: LOCK_REASONS[lock],
        ip: clientAddress,
      });
    }
    throw rateLimited(
      `Too many failed sign-in attempts. Try again in ${formatWait(slot.waitSeconds)}.`,
      slot.waitSeconds,
      { reason: 'sign_in_attempts' },
    );
  }

  /** The notice for an owner signing in on their device while the account is locked for every other. */
  async function noticeFor(email: string, slot: AttemptSlot): Promise<SignInNotice | undefined> {
    if (slot.trustedDevice === undefined) return undefined;
    const lockSeconds = await limiter.accountLockSeconds(email);
    if (lockSeconds === 0) return undefined;
    const lockedUntil = new Date(clock.now().getTime() + lockSeconds * 1000).toISOString();
    return { code: 'account_under_attack', lockedUntil };
  }

  return {
    /**
     * Password sign-in. Wrong domain, unknown user, google-only user, disabled user and wrong password
     * all end in the same refusal, after the same argon2 work, so none can be told from another. A
     * success answers, besides the session, the browser's fresh device cookie for the account.
     */
    async login(input: {
      email: string;
      password: string;
      clientAddress: string;
      /** The request's cookies, among which the browser's device cookies. */
      cookies: ReadonlyMap<string, string>;
    }): Promise<{ answer: LoginResponse; setCookies: string[] }> {
      const email = input.email.trim().toLowerCase();
      const { clientAddress } = input;
      // The attempt's slot is taken before the password is looked at: a burst of guesses sent at once
      // gets at most the window's allowance checked, and every other one (right or wrong) is refused.
      const slot = await limiter.takeAttempt({
        email,
        clientAddress,
        deviceNonce: devices.trustedNonce(input.cookies, email),
      });
      if (slot.waitSeconds > 0) return refuse(email, clientAddress, slot);

      const inDomain = email.endsWith(`@${companyDomain}`);
      const user = inDomain ? await users.findByEmail(email) : undefined;
      const usable = user !== undefined && user.disabled_at === null && user.password_hash !== null;
      const matches = await verifyPassword(
        usable ? (user.password_hash ?? '') : await decoyPasswordHash(),
        input.password,
      );
      if (!usable || !matches) {
        const reason = !inDomain
          ? 'wrong domain'
          : user === undefined
            ? 'unknown user'
            : user.disabled_at !== null
              ? 'disabled user'
              : user.password_hash === null
                ? 'no password (google user)'
                : 'wrong password';
        const trusted = slot.trustedDevice !== undefined;
        log.info({ email, clientAddress, reason, trustedDevice: trusted }, 'sign-in refused');
        countSignInRefusal(reason.replace(/ \(.*\)$/, '').replaceAll(' ', '_'));
        await audit.recordSignIn({
          method: 'password',
          succeeded: false,
          email,
          user: user === undefined ? undefined : { id: user.id, email: user.email },
          reason,
          ip: clientAddress,
        });
        throw new LoginRefused(reason);
      }

      await limiter.succeeded({ email, clientAddress, trustedDevice: slot.trustedDevice });
      const notice = await noticeFor(email, slot);
      await users.recordLogin(user.id, clock.now().toISOString());
      const { token, expiresAt } = await tokens.issue(user);
      const publicUser = toPublicUser(user);
      log.info({ userId: user.id, underAttack: notice !== undefined }, 'signed in');
      await audit.recordSignIn({
        method: 'password',
        succeeded: true,
        email,
        user: { id: user.id, email: user.email },
        ip: clientAddress,
      });
      const answer: LoginResponse = {
        success: true,
        access_token: token,
        token_type: 'bearer',
        expires_at: expiresAt.toISOString(),
        user: publicUser,
        name: publicUser.name,
        picture: publicUser.picture,
        ...(notice === undefined ? {} : { notice }),
      };
      return { answer, setCookies: devices.issue(input.cookies, email) };
    },

    /** A fresh token of the same session, until the session reaches its maximum age. */
    async renew(user: UserRow, session: TokenSession) {
      if (user.disabled_at !== null) throw unauthorized();
      if (!tokens.mayRenew(session)) {
        throw unauthorized('Your session has reached its maximum age. Please sign in again.');
      }
      const { token, expiresAt } = await tokens.issue(user, session.sessionStartedAt);
      return { success: true as const, access_token: token, expires_at: expiresAt.toISOString() };
    },

    /** Ends every session of the user, this one included, on every device and instance. */
    async signOutEverywhere(user: UserRow, clientAddress: string): Promise<{ signedOut: true }> {
      await users.endSessions(user.id, [
        audit.entry({
          action: 'user.signed_out_everywhere',
          actor: { id: user.id, email: user.email },
          target: { type: 'user', id: user.id },
          detail: { email: user.email, by: 'self' },
          ip: clientAddress,
        }),
      ]);
      log.info({ userId: user.id }, 'signed out everywhere');
      return { signedOut: true };
    },
  };
}

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export type AuthService = ReturnType<typeof createAuthService>;
