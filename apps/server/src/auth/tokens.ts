import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Clock } from '../clock';

const ALGORITHM = 'HS256';
const ISSUER = 'brief';

export type TokenService = {
  issue(userId: string): Promise<{ token: string; expiresAt: Date }>;
  /** The user id of a valid token, or null for anything else (expired, forged, other algorithm...). */
  verify(token: string): Promise<string | null>;
};

export function createTokenService(secret: string, ttlMinutes: number, clock: Clock): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(userId) {
      const nowSeconds = Math.floor(clock.now().getTime() / 1000);
      const exp = nowSeconds + ttlMinutes * 60;
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt(nowSeconds)
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
          requiredClaims: ['sub', 'exp'],
        });
        return typeof payload.sub === 'string' && payload.sub !== '' ? payload.sub : null;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
