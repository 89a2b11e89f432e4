import type { Locale } from 'date-fns';

let spanishDates: Locale | undefined;

/**
 * date-fns' Spanish month and day names, handed over by the Spanish chunk when it loads. Kept apart from
 * `format.ts` so that loading Spanish does not pull date-fns' formatter into a page that shows no date.
 */
export function setSpanishDates(locale: Locale): void {
  spanishDates = locale;
}

export function getSpanishDates(): Locale | undefined {
  return spanishDates;
}
