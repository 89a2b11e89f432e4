import { timingSafeEqual } from 'node:crypto';
import type { GoogleCallbackQuery, LoginErrorCode } from '@brief/contract/auth';
import type { AuditService } from '../admin/audit';
import type { Clock } from '../clock';
import type { UserRow, UsersRepo } from '../users/repo';
import { OpenIdRefused, type AuthorizationChecks, type OpenIdClient } from './google-client';
import type { GoogleStateSealer } from './google-state';
import type { LoginLimiter } from './login-limiter';
import type { TokenService } from './tokens';

/**
 * What Google's sign-in and the OpenID sign-in share: starting at the provider with fresh checks kept in
 * the signed state cookie, and the return's checks (code and state present, the cookie intact and
 * matching, the client under the sign-in limit, the ID token verified by openid-client). Every refusal
 * is logged with its reason and, where a browser could be probing, counted against the client address.
 */

/** Where a refused or failed sign-in sends the browser: /login, which turns the code into a toast. */
export const loginErrorLocation = (code: LoginErrorCode): string => `/login?error=${code}`;

export type SignInLog = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export type SignInStart = { location: string; stateCookie: string | undefined };

type Deps = {
  /** Undefined when the provider is not configured. */
  openId: OpenIdClient | undefined;
  sealer: GoogleStateSealer;
  limiter: LoginLimiter;
  log: SignInLog;
  /** Names the provider in log lines ("Google", "OpenID"). */
  provider: string;
};

export function createOpenIdCallback({ openId, sealer, limiter, log, provider }: Deps) {
  const refuse = (code: LoginErrorCode, fields: object, reason: string): string => {
    log.info({ ...fields, reason }, `${provider} sign-in refused`);
    return loginErrorLocation(code);
  };

  /** A refusal that counts against the client address, like a failed password sign-in. */
  const refuseAndCount = async (code: LoginErrorCode, fields: { clientAddress: string }, reason: string) => {
    await limiter.recordClientFailure(fields.clientAddress);
    return refuse(code, fields, reason);
  };

  return {
    refuse,
    refuseAndCount,

    async start(input: {
      app: string | undefined;
      clientAddress: string;
      parameters?: Record<string, string>;
    }): Promise<SignInStart> {
      const fields = { clientAddress: input.clientAddress, app: input.app };
      const refused = (reason: string) => ({
        location: refuse('auth_failed', fields, reason),
        stateCookie: undefined,
      });
      if (openId === undefined) return refused('not configured');
      const wait = await limiter.clientRetryAfterSeconds(input.clientAddress);
      if (wait > 0) return refused(`rate limited for ${wait} s`);

      const checks = openId.newChecks();
      let location: string;
      try {
        location = await openId.authorizationUrl(checks, input.parameters);
      } catch (error) {
        log.error({ ...fields, err: error }, `${provider} sign-in could not start: OpenID discovery failed`);
        return { location: loginErrorLocation('auth_failed'), stateCookie: undefined };
      }
      return { location, stateCookie: await sealer.seal({ ...checks, app: input.app }) };
    },

    /** The verified ID token's claims, or where the browser goes when the return is refused. */
    async verify(input: {
      query: GoogleCallbackQuery;
      stateCookie: string | undefined;
      clientAddress: string;
    }): Promise<
      | { claims: Record<string, unknown>; checks: AuthorizationChecks & { app: string | undefined } }
      | { location: string }
    > {
      const { query, clientAddress } = input;
      const fields = { clientAddress };
      const refused = (location: string) => ({ location });
      if (openId === undefined) return refused(refuse('auth_failed', fields, 'not configured'));
      // The user cancelled at the provider, or it refused: nothing to count against the client.
      if (query.error !== undefined) {
        return refused(refuse('auth_failed', fields, `provider answered ${query.error}`));
      }
      if (query.code === undefined || query.state === undefined) {
        return refused(await refuseAndCount('invalid_callback_data', fields, 'code or state missing'));
      }
      if (input.stateCookie === undefined) {
        return refused(await refuseAndCount('invalid_callback_data', fields, 'no state cookie'));
      }
      const opened = await sealer.open(input.stateCookie);
      if ('invalid' in opened)
        return refused(await refuseAndCount('invalid_callback_data', fields, opened.invalid));
      const checks = opened.state;
      if (!sameText(checks.state, query.state)) {
        return refused(
          await refuseAndCount('invalid_callback_data', fields, 'state does not match the cookie'),
        );
      }
      const wait = await limiter.clientRetryAfterSeconds(clientAddress);
      if (wait > 0) return refused(refuse('auth_failed', fields, `rate limited for ${wait} s`));

      try {
        const claims = await openId.exchangeCode(
          { code: query.code, state: query.state, iss: query.iss },
          checks,
        );
        return { claims, checks };
      } catch (error) {
        if (error instanceof OpenIdRefused)
          return refused(await refuseAndCount('auth_failed', fields, error.message));
        throw error;
      }
    },
  };
}

/**
 * The end of a provider's sign-in once the person is admitted, the same for Google and any OpenID
 * provider: the sign-in audited, the profile's name and picture kept, a session issued, and the
 * /auth/callback address that hands it to the web app.
 */
export async function completeProviderSignIn(
  deps: {
    audit: Pick<AuditService, 'recordSignIn'>;
    users: Pick<UsersRepo, 'recordGoogleLogin'>;
    tokens: Pick<TokenService, 'issue'>;
    clock: Clock;
    log: SignInLog;
  },
  signIn: {
    method: 'google' | 'oidc';
    user: UserRow;
    claims: { name?: unknown; picture?: unknown };
    clientAddress: string;
    /** What the log line of the sign-in says besides who, from where and to which app. */
    logged: { message: string; fields?: Record<string, unknown>; app: string | undefined };
  },
): Promise<string> {
  const { user, claims, clientAddress } = signIn;
  await deps.audit.recordSignIn({
    method: signIn.method,
    succeeded: true,
    email: user.email,
    user: { id: user.id, email: user.email },
    ip: clientAddress,
  });
  const name = profileName(claims.name) ?? user.name;
  const picture = httpsUrl(claims.picture) ?? user.picture;
  await deps.users.recordGoogleLogin(user.id, deps.clock.now().toISOString(), {
    name: profileName(claims.name),
    picture: httpsUrl(claims.picture),
  });
  const { token } = await deps.tokens.issue(user);
  deps.log.info(
    { userId: user.id, clientAddress, app: signIn.logged.app, ...signIn.logged.fields },
    signIn.logged.message,
  );
  return sessionLocation(user, { token, name, picture });
}

/** The /auth/callback address that hands the web app its session. */
export function sessionLocation(
  user: UserRow,
  session: { token: string; name: string; picture: string | null },
): string {
  const query = new URLSearchParams({
    success: 'true',
    user_id: user.id,
    name: session.name,
    email: user.email,
    picture: session.picture ?? '',
    access_token: session.token,
    admin: String(user.is_admin === 1),
  });
  return `/auth/callback?${query.toString()}`;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function profileName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const name = value.trim().slice(0, 200);
  return name === '' ? undefined : name;
}

/** The account photo, kept only as an https address (the web app shows nothing else either). */
export function httpsUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2048) return undefined;
  try {
    return new URL(value).protocol === 'https:' ? value : undefined;
  } catch {
    return undefined;
  }
}
