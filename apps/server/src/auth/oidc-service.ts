import type { GoogleCallbackQuery } from '@brief/contract/auth';
import type { AuditService } from '../admin/audit';
import type { Clock } from '../clock';
import type { OidcConfig } from '../config';
import { newId } from '../ids';
import type { UserRow, UsersRepo } from '../users/repo';
import type { OpenIdClient } from './google-client';
import type { GoogleStateSealer } from './google-state';
import type { LoginLimiter } from './login-limiter';
import {
  completeProviderSignIn,
  createOpenIdCallback,
  profileName,
  type SignInLog,
  type SignInStart,
} from './oidc-callback';
import { signInEmail, signInGroups } from './oidc-claims';
import type { OidcRepo } from './oidc-repo';
import type { TokenService } from './tokens';

type Deps = {
  /** Undefined when OIDC_ISSUER / OIDC_CLIENT_ID / OIDC_CLIENT_SECRET are not set. */
  openId: OpenIdClient | undefined;
  settings: Pick<OidcConfig, 'groupsClaim' | 'autoCreate'>;
  sealer: GoogleStateSealer;
  users: UsersRepo;
  groups: OidcRepo;
  tokens: TokenService;
  limiter: LoginLimiter;
  audit: Pick<AuditService, 'recordSignIn' | 'entry'>;
  clock: Clock;
  companyDomain: string;
  log: SignInLog;
};

/**
 * Sign-in with any OpenID Connect provider (Entra ID, Okta, Keycloak, Auth0…). Admits a person of the
 * company domain whose e-mail the provider does not call unverified: one an admin created with provider
 * oidc and did not disable, or, with OIDC_AUTO_CREATE, anyone whose groups grant at least one team
 * (their account is made then). At every sign-in the teams their groups grant are set from the token,
 * so a group that left the token takes its teams away; teams granted by hand stay.
 */
export function createOidcSignInService(deps: Deps) {
  const { openId, settings, sealer, users, groups, tokens, limiter, audit, clock, companyDomain, log } = deps;
  const callback = createOpenIdCallback({ openId, sealer, limiter, log, provider: 'OpenID' });

  /** The person the verified claims admit (made now when auto-creation lets them in), or why none. */
  async function admit(
    email: string,
    claims: Record<string, unknown>,
    groupTeams: readonly string[],
  ): Promise<{ user: UserRow } | { refused: string }> {
    if (claims.email_verified === false) return { refused: 'e-mail not verified' };
    if (email.slice(email.lastIndexOf('@') + 1) !== companyDomain) {
      return { refused: 'e-mail outside the company domain' };
    }
    const user = await users.findByEmail(email);
    if (user !== undefined) {
      if (user.auth_provider !== 'oidc') return { refused: `user signs in with ${user.auth_provider}` };
      if (user.disabled_at !== null) return { refused: 'disabled user' };
      return { user };
    }
    if (!settings.autoCreate) return { refused: 'unknown user' };
    if (groupTeams.length === 0) return { refused: 'unknown user in no mapped group' };
    const id = newId();
    await users.insert(
      {
        id,
        email,
        name: profileName(claims.name) ?? email.slice(0, email.indexOf('@')),
        passwordHash: null,
        authProvider: 'oidc',
        isAdmin: false,
        createdAt: clock.now().toISOString(),
      },
      [],
      [
        audit.entry({
          action: 'user.created',
          // Nobody signed in made it: the provider's groups let the person in.
          actor: null,
          actorEmail: email,
          target: { type: 'user', id },
          detail: { email, provider: 'oidc', by: 'first sign-in (OIDC_AUTO_CREATE)' },
        }),
      ],
    );
    const created = await users.findById(id);
    return created === undefined ? { refused: 'account not created' } : { user: created };
  }

  return {
    start(input: { app: string | undefined; clientAddress: string }): Promise<SignInStart> {
      return callback.start(input);
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

      const email = signInEmail(claims);
      const groupTeams = await groups.teamsOfGroups(signInGroups(claims, settings.groupsClaim));
      const admitted =
        email === undefined
          ? { refused: 'no e-mail in the ID token' }
          : await admit(email, claims, groupTeams);
      if ('refused' in admitted) {
        await audit.recordSignIn({
          method: 'oidc',
          succeeded: false,
          email,
          user: undefined,
          reason: admitted.refused,
          ip: clientAddress,
        });
        const identity = { clientAddress, email, subject: claims.sub };
        return callback.refuseAndCount('auth_failed', identity, admitted.refused);
      }

      const { user } = admitted;
      await groups.setGroupTeams(user.id, groupTeams);
      return completeProviderSignIn(
        { audit, users, tokens, clock, log },
        {
          method: 'oidc',
          user,
          claims,
          clientAddress,
          logged: { message: 'signed in with OpenID', app: checks.app, fields: { groupTeams } },
        },
      );
    },
  };
}

export type OidcSignInService = ReturnType<typeof createOidcSignInService>;
