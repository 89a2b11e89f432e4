import type { CostGrouping, CostRow } from '@brief/contract/costs';
import { formatDay, formatMonth } from '@/i18n/format';
import { NEW_CHAT_TITLE } from '@/lib/new-chat-title';

/** What a report row's first column says when the row itself names nothing. */
export interface RowFallbacks {
  noCustomer: string;
  noTeam: string;
  gone: string;
  otherChat: string;
  /** A chat still titled as the server starts it, in the reader's language (as the library names it). */
  newChat: string;
}

/**
 * A report row's name as the reader reads it: a day or month in their language, the customer, team,
 * person or model as the server names it; calls without a customer or team as such, something deleted
 * as deleted, and another person's chat without its title (the server keeps it private).
 */
export function rowName(groupBy: CostGrouping, row: CostRow, fallbacks: RowFallbacks): string {
  if (groupBy === 'day' && row.key !== null) return formatDay(row.key);
  if (groupBy === 'month' && row.key !== null) return formatMonth(row.key);
  if (groupBy === 'chat' && row.name === NEW_CHAT_TITLE) return fallbacks.newChat;
  if (row.name !== null) return row.name;
  if (groupBy === 'chat') return fallbacks.otherChat;
  if (row.key === null) return groupBy === 'team' ? fallbacks.noTeam : fallbacks.noCustomer;
  return groupBy === 'model' ? row.key : fallbacks.gone;
}

/** One bar of the chart: its label and its cost as a number (a row without any price costs 0 there). */
export interface ChartPoint {
  key: string;
  label: string;
  cost: number;
}

/** Every day (YYYY-MM-DD) or month (YYYY-MM) from `from` to `to`, both included, in UTC. */
function steps(step: 'day' | 'month', from: string, to: string): string[] {
  const keys: string[] = [];
  const cursor = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${to}T00:00:00Z`);
  if (Number.isNaN(cursor.getTime()) || Number.isNaN(end.getTime())) return keys;
  if (step === 'month') cursor.setUTCDate(1);
  // A report spans at most a few years: a bound that never cuts one short.
  while (cursor <= end && keys.length < 5000) {
    keys.push(cursor.toISOString().slice(0, step === 'day' ? 10 : 7));
    if (step === 'day') cursor.setUTCDate(cursor.getUTCDate() + 1);
    else cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return keys;
}

/**
 * The chart's bars: one per day or month of the range, those without calls at 0 (the report leaves them
 * out), so the bars keep the calendar's rhythm.
 */
export function chartPoints(
  step: 'day' | 'month',
  rows: readonly CostRow[],
  range: { from: string; to: string },
): ChartPoint[] {
  const costs = new Map(rows.map((row) => [row.key, row.cost === null ? 0 : Number(row.cost)]));
  return steps(step, range.from, range.to).map((key) => ({
    key,
    label: step === 'day' ? formatDay(key) : formatMonth(key),
    cost: costs.get(key) ?? 0,
  }));
}
