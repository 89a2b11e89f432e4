import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Clock } from '../clock';

const ALGORITHM = 'HS256';
const ISSUER = 'brief';

/** What a valid token says: whose it is, which credentials it was issued under, when its session began. */
export type TokenSession = {
  userId: string;
  /** The user's `credential_version` when the session began; a bump ends the session. */
  credentialVersion: number;
  /** Seconds since the epoch of the sign-in that began the session; renewals keep it. */
  sessionStartedAt: number;
};

export type TokenService = {
  /**
   * A token for the user's current credentials. Without `sessionStartedAt` it begins a new session (a
   * sign-in); a renewal passes the session's start along. No token outlives its session's maximum age.
   */
  issue(
    user: { id: string; credential_version: number },
    sessionStartedAt?: number,
  ): Promise<{ token: string; expiresAt: Date }>;
  /** The session of a valid token, or null for anything else (expired, forged, other algorithm...). */
  verify(token: string): Promise<TokenSession | null>;
  /** Whether a session begun then may still be renewed. */
  mayRenew(session: TokenSession): boolean;
};

export function createTokenService(
  secret: string,
  options: { ttlMinutes: number; sessionMaxDays: number },
  clock: Clock,
): TokenService {
  const key = new TextEncoder().encode(secret);
  const maxAgeSeconds = options.sessionMaxDays * 24 * 60 * 60;
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  return {
    async issue(user, sessionStartedAt) {
      const now = nowSeconds();
      const startedAt = sessionStartedAt ?? now;
      const exp = Math.min(now + options.ttlMinutes * 60, startedAt + maxAgeSeconds);
      const token = await new SignJWT({ ver: user.credential_version, sid_iat: startedAt })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(ISSUER)
        .setIssuedAt(now)
        .setExpirationTime(exp)
        .sign(key);
      return { token, expiresAt: new Date(exp * 1000) };
    },

    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          currentDate: clock.now(),
          requiredClaims: ['sub', 'exp', 'ver', 'sid_iat'],
        });
        const { sub, ver, sid_iat: startedAt } = payload;
        if (typeof sub !== 'string' || sub === '') return null;
        if (!Number.isSafeInteger(ver) || !Number.isSafeInteger(startedAt)) return null;
        return { userId: sub, credentialVersion: Number(ver), sessionStartedAt: Number(startedAt) };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },

    mayRenew: (session) => nowSeconds() < session.sessionStartedAt + maxAgeSeconds,
  };
}
