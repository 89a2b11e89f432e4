/** A token counts as expiring when it expires within 5 minutes. */
export const TOKEN_EXPIRY_MARGIN_MS = 5 * 60 * 1000;
/** How often a signed-in session checks its token. */
export const TOKEN_CHECK_INTERVAL_MS = 300_000;
/** The HTTP client renews a token that expires within 2 minutes. */
export const TOKEN_REFRESH_MARGIN_MS = 2 * 60 * 1000;

/** The claims the app reads from an access token: exp (seconds), and sub or user_id. */
export interface DecodedToken {
  exp?: number;
  sub?: string;
  user_id?: string;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads a JWT's payload without verifying it (the server verifies); null when it cannot be read. */
export function decodeToken(token: string | null | undefined): DecodedToken | null {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims !== 'object' || claims === null) return null;
    const { exp, sub, user_id: userId } = claims as Record<string, unknown>;
    return {
      exp: typeof exp === 'number' && Number.isFinite(exp) ? exp : undefined,
      sub: typeof sub === 'string' ? sub : undefined,
      user_id: typeof userId === 'string' || typeof userId === 'number' ? String(userId) : undefined,
    };
  } catch {
    return null;
  }
}

/** True when the token has no exp, cannot be decoded, or expires within `marginMs` of `now`. */
export function isTokenExpiring(
  token: string | null | undefined,
  marginMs: number = TOKEN_EXPIRY_MARGIN_MS,
  now: number = Date.now(),
): boolean {
  const exp = decodeToken(token)?.exp;
  if (exp === undefined) return true;
  return exp * 1000 - now <= marginMs;
}

/** True when the token is past its exp (or unreadable). */
export function isTokenExpired(token: string | null | undefined, now: number = Date.now()): boolean {
  return isTokenExpiring(token, 0, now);
}

/** The signed-in user's id as the token states it: the sub claim, else user_id. */
export function getTokenUserId(token: string | null | undefined): string | null {
  const claims = decodeToken(token);
  return claims?.sub ?? claims?.user_id ?? null;
}
