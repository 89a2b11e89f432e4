function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT with the given claims (the browser never verifies signatures). */
export function makeToken(claims: Record<string, unknown>): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.signature`;
}

/** A token for user `sub` that expires `seconds` after `now`. */
export function tokenExpiringIn(seconds: number, now: number = Date.now(), sub = 'user-1'): string {
  return makeToken({ sub, exp: Math.floor(now / 1000) + seconds });
}
