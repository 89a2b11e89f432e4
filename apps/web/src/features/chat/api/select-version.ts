import { chatMessageSchema, type ChatMessage } from '@brief/contract/chats';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { chatKeys } from '@/lib/chats/chat-keys';
import { chatPaths } from '@/lib/chats/chat-paths';
import { replaceCachedMessage } from '@/lib/chats/message-cache';
import type { MutationCallbacks } from '@/lib/react-query';

/**
 * PUT /users/:userId/chats/:chatId/messages/:messageId/version: the message as it now shows. A reply's
 * version keeps its id; a user message's version is another message (its id differs from `messageId`).
 */
export function selectVersion(userId: string, chatId: string, messageId: string, version: number) {
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

/**
 * Shows another stored version of a message. A reply's takes its place in the cached chat; a user
 * message's brings its whole branch (the exchanges that followed it then), so the chat is read again
 * before the mutation ends. The chat lists' last message may change with either.
 */
export function useSelectVersion(
  userId: string,
  callbacks: MutationCallbacks<ChatMessage, SelectVersionInput> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ chatId, messageId, version }: SelectVersionInput) =>
      selectVersion(userId, chatId, messageId, version),
    onSuccess: async (message, input) => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists(userId) });
      if (message.role === 'user')
        await queryClient.invalidateQueries({ queryKey: chatKeys.chat(userId, input.chatId) });
      else replaceCachedMessage(queryClient, userId, input.chatId, message);
      callbacks.onSuccess?.(message, input);
    },
    onError: (error, input) => callbacks.onError?.(error, input),
  });
}
