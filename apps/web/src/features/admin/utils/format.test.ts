import { afterEach, describe, expect, it } from 'vitest';
import { formatCount, formatDateTime } from '@/features/admin/utils/format';
import { showLanguage } from '@/i18n/core';

afterEach(async () => {
  await showLanguage('en');
});

describe("the admin console's dates and counts", () => {
  const signedIn = new Date(2026, 10, 26, 23, 27).toISOString();

  it("read like every other date of the app, in the interface's language", async () => {
    expect(formatDateTime(signedIn)).toBe('Nov 26, 2026 at 11:27 PM');
    expect(formatDateTime(null)).toBe('Never');
    expect(formatCount(12345)).toBe('12,345');
    await showLanguage('es');
    expect(formatDateTime(signedIn)).toBe('26 nov 2026, 23:27');
    expect(formatDateTime(null)).toBe('Nunca');
    expect(formatCount(12345)).toBe('12.345');
    expect(formatCount(null)).toBe('—');
  });
});
