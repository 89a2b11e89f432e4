import { PREVIEW_LENGTH, type ChatDetail, type ChatMessage } from '@brief/contract/chats';
import type { QueryClient } from '@tanstack/react-query';
import { chatKeys } from '@/lib/chats/chat-keys';

/**
 * Puts a message as the server now has it into the cached chat, in place of the one it had (a reply's
 * other version, a reply written to its end). A reply written to its end no longer runs.
 */
export function replaceCachedMessage(
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

/**
 * Adds a stored exchange (the user's message and its reply) to the cached chat; false when the chat
 * is not cached. A chat fetched after the server stored the exchange holds it already: it is not
 * added twice.
 */
export function addCachedExchange(
  queryClient: QueryClient,
  userId: string,
  chatId: string,
  exchange: { userMessage: ChatMessage; assistantMessage: ChatMessage },
): boolean {
  const key = chatKeys.chat(userId, chatId);
  const stored = queryClient.getQueryData<ChatDetail>(key);
  if (!stored) return false;
  const known = new Set(stored.messages.map((message) => message.id));
  const messages = [
    ...stored.messages,
    ...[exchange.userMessage, exchange.assistantMessage].filter((message) => !known.has(message.id)),
  ];
  queryClient.setQueryData<ChatDetail>(key, {
    ...stored,
    messages,
    run: null,
    running: false,
    messageCount: messages.length,
    lastMessage: exchange.assistantMessage.content.slice(0, PREVIEW_LENGTH),
    lastUpdateTime: exchange.assistantMessage.timestamp,
  });
  return true;
}

/** Drops a message and everything after it from the cached chat (it is being edited and sent again). */
export function cutCachedChat(
  queryClient: QueryClient,
  userId: string,
  chatId: string,
  messageId: string,
): void {
  queryClient.setQueryData<ChatDetail>(chatKeys.chat(userId, chatId), (detail) => {
    if (!detail) return detail;
    const index = detail.messages.findIndex((message) => message.id === messageId);
    return index === -1 ? detail : { ...detail, messages: detail.messages.slice(0, index) };
  });
}
