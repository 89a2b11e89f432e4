import { timingSafeEqual } from 'node:crypto';
import type { GoogleCallbackQuery, LoginErrorCode } from '@brief/contract/auth';
import type { AuditService } from '../admin/audit';
import type { Clock } from '../clock';
import type { UserRow, UsersRepo } from '../users/repo';
import { GoogleSignInRefused, type GoogleOpenIdClient } from './google-client';
import type { GoogleStateSealer } from './google-state';
import type { LoginLimiter } from './login-limiter';
import type { TokenService } from './tokens';

/** Where a refused or failed sign-in sends the browser: /login, which turns the code into a toast. */
export const loginErrorLocation = (code: LoginErrorCode): string => `/login?error=${code}`;

type Log = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

type Deps = {
  /** Undefined when GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET are not set. */
  openId: GoogleOpenIdClient | undefined;
  sealer: GoogleStateSealer;
  users: UsersRepo;
  tokens: TokenService;
  limiter: LoginLimiter;
  /** Sign-ins with Google, admitted or refused once Google vouched for an e-mail, go to the audit log. */
  audit: Pick<AuditService, 'recordSignIn'>;
  clock: Clock;
  companyDomain: string;
  log: Log;
};

export type GoogleSignInStart = { location: string; stateCookie: string | undefined };

/**
 * Google sign-in. Admits only a user an admin created with provider google and did not
 * disable, and only when the verified ID token says the e-mail is verified and both its hd claim and
 * the e-mail's domain are the company domain. Every refusal ends in the same redirect and is logged
 * with its reason; codes and tokens are never logged.
 */
export function createGoogleSignInService(deps: Deps) {
  const { openId, sealer, users, tokens, limiter, audit, clock, companyDomain, log } = deps;

  const refuse = (code: LoginErrorCode, fields: object, reason: string): string => {
    log.info({ ...fields, reason }, 'Google sign-in refused');
    return loginErrorLocation(code);
  };

  /** A refusal that counts against the client address, like a failed password sign-in. */
  const refuseAndCount = async (code: LoginErrorCode, fields: { clientAddress: string }, reason: string) => {
    await limiter.recordClientFailure(fields.clientAddress);
    return refuse(code, fields, reason);
  };

  /** Why the verified claims do not admit anyone, or the user they admit. */
  async function admit(claims: Record<string, unknown>): Promise<{ user: UserRow } | { refused: string }> {
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : undefined;
    if (email === undefined || email === '') return { refused: 'no e-mail in the ID token' };
    if (claims.email_verified !== true) return { refused: 'e-mail not verified' };
    const hostedDomain = typeof claims.hd === 'string' ? claims.hd.toLowerCase() : undefined;
    if (hostedDomain !== companyDomain) {
      return { refused: `hd claim is ${hostedDomain === undefined ? 'absent' : `"${hostedDomain}"`}` };
    }
    if (email.slice(email.lastIndexOf('@') + 1) !== companyDomain) {
      return { refused: 'e-mail outside the company domain' };
    }
    const user = await users.findByEmail(email);
    if (user === undefined) return { refused: 'unknown user' };
    if (user.auth_provider !== 'google') return { refused: `user signs in with ${user.auth_provider}` };
    if (user.disabled_at !== null) return { refused: 'disabled user' };
    return { user };
  }

  return {
    async start(input: { app: string | undefined; clientAddress: string }): Promise<GoogleSignInStart> {
      const fields = { clientAddress: input.clientAddress, app: input.app };
      const refused = (reason: string) => ({
        location: refuse('auth_failed', fields, reason),
        stateCookie: undefined,
      });
      if (openId === undefined)
        return refused('not configured: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET unset');
      const wait = await limiter.clientRetryAfterSeconds(input.clientAddress);
      if (wait > 0) return refused(`rate limited for ${wait} s`);

      const checks = openId.newChecks();
      let location: string;
      try {
        location = await openId.authorizationUrl(checks, companyDomain);
      } catch (error) {
        log.error({ ...fields, err: error }, 'Google sign-in could not start: OpenID discovery failed');
        return { location: loginErrorLocation('auth_failed'), stateCookie: undefined };
      }
      return { location, stateCookie: await sealer.seal({ ...checks, app: input.app }) };
    },

    /** Answers where the browser goes next: /auth/callback with the session, or /login with an error. */
    async complete(input: {
      query: GoogleCallbackQuery;
      stateCookie: string | undefined;
      clientAddress: string;
    }): Promise<string> {
      const { query, clientAddress } = input;
      const fields = { clientAddress };
      if (openId === undefined) return refuse('auth_failed', fields, 'not configured');
      // The user cancelled at Google, or Google refused: nothing to count against the client.
      if (query.error !== undefined) return refuse('auth_failed', fields, `provider answered ${query.error}`);
      if (query.code === undefined || query.state === undefined) {
        return refuseAndCount('invalid_callback_data', fields, 'code or state missing');
      }
      if (input.stateCookie === undefined) {
        return refuseAndCount('invalid_callback_data', fields, 'no state cookie');
      }
      const opened = await sealer.open(input.stateCookie);
      if ('invalid' in opened) return refuseAndCount('invalid_callback_data', fields, opened.invalid);
      const checks = opened.state;
      if (!sameText(checks.state, query.state)) {
        return refuseAndCount('invalid_callback_data', fields, 'state does not match the cookie');
      }
      const wait = await limiter.clientRetryAfterSeconds(clientAddress);
      if (wait > 0) return refuse('auth_failed', fields, `rate limited for ${wait} s`);

      let claims: Record<string, unknown>;
      try {
        claims = await openId.exchangeCode({ code: query.code, state: query.state, iss: query.iss }, checks);
      } catch (error) {
        if (error instanceof GoogleSignInRefused) return refuseAndCount('auth_failed', fields, error.message);
        throw error;
      }

      const identity = { ...fields, email: claims.email, subject: claims.sub };
      const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : undefined;
      const admitted = await admit(claims);
      if ('refused' in admitted) {
        await audit.recordSignIn({
          method: 'google',
          succeeded: false,
          email,
          user: undefined,
          reason: admitted.refused,
          ip: clientAddress,
        });
        return refuseAndCount('auth_failed', identity, admitted.refused);
      }

      const { user } = admitted;
      await audit.recordSignIn({
        method: 'google',
        succeeded: true,
        email: user.email,
        user: { id: user.id, email: user.email },
        ip: clientAddress,
      });
      const name = profileName(claims.name) ?? user.name;
      const picture = httpsUrl(claims.picture) ?? user.picture;
      await users.recordGoogleLogin(user.id, clock.now().toISOString(), {
        name: profileName(claims.name),
        picture: httpsUrl(claims.picture),
      });
      const { token } = await tokens.issue(user);
      log.info({ userId: user.id, clientAddress, app: checks.app }, 'signed in with Google');
      const session = new URLSearchParams({
        success: 'true',
        user_id: user.id,
        name,
        email: user.email,
        picture: picture ?? '',
        access_token: token,
        admin: String(user.is_admin === 1),
      });
      return `/auth/callback?${session.toString()}`;
    },
  };
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function profileName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const name = value.trim().slice(0, 200);
  return name === '' ? undefined : name;
}

/** The account photo, kept only as an https address (the web app shows nothing else either). */
function httpsUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2048) return undefined;
  try {
    return new URL(value).protocol === 'https:' ? value : undefined;
  } catch {
    return undefined;
  }
}

export type GoogleSignInService = ReturnType<typeof createGoogleSignInService>;
