import { chatMessageSchema, type ChatMessage } from '@brief/contract/chats';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { chatKeys } from '@/lib/chats/chat-keys';
import { chatPaths } from '@/lib/chats/chat-paths';
import { replaceCachedMessage } from '@/lib/chats/message-cache';
import type { MutationCallbacks } from '@/lib/react-query';

/** PUT /users/:userId/chats/:chatId/messages/:messageId/version: the reply as it now shows. */
export function selectReplyVersion(userId: string, chatId: string, messageId: string, version: number) {
  return apiClient.request(chatPaths.messageVersion(userId, chatId, messageId), {
    method: 'PUT',
    body: { version },
    schema: chatMessageSchema,
  });
}

export interface SelectVersionInput {
  chatId: string;
  messageId: string;
  version: number;
}

/** Shows another stored version of a reply; the chat lists' last message may change with it. */
export function useSelectReplyVersion(
  userId: string,
  callbacks: MutationCallbacks<ChatMessage, SelectVersionInput> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ chatId, messageId, version }: SelectVersionInput) =>
      selectReplyVersion(userId, chatId, messageId, version),
    onSuccess: (message, input) => {
      replaceCachedMessage(queryClient, userId, input.chatId, message);
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists(userId) });
      callbacks.onSuccess?.(message, input);
    },
    onError: (error, input) => callbacks.onError?.(error, input),
  });
}
