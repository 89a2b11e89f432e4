import { describe, expect, it } from 'vitest';
import { decodeToken, getTokenUserId, isTokenExpired, isTokenExpiring } from '@/lib/token';
import { makeToken, tokenExpiringIn } from '@/testing/tokens';

const NOW = Date.UTC(2025, 0, 5, 15, 4, 0);

describe('decodeToken', () => {
  it('reads exp, sub and user_id from the payload', () => {
    expect(decodeToken(makeToken({ exp: 1736089440, sub: 'abc', user_id: 42 }))).toEqual({
      exp: 1736089440,
      sub: 'abc',
      user_id: '42',
    });
  });

  it('returns null for something that is not a JWT', () => {
    expect(decodeToken('not-a-token')).toBeNull();
    expect(decodeToken('a.%%%.c')).toBeNull();
    expect(decodeToken('')).toBeNull();
    expect(decodeToken(null)).toBeNull();
  });
});

describe('isTokenExpiring (5-minute margin)', () => {
  it('treats a token without exp as expiring', () => {
    expect(isTokenExpiring(makeToken({ sub: 'abc' }), undefined, NOW)).toBe(true);
  });

  it('treats an undecodable token as expiring', () => {
    expect(isTokenExpiring('garbage', undefined, NOW)).toBe(true);
  });

  it('is true when the token expires within 5 minutes', () => {
    expect(isTokenExpiring(tokenExpiringIn(4 * 60, NOW), undefined, NOW)).toBe(true);
    expect(isTokenExpiring(tokenExpiringIn(5 * 60, NOW), undefined, NOW)).toBe(true);
  });

  it('is false when the token has more than 5 minutes left', () => {
    expect(isTokenExpiring(tokenExpiringIn(6 * 60, NOW), undefined, NOW)).toBe(false);
  });

  it('honours a different margin (the HTTP client uses 2 minutes)', () => {
    const token = tokenExpiringIn(3 * 60, NOW);
    expect(isTokenExpiring(token, 2 * 60 * 1000, NOW)).toBe(false);
    expect(isTokenExpiring(token, 5 * 60 * 1000, NOW)).toBe(true);
  });
});

describe('isTokenExpired', () => {
  it('is true only once exp has passed', () => {
    expect(isTokenExpired(tokenExpiringIn(30, NOW), NOW)).toBe(false);
    expect(isTokenExpired(tokenExpiringIn(-1, NOW), NOW)).toBe(true);
  });
});

describe('getTokenUserId', () => {
  it('prefers sub and falls back to user_id', () => {
    expect(getTokenUserId(makeToken({ sub: 'from-sub', user_id: 'from-user-id' }))).toBe('from-sub');
    expect(getTokenUserId(makeToken({ user_id: 'from-user-id' }))).toBe('from-user-id');
    expect(getTokenUserId(makeToken({}))).toBeNull();
  });
});
