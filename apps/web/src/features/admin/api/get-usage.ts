import { adminPaths, usageSchema, type Usage } from '@brief/contract/admin-console';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/admin-keys';
import { apiClient } from '@/lib/api-client';

/** GET /admin/usage?days=: totals, per user, per team and per UTC day. */
export function getUsage(days: number): Promise<Usage> {
  return apiClient.request(`${adminPaths.usage}?days=${days}`, { schema: usageSchema });
}

export const usageQueryOptions = (days: number) =>
  queryOptions({ queryKey: adminKeys.usage(days), queryFn: () => getUsage(days) });

export function useUsage(days: number) {
  return useQuery({ ...usageQueryOptions(days), placeholderData: keepPreviousData });
}
