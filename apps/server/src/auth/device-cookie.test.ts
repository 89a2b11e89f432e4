import { describe, expect, it } from 'vitest';
import {
  createDeviceCookies,
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  MAX_DEVICE_COOKIES,
  readCookies,
} from './device-cookie';

const SECRET = 's'.repeat(48);
let nowMs = new Date('2026-03-02T10:00:00.000Z').getTime();
const clock = { now: () => new Date(nowMs) };
const devices = createDeviceCookies(SECRET, clock, { secure: false });

/** The cookies a browser sends after the server set these (name=value of each Set-Cookie). */
const jar = (...setCookies: string[]) =>
  readCookies(setCookies.map((line) => line.split(';')[0] ?? '').join('; '));
const cookieOf = (setCookie: string | undefined) => {
  const [name = '', value = ''] = (setCookie?.split(';')[0] ?? '').split('=');
  return { name, value };
};

describe('device cookies', () => {
  it('are HttpOnly, SameSite=Strict, sent to the sign-in route only, for a year, Secure on https', () => {
    const [plain = ''] = devices.issue(new Map(), 'ana@brief.test');
    expect(plain).toMatch(/^brief_device_[A-Za-z0-9_-]{16}=[A-Za-z0-9_-]{22}\.\d+\.[A-Za-z0-9_-]{43}; /);
    expect(plain.split('; ').slice(1)).toEqual([
      `Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`,
      'Path=/api/login',
      'HttpOnly',
      'SameSite=Strict',
    ]);
    const [secure = ''] = createDeviceCookies(SECRET, clock, { secure: true }).issue(
      new Map(),
      'ana@brief.test',
    );
    expect(secure.split('; ')).toContain('Secure');
  });

  it("trust the browser for the cookie's own account only, with a fresh nonce at every sign-in", () => {
    const first = devices.issue(new Map(), 'ana@brief.test');
    const nonce = devices.trustedNonce(jar(...first), 'ana@brief.test');
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(devices.trustedNonce(jar(...first), 'bea@brief.test')).toBeUndefined();
    const again = devices.issue(jar(...first), 'ana@brief.test');
    expect(devices.trustedNonce(jar(...again), 'ana@brief.test')).not.toBe(nonce);
  });

  it('take a forged, altered, expired or moved cookie for none', () => {
    const ana = cookieOf(devices.issue(new Map(), 'ana@brief.test')[0]);
    const bea = cookieOf(devices.issue(new Map(), 'bea@brief.test')[0]);
    const [nonce = '', expires = '', signature = ''] = ana.value.split('.');
    const flip = (text: string) => `${text.slice(0, 5)}${text[5] === 'A' ? 'B' : 'A'}${text.slice(6)}`;
    const forgedElsewhere = cookieOf(
      createDeviceCookies('x'.repeat(48), clock, { secure: false }).issue(new Map(), 'ana@brief.test')[0],
    );
    const candidates = [
      `${flip(nonce)}.${expires}.${signature}`,
      `${nonce}.${Number(expires) + 86_400}.${signature}`,
      `${nonce}.${expires}.${flip(signature)}`,
      `${nonce}.${expires}`,
      bea.value,
      forgedElsewhere.value,
      'not-a-cookie',
    ];
    for (const value of candidates) {
      expect(devices.trustedNonce(new Map([[ana.name, value]]), 'ana@brief.test'), value).toBeUndefined();
    }
    expect(devices.trustedNonce(new Map([[ana.name, ana.value]]), 'ana@brief.test')).toBe(nonce);

    nowMs += (DEVICE_COOKIE_MAX_AGE_SECONDS + 1) * 1000;
    expect(devices.trustedNonce(new Map([[ana.name, ana.value]]), 'ana@brief.test')).toBeUndefined();
  });

  it(`keep at most ${MAX_DEVICE_COOKIES} per browser, expiring the oldest`, () => {
    const held: string[] = [];
    for (let index = 0; index < MAX_DEVICE_COOKIES + 2; index += 1) {
      nowMs += 1000;
      held.push(...devices.issue(new Map(), `person${index}@brief.test`));
    }
    nowMs += 1000;
    const [fresh = '', ...expired] = devices.issue(jar(...held), 'newcomer@brief.test');
    expect(cookieOf(fresh).value).not.toBe('');
    expect(expired.map((line) => cookieOf(line).name)).toEqual(
      held.slice(0, 3).map((line) => cookieOf(line).name),
    );
    for (const line of expired) expect(line).toContain('Max-Age=0');
  });
});

describe('readCookies', () => {
  it('reads name=value pairs, the first of a name winning', () => {
    expect([...readCookies(' a=1; b = two ;a=3; junk; c=')]).toEqual([
      ['a', '1'],
      ['b', 'two'],
      ['c', ''],
    ]);
    expect(readCookies(undefined).size).toBe(0);
  });
});
