import type { GoogleCallbackQuery } from '@brief/contract/auth';
import type { AuditService } from '../admin/audit';
import type { Clock } from '../clock';
import type { UserRow, UsersRepo } from '../users/repo';
import type { GoogleOpenIdClient } from './google-client';
import type { GoogleStateSealer } from './google-state';
import type { LoginLimiter } from './login-limiter';
import {
  completeProviderSignIn,
  createOpenIdCallback,
  type SignInLog,
  type SignInStart,
} from './oidc-callback';
import type { TokenService } from './tokens';

export { loginErrorLocation } from './oidc-callback';

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
  log: SignInLog;
};

export type GoogleSignInStart = SignInStart;

/**
 * Google sign-in. Admits only a user an admin created with provider google and did not
 * disable, and only when the verified ID token says the e-mail is verified and both its hd claim and
 * the e-mail's domain are the company domain. Every refusal ends in the same redirect and is logged
 * with its reason; codes and tokens are never logged.
 */
export function createGoogleSignInService(deps: Deps) {
  const { openId, sealer, users, tokens, limiter, audit, clock, companyDomain, log } = deps;
  const callback = createOpenIdCallback({ openId, sealer, limiter, log, provider: 'Google' });

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
      if (openId === undefined) {
        return {
          location: callback.refuse(
            'auth_failed',
            { clientAddress: input.clientAddress, app: input.app },
            'not configured: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET unset',
          ),
          stateCookie: undefined,
        };
      }
      // Google shows only accounts of this Workspace domain; the callback still checks the hd claim.
      return callback.start({ ...input, parameters: { hd: companyDomain } });
    },

    /** Answers where the browser goes next: /auth/callback with the session, or /login with an error. */
    async complete(input: {
      query: GoogleCallbackQuery;
      stateCookie: string | undefined;
      clientAddress: string;
    }): Promise<string> {
      const verified = await callback.verify(input);
      if ('location' in verified) return verified.location;
      const { claims, checks } = verified;
      const { clientAddress } = input;

      const identity = { clientAddress, email: claims.email, subject: claims.sub };
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
        return callback.refuseAndCount('auth_failed', identity, admitted.refused);
      }

      const { user } = admitted;
      return completeProviderSignIn(
        { audit, users, tokens, clock, log },
        {
          method: 'google',
          user,
          claims,
          clientAddress,
          logged: { message: 'signed in with Google', app: checks.app },
        },
      );
    },
  };
}

export type GoogleSignInService = ReturnType<typeof createGoogleSignInService>;
