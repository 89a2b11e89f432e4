import { costGroupings, type CostGrouping } from '@brief/contract/costs';
import type { CostFilters } from '@/features/admin/api/get-costs';
import type { adminCosts } from '@/features/admin/i18n/en';

/** What a report's rows can be, in the console's order; chats have their own card ("Top chats"). */
export type ReportGrouping = Exclude<CostGrouping, 'chat'>;
export const REPORT_GROUPINGS = costGroupings.filter(
  (grouping): grouping is ReportGrouping => grouping !== 'chat',
);

/** The report's filters as the tab holds them. */
export type ReportFilters = CostFilters & { groupBy: ReportGrouping };

export const GROUPING_LABEL = {
  customer: 'byCustomer',
  team: 'byTeam',
  user: 'byUser',
  model: 'byModel',
  day: 'byDay',
  month: 'byMonth',
} as const satisfies Record<ReportGrouping, keyof ReturnType<typeof adminCosts.get>>;

export const isReportGrouping = (value: string): value is ReportGrouping =>
  (REPORT_GROUPINGS as readonly string[]).includes(value);
