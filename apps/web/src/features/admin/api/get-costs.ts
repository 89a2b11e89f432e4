import { costPaths, costReportSchema, type CostGrouping, type CostReport } from '@brief/contract/costs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/admin-keys';
import { apiClient } from '@/lib/api-client';
import { downloadFrom } from '@/lib/export-download';

/** A report's filters: the UTC days it spans (both included) and what its rows are. */
export interface CostFilters {
  from: string;
  to: string;
  groupBy: CostGrouping;
}

/** The report's address; the CSV is the same report with `format=csv`, so the file matches the screen. */
export function costsPath({ from, to, groupBy }: CostFilters, format: 'json' | 'csv' = 'json'): string {
  const query = new URLSearchParams({ from, to, groupBy, format });
  return `${costPaths.costs}?${query.toString()}`;
}

/** GET /admin/costs: cost and tokens per customer, team, person, model, chat, day or month. */
export function getCosts(filters: CostFilters): Promise<CostReport> {
  return apiClient.request(costsPath(filters), { schema: costReportSchema });
}

export const costsQueryOptions = (filters: CostFilters) =>
  queryOptions({
    queryKey: adminKeys.costs(filters.from, filters.to, filters.groupBy),
    queryFn: () => getCosts(filters),
  });

/** A report; the previous one stays on screen (dimmed by the caller) while another range loads. */
export function useCosts(filters: CostFilters, enabled = true) {
  return useQuery({ ...costsQueryOptions(filters), placeholderData: keepPreviousData, enabled });
}

/** Downloads the report as the server writes it in CSV, with the same filters. */
export function downloadCostsCsv(filters: CostFilters): Promise<void> {
  return downloadFrom(
    costsPath(filters, 'csv'),
    `brief-costs-${filters.groupBy}-${filters.from}-${filters.to}.csv`,
  );
}
