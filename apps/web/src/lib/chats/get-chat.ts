import { chatDetailSchema, type ChatDetail } from '@brief/contract/chats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatKeys } from '@/lib/chats/chat-keys';
import { chatPaths } from '@/lib/chats/chat-paths';
import { apiClient } from '@/lib/api-client';

/** GET /users/:userId/chats/:chatId: one chat with all its messages. */
export function getChat(userId: string, chatId: string): Promise<ChatDetail> {
  return apiClient.request(chatPaths.chat(userId, chatId), { schema: chatDetailSchema });
}

export const chatQueryOptions = (userId: string, chatId: string) =>
  queryOptions({
    queryKey: chatKeys.chat(userId, chatId),
    queryFn: () => getChat(userId, chatId),
    // Runs write their results into this entry; a background refetch would race a running reply.
    staleTime: Infinity,
  });

/**
 * One chat, when `chatId` is given. `fresh` reads it again each time it is shown (a preview of a chat
 * that is not open); the chat page keeps what its runs wrote.
 */
export function useChat(userId: string, chatId: string | null, { fresh = false } = {}) {
  return useQuery({
    ...chatQueryOptions(userId, chatId ?? ''),
    ...(fresh ? { staleTime: 0 } : {}),
    enabled: chatId !== null,
  });
}
