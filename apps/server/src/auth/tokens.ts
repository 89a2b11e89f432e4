import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
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

const BASE64URL = /^[A-Za-z0-9_-]+$/;

const decodeJson = (part: string): unknown => {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Checks a token the way jose's jwtVerify did (HS256 only, this issuer, not expired, the claims a session
 * needs), synchronously with node:crypto: jose's WebCrypto verify is a job on the thread pool, a round trip
 * on every call of the API, and the path to a reply's first word begins with one. Null for anything else.
 */
export function verifyHs256(token: string, key: Uint8Array, now: number): TokenSession | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header = '', payload = '', signature = ''] = parts;
  if (!BASE64URL.test(header) || !BASE64URL.test(payload) || !BASE64URL.test(signature)) return null;
  const protectedHeader = decodeJson(header);
  // Exactly the header this service writes: HS256, no critical extensions, nothing to negotiate.
  if (!isObject(protectedHeader) || protectedHeader.alg !== ALGORITHM || 'crit' in protectedHeader)
    return null;
  if (protectedHeader.typ !== undefined && protectedHeader.typ !== 'JWT') return null;
  const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = decodeJson(payload);
  if (!isObject(claims)) return null;
  const { sub, exp, iat, nbf, iss, ver, sid_iat: startedAt } = claims;
  if (iss !== ISSUER || typeof sub !== 'string' || sub === '') return null;
  if (!isNumber(exp) || exp <= now) return null;
  if (iat !== undefined && !isNumber(iat)) return null;
  if (nbf !== undefined && (!isNumber(nbf) || nbf > now)) return null;
  if (!Number.isSafeInteger(ver) || !Number.isSafeInteger(startedAt)) return null;
  return { userId: sub, credentialVersion: Number(ver), sessionStartedAt: Number(startedAt) };
}

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

    verify(token) {
      return Promise.resolve(verifyHs256(token, key, nowSeconds()));
    },

    mayRenew: (session) => nowSeconds() < session.sessionStartedAt + maxAgeSeconds,
  };
}
