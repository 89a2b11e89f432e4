import { statsSchema, type Stats } from '@brief/contract/bookmarks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardKeys, dashboardPaths } from '@/features/dashboard/api/dashboard-paths';
import { readerTimeZone } from '@/i18n/format';
import { ApiError, apiClient } from '@/lib/api-client';

/**
 * GET /users/:userId/stats: the four counts, computed by the database for the browser's day. A zone
 * the server does not know (a newer time zone database in the browser) falls back to the UTC day.
 */
export async function getStats(userId: string, timeZone: string): Promise<Stats> {
  try {
    return await apiClient.request(dashboardPaths.stats(userId, timeZone), { schema: statsSchema });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 400)) throw error;
    return apiClient.request(dashboardPaths.stats(userId, null), { schema: statsSchema });
  }
}

export const statsQueryOptions = (userId: string, timeZone: string) =>
  queryOptions({
    queryKey: dashboardKeys.stats(userId, timeZone),
    queryFn: () => getStats(userId, timeZone),
    // Counts move with every message: read them again whenever the Overview opens.
    staleTime: 0,
    enabled: userId !== '',
  });

export function useStats(userId: string) {
  return useQuery(statsQueryOptions(userId, readerTimeZone()));
}
