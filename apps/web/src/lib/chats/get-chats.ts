import { chatListSchema, NEXT_CURSOR_HEADER, type ChatSummary } from '@brief/contract/chats';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type InfiniteData,
} from '@tanstack/react-query';
import { chatKeys, type LibraryFilter } from '@/lib/chats/chat-keys';
import { chatPaths } from '@/lib/chats/chat-paths';
import { apiClient } from '@/lib/api-client';
import { whileRunning } from '@/lib/running-chats';

/** How many chats a page of each list asks for. */
export const SIDEBAR_PAGE_SIZE = 30;
export const LIBRARY_PAGE_SIZE = 50;
export const RECENT_PAGE_SIZE = 20;

export interface ChatPage {
  chats: ChatSummary[];
  /** The `before` cursor of the next page; null on the last one. */
  nextCursor: string | null;
}

/** A list's cache entry: the pages read so far. */
export type ChatPages = InfiniteData<ChatPage, string | null>;

/** The query of a chat list call: `limit`, then `favorite=true` and `before` when given. */
function listQuery(page: { limit: number; favorite?: boolean; before?: string | null }): string {
  const query = new URLSearchParams({ limit: String(page.limit) });
  if (page.favorite) query.set('favorite', 'true');
  if (page.before) query.set('before', page.before);
  return query.toString();
}

/**
 * GET /users/:userId/chats?limit=[&favorite=true][&before=]: one page of the user's chats, newest
 * first (only the starred ones with `favorite`); the next page's cursor comes in a header.
 */
export async function getChats(
  userId: string,
  page: { limit: number; favorite?: boolean; before?: string | null },
): Promise<ChatPage> {
  const response = await apiClient.requestResponse(`${chatPaths.chats(userId)}?${listQuery(page)}`);
  return {
    chats: chatListSchema.parse(await response.json()),
    nextCursor: response.headers.get(NEXT_CURSOR_HEADER),
  };
}

/** The first page only, for a list that shows a few chats and never more. */
export function getLatestChats(
  userId: string,
  page: { limit: number; favorite?: boolean },
): Promise<ChatSummary[]> {
  return apiClient.request(`${chatPaths.chats(userId)}?${listQuery(page)}`, { schema: chatListSchema });
}

/** The chat page's sidebar list; read again every few seconds while one of its chats runs. */
export const sidebarListQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.sidebarList(userId),
    queryFn: ({ pageParam }) => getChats(userId, { limit: SIDEBAR_PAGE_SIZE, before: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: (query) => whileRunning(query.state.data?.pages),
  });

export function useSidebarList(userId: string) {
  return useInfiniteQuery(sidebarListQueryOptions(userId));
}

/** /chats and /favorite-chats; read again every few seconds while one of its chats runs. */
export const libraryListQueryOptions = (userId: string, filter: LibraryFilter) =>
  infiniteQueryOptions({
    queryKey: chatKeys.libraryList(userId, filter),
    queryFn: ({ pageParam }) =>
      getChats(userId, { limit: LIBRARY_PAGE_SIZE, favorite: filter === 'favorites', before: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: (query) => whileRunning(query.state.data?.pages),
  });

export function useLibraryList(userId: string | null, filter: LibraryFilter) {
  return useInfiniteQuery({ ...libraryListQueryOptions(userId ?? '', filter), enabled: userId !== null });
}

/** The workspace's Recent tab, a page at a time; read again whenever it opens. */
export const recentListQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.recentList(userId),
    queryFn: ({ pageParam }) => getChats(userId, { limit: RECENT_PAGE_SIZE, before: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
    enabled: userId !== '',
  });

export function useRecentList(userId: string) {
  return useInfiniteQuery(recentListQueryOptions(userId));
}

/** The Overview's few newest (or starred) chats, `limit` of them; read again whenever it opens. */
export const overviewListQueryOptions = (userId: string, favoritesOnly: boolean, limit: number) =>
  queryOptions({
    queryKey: chatKeys.overviewList(userId, favoritesOnly),
    queryFn: () => getLatestChats(userId, { limit, favorite: favoritesOnly }),
    staleTime: 0,
    enabled: userId !== '',
  });

export function useOverviewList(userId: string, favoritesOnly: boolean, limit: number) {
  return useQuery(overviewListQueryOptions(userId, favoritesOnly, limit));
}
