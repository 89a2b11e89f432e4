import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookmarkKeys, getBookmarks } from '@/lib/bookmarks';

export const bookmarksQueryOptions = (userId: string, limit?: number) =>
  queryOptions({
    queryKey: bookmarkKeys.list(userId, limit),
    queryFn: () => getBookmarks(userId, limit),
  });

/** The server's bookmarks of the signed-in user (none is asked for without one). */
export function useServerBookmarks(userId: string | null, limit?: number) {
  return useQuery({ ...bookmarksQueryOptions(userId ?? '', limit), enabled: userId !== null });
}
