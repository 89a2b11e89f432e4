import { useStore } from '@nanostores/react';
import { format } from 'date-fns';
import { useMemo } from 'react';
import { language, type Language } from './core';
import { getSpanishDates } from './date-locale';

/**
 * The one place where the web app reads a date or a number for the user (lint forbids toLocale*String,
 * Intl's formatters and date-fns' `format` anywhere else): every list, the admin console, the audit log,
 * toasts and titles read them here, in the interface's language and the browser's time zone.
 *
 * English is the product's own ('MMM d, yyyy' is `Nov 23, 2026`, "MMM d, yyyy 'at' h:mm a" is
 * `Jan 5, 2025 at 3:04 PM`); Spanish puts the day first and uses the 24-hour clock (`23 nov 2026`,
 * `26 nov 2026, 23:27`).
 */
export const DATE_PATTERNS = {
  en: { date: 'MMM d, yyyy', dateTime: "MMM d, yyyy 'at' h:mm a", time: 'h:mm a', month: 'MMM yyyy' },
  es: { date: 'd MMM yyyy', dateTime: 'd MMM yyyy, H:mm', time: 'H:mm', month: 'MMM yyyy' },
} as const satisfies Record<Language, Record<string, string>>;

export type DateStyle = keyof (typeof DATE_PATTERNS)['en'];

/** Styles that name no month or day, so they read the same without date-fns' Spanish names. */
const WITHOUT_NAMES: ReadonlySet<DateStyle> = new Set(['time']);

/** `date` read in `code`'s conventions. */
export function formatDateIn(code: Language, date: Date, style: DateStyle): string {
  const locale = code === 'es' ? getSpanishDates() : undefined;
  // Spanish month names arrive with the app's Spanish texts; until then a date reads as in English.
  const pattern = code === 'en' || locale || WITHOUT_NAMES.has(style) ? code : 'en';
  return format(date, DATE_PATTERNS[pattern][style], locale ? { locale } : undefined);
}

/** A number with the language's digit grouping and decimal mark (`1,234.5`, `1234,5`). */
export function formatNumberIn(code: Language, value: number): string {
  return new Intl.NumberFormat(code === 'es' ? 'es-ES' : 'en-US').format(value);
}

/**
 * An amount of money the server gives as a decimal string ("1.234500") in `currency`, with the language's
 * symbol placement and decimal mark (`€1.23`, `1,23 €`): cents, or two significant digits for an amount
 * under a cent that is not zero (a few tokens of a cheap model), so it never reads as nothing.
 */
export function formatMoneyIn(code: Language, amount: string | number, currency: string): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return String(amount);
  const tiny = value !== 0 && Math.abs(value) < 0.01;
  return new Intl.NumberFormat(code === 'es' ? 'es-ES' : 'en-US', {
    style: 'currency',
    currency,
    ...(tiny ? { maximumSignificantDigits: 2 } : {}),
  }).format(value);
}

/** `date` in the interface's current language (for code outside React: toasts, titles). */
export function formatDate(date: Date, style: DateStyle): string {
  return formatDateIn(language.get(), date, style);
}

export function formatNumber(value: number): string {
  return formatNumberIn(language.get(), value);
}

export function formatMoney(amount: string | number, currency: string): string {
  return formatMoneyIn(language.get(), amount, currency);
}

/**
 * A calendar day the server names as `yyyy-mm-dd` (a day of the usage chart), read as that day wherever
 * the reader is: it is not an instant, so no time zone moves it.
 */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (year === undefined || month === undefined || date === undefined) return day;
  const local = new Date(year, month - 1, date);
  return Number.isNaN(local.getTime()) ? day : formatDate(local, 'date');
}

/** A calendar month the server names as `yyyy-mm` (a row of a report by month): `Nov 2026`, `nov 2026`. */
export function formatMonth(month: string): string {
  const [year, number] = month.split('-').map(Number);
  if (year === undefined || number === undefined) return month;
  const local = new Date(year, number - 1, 1);
  return Number.isNaN(local.getTime()) ? month : formatDate(local, 'month');
}

/** The browser's time zone (an IANA name: "Europe/Madrid"), which every time the app shows is in. */
export function readerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Date and number readers that follow the interface's language: the component re-renders on a switch. */
export function useFormat() {
  const code = useStore(language);
  return useMemo(
    () => ({
      language: code,
      date: (date: Date, style: DateStyle) => formatDateIn(code, date, style),
      number: (value: number) => formatNumberIn(code, value),
      money: (amount: string | number, currency: string) => formatMoneyIn(code, amount, currency),
    }),
    [code],
  );
}
