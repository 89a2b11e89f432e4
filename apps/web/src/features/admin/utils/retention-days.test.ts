import { describe, expect, it } from 'vitest';
import { retentionDaysOf } from '@/features/admin/utils/retention-days';

describe('retentionDaysOf', () => {
  it('reads an empty box as no policy and whole days as a policy', () => {
    expect(retentionDaysOf('')).toBeNull();
    expect(retentionDaysOf('  ')).toBeNull();
    expect(retentionDaysOf('30')).toBe(30);
    expect(retentionDaysOf(' 365 ')).toBe(365);
  });

  it('refuses what is not a whole number of days from 1 to 36 500', () => {
    for (const text of ['0', '-3', '1.5', 'soon', '36501', '1e3']) {
      expect(retentionDaysOf(text), text).toBe('invalid');
    }
  });
});
