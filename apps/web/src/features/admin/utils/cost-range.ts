import { COST_LIMITS } from '@brief/contract/costs';

/**
 * The days a costs report spans. The server counts in UTC calendar days, so the console does too: "this
 * month" is from the first of the UTC month to today (UTC), whatever the reader's zone.
 */
export interface CostRange {
  from: string;
  to: string;
}

const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

export function thisMonth(now: Date = new Date()): CostRange {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return { from: utcDay(first), to: utcDay(now) };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from `from` to `to`, both counted (1 for a single day); NaN for a date that is not one. */
export function spanDays({ from, to }: CostRange): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
}

/** Whether the server will take the range: both dates real, the start not after the end, not too long. */
export function isValidRange(range: CostRange): boolean {
  const days = spanDays(range);
  return Number.isFinite(days) && days >= 1 && days <= COST_LIMITS.days;
}

/** The chart's step: days for up to about three months, months beyond (a bar a day would be a blur). */
export function chartStep(range: CostRange): 'day' | 'month' {
  return spanDays(range) <= 92 ? 'day' : 'month';
}
