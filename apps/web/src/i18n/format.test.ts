import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from './core';
import { formatDate, formatDay, formatMoney, formatMonth, formatNumber, readerTimeZone } from './format';

afterEach(async () => {
  await showLanguage('en');
});

describe('the one date formatter', () => {
  const lateEvening = new Date(2026, 10, 26, 23, 27);

  it('reads a date and time the Spanish way in Spanish: "26 nov 2026, 23:27"', async () => {
    expect(formatDate(lateEvening, 'dateTime')).toBe('Nov 26, 2026 at 11:27 PM');
    await showLanguage('es');
    expect(formatDate(lateEvening, 'dateTime')).toBe('26 nov 2026, 23:27');
    expect(formatNumber(1234.5)).toBe('1234,5');
    expect(formatNumber(12345)).toBe('12.345');
  });

  it('reads a calendar day as that day, in the interface’s language', async () => {
    expect(formatDay('2026-05-29')).toBe('May 29, 2026');
    expect(formatDay('not a day')).toBe('not a day');
    await showLanguage('es');
    expect(formatDay('2026-01-05')).toBe('5 ene 2026');
  });

  it('reads money in the price list’s currency the language’s way, never a cost as nothing', async () => {
    expect(formatMoney('1.234500', 'EUR')).toBe('€1.23');
    expect(formatMoney('0.000420', 'USD')).toBe('$0.00042');
    expect(formatMoney('0.000000', 'EUR')).toBe('€0.00');
    await showLanguage('es');
    expect(formatMoney('1234.5', 'EUR')).toBe('1234,50\u00a0€');
    expect(formatMonth('2026-11')).toBe('nov 2026');
  });

  it('knows the reader’s time zone by its IANA name', () => {
    expect(readerTimeZone()).toMatch(/^[A-Za-z_]+(\/[A-Za-z_+-]+)*$/);
  });
});
