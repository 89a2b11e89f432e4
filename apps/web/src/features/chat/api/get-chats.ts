import { chatListSchema, NEXT_CURSOR_HEADER, type ChatSummary } from '@brief/contract/chats';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { chatKeys, chatPaths } from '@/features/chat/api/chat-paths';
import { apiClient } from '@/lib/api-client';
import { whileRunning } from '@/lib/running-chats';

export const CHAT_PAGE_SIZE = 30;

export interface ChatPage {
  chats: ChatSummary[];
  /** The `before` cursor of the next page; null on the last one. */
  nextCursor: string | null;
}

/** GET /users/:userId/chats: newest first, one page; the next page's cursor comes in a header. */
export async function getChats(
  userId: string,
  page: { before?: string | null; limit?: number } = {},
): Promise<ChatPage> {
  const query = new URLSearchParams({ limit: String(page.limit ?? CHAT_PAGE_SIZE) });
  if (page.before) query.set('before', page.before);
  const response = await apiClient.requestResponse(`${chatPaths.chats(userId)}?${query.toString()}`);
  return {
    chats: chatListSchema.parse(await response.json()),
    nextCursor: response.headers.get(NEXT_CURSOR_HEADER),
  };
}

export const chatListQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.chatList(userId),
    queryFn: ({ pageParam }) => getChats(userId, { before: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: (query) => whileRunning(query.state.data?.pages),
  });

export function useChatList(userId: string) {
  return useInfiniteQuery(chatListQueryOptions(userId));
}
