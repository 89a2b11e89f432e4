import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { apiPaths } from '@brief/contract/paths';
import type { Clock } from '../clock';

/** A device cookie lasts a year from the browser's last password sign-in to its account. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** The most device cookies one browser keeps (one per account): the oldest go first. */
export const MAX_DEVICE_COOKIES = 10;

const NAME_PREFIX = 'brief_device_';
const NONCE = /^[A-Za-z0-9_-]{22}$/;
const SECONDS = /^\d{1,12}$/;

export type DeviceCookies = {
  /**
   * The nonce of the browser's device cookie for this e-mail when it is valid: signed by this server for
   * this very e-mail and unexpired. A forged, altered or expired cookie, or another account's, is none.
   */
  trustedNonce(cookies: ReadonlyMap<string, string>, email: string): string | undefined;
  /**
   * The `Set-Cookie` values after a password sign-in: a fresh device cookie (a new nonce) for the e-mail,
   * and the browser's oldest other device cookies expired so it keeps at most `MAX_DEVICE_COOKIES`.
   */
  issue(cookies: ReadonlyMap<string, string>, email: string): string[];
};

/**
 * OWASP's device cookies: a browser that signed in to an account with its password holds a cookie that
 * says so, and its sign-ins to that account are limited per cookie instead of by the account's or the
 * address's lock (login-limiter.ts). One cookie per account; its name is a keyed hash of the e-mail (a
 * browser's cookies do not list the accounts it signed in to), its value a random nonce, its expiry
 * and an HMAC over the e-mail, nonce and expiry. The key is derived from the token secret for this purpose
 * alone, and the value is no JWT, so a device cookie never passes for an access token nor the reverse.
 * HttpOnly, SameSite=Strict, sent only to the sign-in route, Secure when the app is served over https.
 */
export function createDeviceCookies(
  secret: string,
  clock: Clock,
  options: { secure: boolean },
): DeviceCookies {
  const key = new Uint8Array(hkdfSync('sha256', secret, 'brief', 'sign-in device cookie', 32));
  const hmac = (text: string) => createHmac('sha256', key).update(text).digest();
  const nameFor = (email: string) =>
    `${NAME_PREFIX}${hmac(`name\n${email}`).toString('base64url').slice(0, 16)}`;
  const signatureOf = (email: string, nonce: string, expires: string) =>
    hmac(`device\n${email}\n${nonce}\n${expires}`);
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  const header = (name: string, value: string, maxAge: number) =>
    [
      `${name}=${value}`,
      `Max-Age=${maxAge}`,
      `Path=${apiPaths.login}`,
      'HttpOnly',
      'SameSite=Strict',
      ...(options.secure ? ['Secure'] : []),
    ].join('; ');

  return {
    trustedNonce(cookies, email) {
      const parts = cookies.get(nameFor(email))?.split('.');
      if (parts?.length !== 3) return undefined;
      const [nonce = '', expires = '', signature = ''] = parts;
      if (!NONCE.test(nonce) || !SECONDS.test(expires) || Number(expires) <= nowSeconds()) return undefined;
      const expected = signatureOf(email, nonce, expires);
      const given = Buffer.from(signature, 'base64url');
      return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
    },

    issue(cookies, email) {
      const name = nameFor(email);
      const nonce = randomBytes(16).toString('base64url');
      const expires = String(nowSeconds() + DEVICE_COOKIE_MAX_AGE_SECONDS);
      const value = `${nonce}.${expires}.${signatureOf(email, nonce, expires).toString('base64url')}`;
      const others = [...cookies]
        .filter(([other]) => other.startsWith(NAME_PREFIX) && other !== name)
        .map(([other, otherValue]) => ({ name: other, expires: Number(otherValue.split('.')[1]) || 0 }))
        .sort((a, b) => a.expires - b.expires);
      const expired = others.slice(0, Math.max(0, others.length - (MAX_DEVICE_COOKIES - 1)));
      return [
        header(name, value, DEVICE_COOKIE_MAX_AGE_SECONDS),
        ...expired.map((old) => header(old.name, '', 0)),
      ];
    },
  };
}

/** The request's cookies by name (the first of a name wins, as the browser sends the most specific first). */
export function readCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header?.split(';') ?? []) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    const name = part.slice(0, separator).trim();
    if (name !== '' && !cookies.has(name)) cookies.set(name, part.slice(separator + 1).trim());
  }
  return cookies;
}
