import { chatMessageSchema, PREVIEW_LENGTH, type ChatDetail, type ChatMessage } from '@brief/contract/chats';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { chatKeys, chatPaths } from '@/features/chat/api/chat-paths';
import { toast } from '@/hooks/use-toast';
import { apiClient } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { chatMore } from '@/features/chat/i18n/en';

/** PUT /users/:userId/chats/:chatId/messages/:messageId/version: the reply as it now shows. */
export function selectReplyVersion(userId: string, chatId: string, messageId: string, version: number) {
  return apiClient.request(chatPaths.messageVersion(userId, chatId, messageId), {
    method: 'PUT',
    body: { version },
    schema: chatMessageSchema,
  });
}

/** Puts a reply as the server now shows it into the cached chat, in place of the version it showed. */
export function replaceCachedReply(
  queryClient: QueryClient,
  userId: string,
  chatId: string,
  message: ChatMessage,
  /** A new version moves the chat's last update time; choosing a stored one does not. */
  lastUpdateTime?: string,
): void {
  queryClient.setQueryData<ChatDetail>(chatKeys.chat(userId, chatId), (detail) => {
    if (!detail) return detail;
    const messages = detail.messages.map((stored) => (stored.id === message.id ? message : stored));
    const last = messages.at(-1)?.id === message.id;
    // The reply written to its end is no longer running.
    const ended = detail.run?.messageId === message.id && message.status !== 'running';
    return {
      ...detail,
      messages,
      ...(ended ? { run: null, running: false } : {}),
      ...(last ? { lastMessage: message.content.slice(0, PREVIEW_LENGTH) } : {}),
      ...(lastUpdateTime === undefined ? {} : { lastUpdateTime }),
    };
  });
}

/** Shows another stored version of a reply; the chat list's last message may change with it. */
export function useSelectReplyVersion(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ chatId, messageId, version }: { chatId: string; messageId: string; version: number }) =>
      selectReplyVersion(userId, chatId, messageId, version),
    onSuccess: (message, { chatId }) => {
      replaceCachedReply(queryClient, userId, chatId, message);
      void queryClient.invalidateQueries({ queryKey: chatKeys.chatList(userId) });
    },
    onError: (error) => {
      logger.warn('Choosing a version of the reply failed', error);
      toast({
        variant: 'destructive',
        title: chatMore.get().error,
        description: chatMore.get().couldNotShowThatVersion,
      });
    },
  });
}
