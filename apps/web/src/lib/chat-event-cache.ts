import type { ChatChange } from '@brief/contract/events';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { shareKeys } from '@/lib/chat-shares';
import { chatKeys } from '@/lib/chats/chat-keys';

/** The dashboard's counts (messages, chats this week): under this prefix whatever the time zone. */
const statsKey = (userId: string): QueryKey => ['stats', userId];

/**
 * What a change told by the event stream makes stale, for the tab to read again: the lists (sidebar,
 * library, dashboard) for anything a list shows, the chat itself where it is open (as its owner's or as
 * a chat shared with me), and the dashboard's counts when messages or chats come and go. Only what is
 * on screen is read again at once; the rest is read when it next shows. A reply's follow-ups are never
 * asked again (they cost a model call): a new reply has its own.
 */
export function staleAfter(userId: string, { kind, chatId }: ChatChange): QueryKey[] {
  const lists = chatKeys.lists(userId);
  const chat = chatKeys.chat(userId, chatId);
  const shared = [shareKeys.sharedList(userId), shareKeys.sharedChat(userId, chatId)];
  switch (kind) {
    case 'chat.created':
      return [lists, statsKey(userId)];
    case 'chat.updated':
    case 'run.started':
      return [lists, chat, ...shared];
    case 'chat.messages':
    case 'run.ended':
    case 'chat.deleted':
      return [lists, chat, ...shared, statsKey(userId)];
    case 'chat.shares':
      return [shareKeys.shares(userId, chatId), ...shared];
  }
}

/** Reads again what `event` made stale. */
export function refreshAfterChatEvent(queryClient: QueryClient, userId: string, event: ChatChange): void {
  for (const queryKey of staleAfter(userId, event)) void queryClient.invalidateQueries({ queryKey });
}

/**
 * After the stream was away (asleep laptop, lost network, a server restart): any change may have been
 * missed, so every list, chat and count shown is read again (follow-ups and searches excepted).
 */
export function refreshAfterReconnect(queryClient: QueryClient, userId: string): void {
  for (const queryKey of [
    chatKeys.lists(userId),
    [...chatKeys.all(userId), 'detail'],
    shareKeys.sharedList(userId),
    statsKey(userId),
  ])
    void queryClient.invalidateQueries({ queryKey });
}
