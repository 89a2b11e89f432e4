import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { getStoredUser } from '@/lib/storage/stored-user';

/*
 * Route loaders that start a page's first request while its code is still downloading, instead of
 * after the page has mounted. They never wait for the answer (navigation is not held up) and never
 * fail: the page's own query shows loading and errors as usual, and finds the request under way.
 */

type Loader = (args: LoaderFunctionArgs) => null;

function prefetching(start: (queryClient: QueryClient, userId: string, url: URL) => Promise<unknown>) {
  return (queryClient: QueryClient): Loader =>
    ({ request }) => {
      const user = getStoredUser();
      if (user) void start(queryClient, user.id, new URL(request.url)).catch(() => undefined);
      return null;
    };
}

/** /chats and /favorite-chats: the first page of the list. */
export const libraryListLoader = (filter: 'all' | 'favorites') =>
  prefetching(async (queryClient, userId) => {
    const { libraryListQueryOptions } = await import('@/lib/chats/get-chats');
    await queryClient.prefetchInfiniteQuery(libraryListQueryOptions(userId, filter));
  });

/** /dashboard?tab=library: the user's teams and both lists of the library tab, side by side. */
export const dashboardLoader = prefetching(async (queryClient, userId, url) => {
  if (url.searchParams.get('tab') !== 'library') return;
  const [{ libraryListQueryOptions }, { teamsQueryOptions }] = await Promise.all([
    import('@/lib/chats/get-chats'),
    import('@/lib/chats/get-teams'),
  ]);
  await Promise.all([
    queryClient.prefetchQuery(teamsQueryOptions(userId)),
    queryClient.prefetchInfiniteQuery(libraryListQueryOptions(userId, 'all')),
    queryClient.prefetchInfiniteQuery(libraryListQueryOptions(userId, 'favorites')),
  ]);
});
