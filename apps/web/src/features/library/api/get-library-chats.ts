import { chatListSchema, NEXT_CURSOR_HEADER, type ChatSummary } from '@brief/contract/chats';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { libraryKeys, libraryPaths, type LibraryFilter } from '@/features/library/api/library-keys';
import { apiClient } from '@/lib/api-client';
import { whileRunning } from '@/lib/running-chats';

export const LIBRARY_PAGE_SIZE = 50;

export interface LibraryPage {
  chats: ChatSummary[];
  /** The `before` cursor of the next page; null on the last one. */
  nextCursor: string | null;
}

/** GET /users/:userId/chats[?favorite=true]: one page, newest first; the next cursor is a header. */
export async function getLibraryChats(
  userId: string,
  filter: LibraryFilter,
  before: string | null,
): Promise<LibraryPage> {
  const query = new URLSearchParams({ limit: String(LIBRARY_PAGE_SIZE) });
  if (filter === 'favorites') query.set('favorite', 'true');
  if (before) query.set('before', before);
  const response = await apiClient.requestResponse(`${libraryPaths.chats(userId)}?${query.toString()}`);
  return {
    chats: chatListSchema.parse(await response.json()),
    nextCursor: response.headers.get(NEXT_CURSOR_HEADER),
  };
}

export const libraryChatsQueryOptions = (userId: string, filter: LibraryFilter) =>
  infiniteQueryOptions({
    queryKey: libraryKeys.list(userId, filter),
    queryFn: ({ pageParam }) => getLibraryChats(userId, filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: (query) => whileRunning(query.state.data?.pages),
  });

export function useLibraryChats(userId: string | null, filter: LibraryFilter) {
  return useInfiniteQuery({ ...libraryChatsQueryOptions(userId ?? '', filter), enabled: userId !== null });
}
