import { describe, expect, it } from 'vitest';
import { chartStep, isValidRange, spanDays, thisMonth } from './cost-range';

describe('a costs report’s range', () => {
  it('is this UTC month up to today by default', () => {
    expect(thisMonth(new Date('2026-11-27T15:00:00Z'))).toEqual({ from: '2026-11-01', to: '2026-11-27' });
    // Late on the last evening of a month in the Americas it is already the next month in UTC.
    expect(thisMonth(new Date('2026-12-01T02:00:00Z'))).toEqual({ from: '2026-12-01', to: '2026-12-01' });
  });

  it('counts both ends and refuses a start after its end or a date that is not one', () => {
    expect(spanDays({ from: '2026-11-01', to: '2026-11-01' })).toBe(1);
    expect(spanDays({ from: '2026-11-01', to: '2026-11-30' })).toBe(30);
    expect(isValidRange({ from: '2026-11-02', to: '2026-11-01' })).toBe(false);
    expect(isValidRange({ from: '', to: '2026-11-01' })).toBe(false);
    expect(isValidRange({ from: '2020-01-01', to: '2026-11-01' })).toBe(false);
    expect(isValidRange({ from: '2026-01-01', to: '2026-11-01' })).toBe(true);
  });

  it('charts days up to about three months, then months', () => {
    expect(chartStep({ from: '2026-11-01', to: '2026-11-27' })).toBe('day');
    expect(chartStep({ from: '2026-01-01', to: '2026-11-27' })).toBe('month');
  });
});
