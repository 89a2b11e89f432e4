import { chatSearchResultsSchema, type ChatSearchResult } from '@brief/contract/chats';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { chatKeys } from '@/lib/chats/chat-keys';
import { chatPaths } from '@/lib/chats/chat-paths';

export const SEARCH_LIMIT = 50;

/** GET /users/:userId/chats/search?q=&limit=: chats whose title or messages hold the text. */
export function searchChats(userId: string, q: string, limit = SEARCH_LIMIT): Promise<ChatSearchResult[]> {
  const query = new URLSearchParams({ q: q.trim(), limit: String(limit) });
  return apiClient.request(`${chatPaths.search(userId)}?${query.toString()}`, {
    schema: chatSearchResultsSchema,
  });
}

/** Under the user's chats' key, so starring or renaming a chat refreshes the results too. */
export const searchChatsQueryOptions = (userId: string, q: string) =>
  queryOptions({
    queryKey: chatKeys.search(userId, q.trim()),
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
