import { describe, expect, it } from 'vitest';
import { decideUsage, type CountedUse } from './usage-rules';

const now = Date.parse('2026-03-02T10:00:00.000Z');
const secondsAgo = (seconds: number, amount = 1): CountedUse => ({
  at: new Date(now - seconds * 1000).toISOString(),
  amount,
});
const perMinute = { limit: 3, windowMs: 60_000 };

describe('decideUsage', () => {
  it('allows up to the limit inside the window', () => {
    expect(decideUsage([], 1, perMinute, now)).toEqual({ allowed: true });
    expect(decideUsage([secondsAgo(10), secondsAgo(5)], 1, perMinute, now)).toEqual({ allowed: true });
  });

  it('refuses one more, until the oldest counted use leaves the window', () => {
    const counted = [secondsAgo(5), secondsAgo(40), secondsAgo(20)];
    expect(decideUsage(counted, 1, perMinute, now)).toEqual({ allowed: false, retryAfterSeconds: 20 });
  });

  it('does not count what has left the window', () => {
    const counted = [secondsAgo(61), secondsAgo(60), secondsAgo(30), secondsAgo(10)];
    expect(decideUsage(counted, 1, perMinute, now)).toEqual({ allowed: true });
  });

  it('answers at least one second', () => {
    const counted = [secondsAgo(59.9), secondsAgo(1), secondsAgo(1)];
    expect(decideUsage(counted, 1, perMinute, now)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('waits for as many of the oldest amounts to leave as the new amount needs', () => {
    const perDay = { limit: 100, windowMs: 24 * 3600_000 };
    const counted = [secondsAgo(3600 * 20, 30), secondsAgo(3600 * 10, 30), secondsAgo(3600, 30)];
    expect(decideUsage(counted, 10, perDay, now)).toEqual({ allowed: true });
    // 90 used, 50 more needs the two oldest gone: the second leaves in 14 h.
    expect(decideUsage(counted, 50, perDay, now)).toEqual({ allowed: false, retryAfterSeconds: 14 * 3600 });
  });

  it('never fits an amount larger than the limit', () => {
    expect(decideUsage([], 101, { limit: 100, windowMs: 60_000 }, now)).toEqual({
      allowed: false,
      retryAfterSeconds: 60,
    });
  });
});
