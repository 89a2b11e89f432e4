import type { CostGrouping, CostRow } from '@brief/contract/costs';
import { formatDay, formatMonth } from '@/i18n/format';

/** What a report row's first column says when the row itself names nothing. */
export interface RowFallbacks {
  noCustomer: string;
  noTeam: string;
  gone: string;
  otherChat: string;
}

/**
 * A report row's name as the reader reads it: a day or month in their language, the customer, team,
 * person or model as the server names it; calls without a customer or team as such, something deleted
 * as deleted, and another person's chat without its title (the server keeps it private).
 */
export function rowName(groupBy: CostGrouping, row: CostRow, fallbacks: RowFallbacks): string {
  if (groupBy === 'day' && row.key !== null) return formatDay(row.key);
  if (groupBy === 'month' && row.key !== null) return formatMonth(row.key);
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

export function chartPoints(groupBy: 'day' | 'month', rows: readonly CostRow[]): ChartPoint[] {
  return rows
    .filter((row): row is CostRow & { key: string } => row.key !== null)
    .map((row) => ({
      key: row.key,
      label: groupBy === 'day' ? formatDay(row.key) : formatMonth(row.key),
      cost: row.cost === null ? 0 : Number(row.cost),
    }));
}
