import { deletedResponseSchema } from '@brief/contract/chats';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dropCachedChat } from '@/features/chat/api/chat-cache';
import { chatPaths } from '@/features/chat/api/chat-paths';
import { apiClient } from '@/lib/api-client';

/** DELETE /users/:userId/chats/:chatId. */
export function deleteChat(userId: string, chatId: string) {
  return apiClient.request(chatPaths.chat(userId, chatId), {
    method: 'DELETE',
    schema: deletedResponseSchema,
  });
}

export function useDeleteChat(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chatId: string) => deleteChat(userId, chatId),
    onSuccess: (_answer, chatId) => dropCachedChat(queryClient, userId, chatId),
  });
}
