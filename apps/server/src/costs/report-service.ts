import {
  COST_LIMITS,
  costCsvColumns,
  type CostGrouping,
  type CostReport,
  type CostRow,
  type UserCosts,
} from '@brief/contract/costs';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import { exactSum, microToDecimal, nanoToMicro } from './money';
import type { PricesRepo } from './prices-repo';
import type { CostReportRepo, CostSums } from './report-repo';
import type { UserMonthRepo } from './user-month-repo';

const DAY_MS = 86_400_000;

const invalid = (field: string, message: string) =>
  new AppError('unprocessable', `${field}: ${message}`, { detail: { reason: 'invalid', field } });

/** A YYYY-MM-DD that is a real day, as the UTC midnight it starts at (ms); undefined otherwise. */
function dayStart(day: string): number | undefined {
  const ms = Date.parse(`${day}T00:00:00.000Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day ? undefined : ms;
}

/**
 * The days a report covers, both included: this month up to today by default. A date that is not a day,
 * `to` before `from`, or more than COST_LIMITS.days days → 422.
 */
export function reportRange(query: { from?: string | undefined; to?: string | undefined }, today: Date) {
  const todayDay = today.toISOString().slice(0, 10);
  const from = query.from ?? `${todayDay.slice(0, 7)}-01`;
  const to = query.to ?? todayDay;
  const fromMs = dayStart(from);
  if (fromMs === undefined) throw invalid('query.from', 'must be a date YYYY-MM-DD');
  const toMs = dayStart(to);
  if (toMs === undefined) throw invalid('query.to', 'must be a date YYYY-MM-DD');
  if (toMs < fromMs) throw invalid('query.to', 'must not be before from');
  if ((toMs - fromMs) / DAY_MS + 1 > COST_LIMITS.days)
    throw invalid('query.to', `a report may span at most ${COST_LIMITS.days} days`);
  return {
    from,
    to,
    since: new Date(fromMs).toISOString(),
    until: new Date(toMs + DAY_MS).toISOString(),
  };
}

type Figures = Omit<CostRow, 'key' | 'name'>;

/** A group's sums as a row; its cost in whole micro-units too, which the total adds up. */
function figuresOf(sums: CostSums): Figures & { micro: bigint } {
  const micro = nanoToMicro(exactSum(sums.cost_nano));
  const priced = Number(sums.priced ?? 0) > 0;
  return {
    runs: Number(sums.runs),
    inputTokens: Number(sums.input_tokens ?? 0),
    outputTokens: Number(sums.output_tokens ?? 0),
    cachedInputTokens: Number(sums.cached_input_tokens ?? 0),
    cost: priced ? microToDecimal(micro) : null,
    estimated: Number(sums.estimated ?? 0) > 0,
    unpriced: Number(sums.unpriced ?? 0) > 0,
    micro,
  };
}

/** Time groupings read in time order; the others most expensive first, then by name. */
function ordered(groupBy: CostGrouping, rows: (CostRow & { micro: bigint })[]) {
  if (groupBy === 'day' || groupBy === 'month')
    return rows.sort((a, b) => (a.key ?? '').localeCompare(b.key ?? ''));
  return rows.sort(
    (a, b) =>
      (a.micro === b.micro ? 0 : a.micro > b.micro ? -1 : 1) ||
      (a.name ?? '\uffff').localeCompare(b.name ?? '\uffff') ||
      (a.key ?? '').localeCompare(b.key ?? ''),
  );
}

/** A cell of the CSV: quoted when it must be; text a spreadsheet would run as a formula is defused. */
function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The report as CSV: a header row, then one line per row, one column per row field in order. */
export function costReportCsv(report: CostReport): string {
  const lines = [
    costCsvColumns.join(','),
    ...report.rows.map((row) => costCsvColumns.map((column) => csvCell(row[column])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

export function createCostReportService(deps: {
  reports: CostReportRepo;
  months: UserMonthRepo;
  prices: Pick<PricesRepo, 'currency'>;
  clock: Clock;
}) {
  const { reports, prices, clock } = deps;
  return {
    /** The report of a range, grouped; of these teams' calls only when `teams` is given (a lead's). */
    async report(
      query: { from?: string | undefined; to?: string | undefined; groupBy: CostGrouping },
      teams: readonly string[] | undefined,
      readerId: string,
    ): Promise<CostReport> {
      const range = reportRange(query, clock.now());
      const currency = await prices.currency();
      const sums = await reports.sums({ ...range, groupBy: query.groupBy, teams, currency, readerId });
      const rows = ordered(
        query.groupBy,
        sums
          .filter((row) => Number(row.total) === 0)
          .map((row) => ({ key: row.key, name: row.name, ...figuresOf(row) })),
      );
      const whole = sums.find((row) => Number(row.total) === 1);
      const micro = rows.reduce((sum, row) => sum + row.micro, 0n);
      const anyPriced = rows.some((row) => row.cost !== null);
      return {
        currency,
        from: range.from,
        to: range.to,
        groupBy: query.groupBy,
        rows: rows.map(({ micro: _micro, ...row }) => row),
        total: {
          runs: whole === undefined ? 0 : Number(whole.runs),
          inputTokens: rows.reduce((sum, row) => sum + row.inputTokens, 0),
          outputTokens: rows.reduce((sum, row) => sum + row.outputTokens, 0),
          cachedInputTokens: rows.reduce((sum, row) => sum + row.cachedInputTokens, 0),
          // The rows' costs summed as they are shown, so the total is exactly what they add up to.
          cost: anyPriced || rows.length === 0 ? microToDecimal(micro) : null,
          estimated: rows.some((row) => row.estimated),
          unpriced: rows.some((row) => row.unpriced),
        },
      };
    },

    /** The user's own calls of this UTC month. */
    async userMonth(userId: string): Promise<UserCosts> {
      const now = clock.now();
      const month = now.toISOString().slice(0, 7);
      const since = `${month}-01T00:00:00.000Z`;
      const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();
      const currency = await prices.currency();
      const sums = await deps.months.sums({ userId, since, until: next, currency });
      return {
        currency,
        month,
        cost: microToDecimal(nanoToMicro(exactSum(sums.cost_nano))),
        runs: Number(sums.runs),
      };
    },
  };
}

export type CostReportService = ReturnType<typeof createCostReportService>;
