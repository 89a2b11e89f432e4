import { chatSearchResultsSchema, type ChatSearchResult } from '@brief/contract/chats';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { libraryKeys, libraryPaths } from '@/features/library/api/library-keys';
import { apiClient } from '@/lib/api-client';

export const SEARCH_LIMIT = 50;

/** GET /users/:userId/chats/search?q=&limit=: chats whose title or messages hold the text. */
export function searchChats(userId: string, q: string, limit = SEARCH_LIMIT): Promise<ChatSearchResult[]> {
  const query = new URLSearchParams({ q: q.trim(), limit: String(limit) });
  return apiClient.request(`${libraryPaths.chats(userId)}/search?${query.toString()}`, {
    schema: chatSearchResultsSchema,
  });
}

/** Under ['chats', userId] so starring or renaming a chat refreshes the results too. */
export const searchChatsQueryOptions = (userId: string, q: string) =>
  queryOptions({
    queryKey: [...libraryKeys.all(userId), 'search', q.trim()] as const,
    queryFn: () => searchChats(userId, q),
  });

/** The results of a (debounced) query; the previous answer stays while the next one loads. */
export function useSearchChats(userId: string | null, q: string) {
  const trimmed = q.trim();
  return useQuery({
    ...searchChatsQueryOptions(userId ?? '', trimmed),
    enabled: userId !== null && trimmed.length > 0,
    placeholderData: keepPreviousData,
  });
}
