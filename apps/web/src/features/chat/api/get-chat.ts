import { chatDetailSchema, type ChatDetail } from '@brief/contract/chats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatKeys, chatPaths } from '@/features/chat/api/chat-paths';
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

export function useChat(userId: string, chatId: string | null) {
  return useQuery({ ...chatQueryOptions(userId, chatId ?? ''), enabled: chatId !== null });
}
