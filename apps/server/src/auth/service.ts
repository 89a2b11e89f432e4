import type { LoginResponse, PublicUser } from '@brief/contract/auth';
import type { AuditService } from '../admin/audit';
import type { Clock } from '../clock';
import { rateLimited, unauthorized } from '../errors';
import type { UserRow, UsersRepo } from '../users/repo';
import type { LoginLimiter } from './login-limiter';
import { decoyPasswordHash, verifyPassword } from './passwords';
import type { TokenService } from './tokens';

export class LoginRefused extends Error {}

export const toPublicUser = (user: UserRow): PublicUser => ({
  id: user.id,
  name: user.name,
  email: user.email,
  picture: user.picture,
  admin: user.is_admin === 1,
});

type Deps = {
  users: UsersRepo;
  tokens: TokenService;
  limiter: LoginLimiter;
  audit: Pick<AuditService, 'recordSignIn'>;
  clock: Clock;
  companyDomain: string;
  log: { info(obj: object, msg: string): void };
};

export function createAuthService({ users, tokens, limiter, audit, clock, companyDomain, log }: Deps) {
  return {
    /**
     * Password sign-in. Wrong domain, unknown user, google-only user, disabled user and wrong password
     * all end in the same refusal, after the same argon2 work, so none can be told from another.
     */
    async login(input: { email: string; password: string; clientAddress: string }): Promise<LoginResponse> {
      const email = input.email.trim().toLowerCase();
      const wait = await limiter.retryAfterSeconds(email, input.clientAddress);
      if (wait > 0) {
        // Logged, not audited: the limiter caps the audited failures per address, this would not.
        log.info({ email, clientAddress: input.clientAddress, wait }, 'sign-in rate limited');
        throw rateLimited(`Too many failed sign-in attempts. Try again in ${formatWait(wait)}.`, wait);
      }

      const inDomain = email.endsWith(`@${companyDomain}`);
      const user = inDomain ? await users.findByEmail(email) : undefined;
      const usable = user !== undefined && user.disabled_at === null && user.password_hash !== null;
      const matches = await verifyPassword(
        usable ? (user.password_hash ?? '') : await decoyPasswordHash(),
        input.password,
      );
      if (!usable || !matches) {
        await limiter.recordFailure(email, input.clientAddress);
        const reason = !inDomain
          ? 'wrong domain'
          : user === undefined
            ? 'unknown user'
            : user.disabled_at !== null
              ? 'disabled user'
              : user.password_hash === null
                ? 'no password (google user)'
                : 'wrong password';
        log.info({ email, clientAddress: input.clientAddress, reason }, 'sign-in refused');
        await audit.recordSignIn({
          method: 'password',
          succeeded: false,
          email,
          user: user === undefined ? undefined : { id: user.id, email: user.email },
          reason,
          ip: input.clientAddress,
        });
        throw new LoginRefused(reason);
      }

      await limiter.clearEmail(email);
      await users.recordLogin(user.id, clock.now().toISOString());
      const { token, expiresAt } = await tokens.issue(user.id);
      const publicUser = toPublicUser(user);
      log.info({ userId: user.id }, 'signed in');
      await audit.recordSignIn({
        method: 'password',
        succeeded: true,
        email,
        user: { id: user.id, email: user.email },
        ip: input.clientAddress,
      });
      return {
        success: true,
        access_token: token,
        token_type: 'bearer',
        expires_at: expiresAt.toISOString(),
        user: publicUser,
        name: publicUser.name,
        picture: publicUser.picture,
      };
    },

    async renew(user: UserRow) {
      if (user.disabled_at !== null) throw unauthorized();
      const { token, expiresAt } = await tokens.issue(user.id);
      return { success: true as const, access_token: token, expires_at: expiresAt.toISOString() };
    },
  };
}

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export type AuthService = ReturnType<typeof createAuthService>;
