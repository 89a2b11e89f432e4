import { describe, expect, it } from 'vitest';
import { cutoffOf } from './policy';

describe('cutoffOf', () => {
  it('is the given number of whole days before now', () => {
    expect(cutoffOf(new Date('2026-03-31T10:00:00.000Z'), 30)).toBe('2026-03-01T10:00:00.000Z');
  });
});
