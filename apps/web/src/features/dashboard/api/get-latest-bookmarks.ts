import { queryOptions, useQuery } from '@tanstack/react-query';
import { OVERVIEW_LIST_SIZE } from '@/features/dashboard/api/dashboard-paths';
import { bookmarkKeys, getBookmarks } from '@/lib/bookmarks';

/** The Overview's Latest Bookmarks: the five newest saved replies, asked of the server as five. */
export const latestBookmarksQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: bookmarkKeys.list(userId, OVERVIEW_LIST_SIZE),
    queryFn: () => getBookmarks(userId, OVERVIEW_LIST_SIZE),
    staleTime: 0,
    enabled: userId !== '',
  });

export function useLatestBookmarks(userId: string) {
  return useQuery(latestBookmarksQueryOptions(userId));
}
