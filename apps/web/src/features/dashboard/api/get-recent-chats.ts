import { chatListSchema, NEXT_CURSOR_HEADER, type ChatSummary } from '@brief/contract/chats';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { dashboardKeys, dashboardPaths } from '@/features/dashboard/api/dashboard-paths';
import { apiClient } from '@/lib/api-client';

export const RECENT_PAGE_SIZE = 20;

export interface RecentPage {
  chats: ChatSummary[];
  nextCursor: string | null;
}

/** GET /users/:userId/chats?limit=20[&before=]: the workspace's recent tab, a page at a time. */
export async function getRecentChats(userId: string, before: string | null): Promise<RecentPage> {
  const path = dashboardPaths.chats(userId, false, RECENT_PAGE_SIZE);
  const response = await apiClient.requestResponse(
    before ? `${path}&before=${encodeURIComponent(before)}` : path,
  );
  return {
    chats: chatListSchema.parse(await response.json()),
    nextCursor: response.headers.get(NEXT_CURSOR_HEADER),
  };
}

export const recentChatsQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: dashboardKeys.recent(userId),
    queryFn: ({ pageParam }) => getRecentChats(userId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
    enabled: userId !== '',
  });

export function useRecentChats(userId: string) {
  return useInfiniteQuery(recentChatsQueryOptions(userId));
}
