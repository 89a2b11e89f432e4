import { describe, expect, it } from 'vitest';
import { startOfLocalDay } from './local-day';

const start = (now: string, timeZone: string) => startOfLocalDay(new Date(now), timeZone).toISOString();

describe('startOfLocalDay', () => {
  it('is UTC midnight in UTC', () => {
    expect(start('2026-03-10T22:30:00.000Z', 'UTC')).toBe('2026-03-10T00:00:00.000Z');
  });

  it('follows Madrid in winter and summer, to the millisecond around midnight', () => {
    expect(start('2026-03-10T22:30:00.000Z', 'Europe/Madrid')).toBe('2026-03-09T23:00:00.000Z');
    expect(start('2026-03-10T22:59:59.999Z', 'Europe/Madrid')).toBe('2026-03-09T23:00:00.000Z');
    expect(start('2026-03-10T23:00:00.000Z', 'Europe/Madrid')).toBe('2026-03-10T23:00:00.000Z');
    expect(start('2026-07-01T12:00:00.000Z', 'Europe/Madrid')).toBe('2026-06-30T22:00:00.000Z');
  });

  it('takes the offset of Madrid midnight, not of the moment asked, on and after the days clocks change', () => {
    // 29 March 2026: clocks go from 02:00 to 03:00; midnight is still winter time (+01:00).
    expect(start('2026-03-29T00:30:00.000Z', 'Europe/Madrid')).toBe('2026-03-28T23:00:00.000Z');
    expect(start('2026-03-29T21:59:00.000Z', 'Europe/Madrid')).toBe('2026-03-28T23:00:00.000Z');
    expect(start('2026-03-29T22:00:00.000Z', 'Europe/Madrid')).toBe('2026-03-29T22:00:00.000Z');
    // 25 October 2026: clocks go from 03:00 back to 02:00; midnight is still summer time (+02:00).
    expect(start('2026-10-25T12:00:00.000Z', 'Europe/Madrid')).toBe('2026-10-24T22:00:00.000Z');
    expect(start('2026-10-25T22:59:00.000Z', 'Europe/Madrid')).toBe('2026-10-24T22:00:00.000Z');
    expect(start('2026-10-25T23:00:00.000Z', 'Europe/Madrid')).toBe('2026-10-25T23:00:00.000Z');
  });

  it('follows Los Angeles, behind UTC, across its own clock changes', () => {
    // 15:30 on 10 March 2026, summer time (-07:00) since 8 March.
    expect(start('2026-03-10T22:30:00.000Z', 'America/Los_Angeles')).toBe('2026-03-10T07:00:00.000Z');
    // 8 March 2026 (02:00 to 03:00): midnight was -08:00.
    expect(start('2026-03-08T20:00:00.000Z', 'America/Los_Angeles')).toBe('2026-03-08T08:00:00.000Z');
    // 1 November 2026 (02:00 back to 01:00): midnight was -07:00.
    expect(start('2026-11-01T20:00:00.000Z', 'America/Los_Angeles')).toBe('2026-11-01T07:00:00.000Z');
    // 16:59 local on 31 October is still 31 October, a day after UTC's.
    expect(start('2026-11-01T06:59:00.000Z', 'America/Los_Angeles')).toBe('2026-10-31T07:00:00.000Z');
  });

  it('handles half-hour and +14 hour offsets', () => {
    // 04:00 on 11 March in Kolkata (+05:30).
    expect(start('2026-03-10T22:30:00.000Z', 'Asia/Kolkata')).toBe('2026-03-10T18:30:00.000Z');
    // 12:30 on 11 March on Kiritimati (+14:00).
    expect(start('2026-03-10T22:30:00.000Z', 'Pacific/Kiritimati')).toBe('2026-03-10T10:00:00.000Z');
    expect(start('2026-03-10T09:59:59.000Z', 'Pacific/Kiritimati')).toBe('2026-03-09T10:00:00.000Z');
  });

  it('starts a day whose midnight was skipped at the jump, and one with two midnights at the first', () => {
    // Santiago, 6 September 2026: 00:00 (-04:00) becomes 01:00 (-03:00).
    expect(start('2026-09-06T15:00:00.000Z', 'America/Santiago')).toBe('2026-09-06T04:00:00.000Z');
    // Havana, 1 November 2026: 01:00 (-04:00) goes back to 00:00 (-05:00).
    expect(start('2026-11-01T15:00:00.000Z', 'America/Havana')).toBe('2026-11-01T04:00:00.000Z');
    // Beirut, 29 March 2026: 00:00 (+02:00) becomes 01:00 (+03:00).
    expect(start('2026-03-29T10:00:00.000Z', 'Asia/Beirut')).toBe('2026-03-28T22:00:00.000Z');
  });
});
