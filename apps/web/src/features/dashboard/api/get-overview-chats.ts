import { chatListSchema, type ChatSummary } from '@brief/contract/chats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardKeys, dashboardPaths, OVERVIEW_LIST_SIZE } from '@/features/dashboard/api/dashboard-paths';
import { apiClient } from '@/lib/api-client';

/** GET /users/:userId/chats?limit=5[&favorite=true]: the newest five (starred) chats. */
export function getOverviewChats(userId: string, favoritesOnly: boolean): Promise<ChatSummary[]> {
  return apiClient.request(dashboardPaths.chats(userId, favoritesOnly, OVERVIEW_LIST_SIZE), {
    schema: chatListSchema,
  });
}

export const overviewChatsQueryOptions = (userId: string, favoritesOnly: boolean) =>
  queryOptions({
    queryKey: dashboardKeys.chats(userId, favoritesOnly),
    queryFn: () => getOverviewChats(userId, favoritesOnly),
    staleTime: 0,
    enabled: userId !== '',
  });

export function useOverviewChats(userId: string, favoritesOnly: boolean) {
  return useQuery(overviewChatsQueryOptions(userId, favoritesOnly));
}
