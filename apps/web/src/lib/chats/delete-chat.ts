import { deletedResponseSchema } from '@brief/contract/chats';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { dropCachedChat } from '@/lib/chats/chat-cache';
import { chatPaths } from '@/lib/chats/chat-paths';
import type { MutationCallbacks } from '@/lib/react-query';

type DeletedResponse = z.infer<typeof deletedResponseSchema>;

/** DELETE /users/:userId/chats/:chatId. */
export function deleteChat(userId: string, chatId: string) {
  return apiClient.request(chatPaths.chat(userId, chatId), {
    method: 'DELETE',
    schema: deletedResponseSchema,
  });
}

/** Deletes a chat; once the server has, it leaves every cached list and its detail is forgotten. */
export function useDeleteChat(userId: string, callbacks: MutationCallbacks<DeletedResponse, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chatId: string) => deleteChat(userId, chatId),
    onSuccess: (answer, chatId) => {
      dropCachedChat(queryClient, userId, chatId);
      callbacks.onSuccess?.(answer, chatId);
    },
    onError: (error, chatId) => callbacks.onError?.(error, chatId),
  });
}
