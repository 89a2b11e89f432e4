import { useStore } from '@nanostores/react';
import { format } from 'date-fns';
import { useMemo } from 'react';
import { language, type Language } from './core';
import { getSpanishDates } from './date-locale';

/**
 * The date readings of the product in each language. English is the product's own ('MMM d, yyyy' is
 * `Nov 23, 2026`, "MMM d, yyyy 'at' h:mm a" is `Jan 5, 2025 at 3:04 PM`); Spanish puts the day first and
 * uses the 24-hour clock (`23 nov 2026`, `5 ene 2025, 15:04`).
 */
export const DATE_PATTERNS = {
  en: { date: 'MMM d, yyyy', dateTime: "MMM d, yyyy 'at' h:mm a", time: 'h:mm a' },
  es: { date: 'd MMM yyyy', dateTime: 'd MMM yyyy, H:mm', time: 'H:mm' },
} as const satisfies Record<Language, Record<string, string>>;

export type DateStyle = keyof (typeof DATE_PATTERNS)['en'];

/** `date` read in `code`'s conventions. */
export function formatDateIn(code: Language, date: Date, style: DateStyle): string {
  const locale = code === 'es' ? getSpanishDates() : undefined;
  return format(
    date,
    DATE_PATTERNS[locale || code === 'en' ? code : 'en'][style],
    locale ? { locale } : undefined,
  );
}

/** A number with the language's digit grouping. */
export function formatNumberIn(code: Language, value: number): string {
  return new Intl.NumberFormat(code === 'es' ? 'es-ES' : 'en-US').format(value);
}

/** `date` in the interface's current language (for code outside React: toasts, titles). */
export function formatDate(date: Date, style: DateStyle): string {
  return formatDateIn(language.get(), date, style);
}

export function formatNumber(value: number): string {
  return formatNumberIn(language.get(), value);
}

/** Date and number readers that follow the interface's language: the component re-renders on a switch. */
export function useFormat() {
  const code = useStore(language);
  return useMemo(
    () => ({
      language: code,
      date: (date: Date, style: DateStyle) => formatDateIn(code, date, style),
      number: (value: number) => formatNumberIn(code, value),
    }),
    [code],
  );
}
