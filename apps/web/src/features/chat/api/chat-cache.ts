import type { ChatDetail, ChatSummary } from '@brief/contract/chats';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { chatKeys } from '@/features/chat/api/chat-paths';
import type { ChatPage } from '@/features/chat/api/get-chats';

type ChatPatch = Partial<Pick<ChatSummary, 'name' | 'title' | 'favorite' | 'customerId' | 'customerName'>>;

/** What a patch needs to be undone: the two cache entries as they were. */
export interface ChatCacheSnapshot {
  list: InfiniteData<ChatPage, string | null> | undefined;
  detail: ChatDetail | undefined;
}

/** Applies `patch` to the chat in the list and in its detail entry; returns what to restore on failure. */
export function patchCachedChat(
  queryClient: QueryClient,
  userId: string,
  chatId: string,
  patch: ChatPatch,
): ChatCacheSnapshot {
  const listKey = chatKeys.chatList(userId);
  const detailKey = chatKeys.chat(userId, chatId);
  const snapshot: ChatCacheSnapshot = {
    list: queryClient.getQueryData<InfiniteData<ChatPage, string | null>>(listKey),
    detail: queryClient.getQueryData<ChatDetail>(detailKey),
  };
  queryClient.setQueryData<InfiniteData<ChatPage, string | null>>(listKey, (list) =>
    list === undefined
      ? list
      : {
          ...list,
          pages: list.pages.map((page) => ({
            ...page,
            chats: page.chats.map((chat) => (chat.id === chatId ? { ...chat, ...patch } : chat)),
          })),
        },
  );
  queryClient.setQueryData<ChatDetail>(detailKey, (detail) =>
    detail === undefined ? detail : { ...detail, ...patch },
  );
  return snapshot;
}

export function restoreCachedChat(
  queryClient: QueryClient,
  userId: string,
  chatId: string,
  snapshot: ChatCacheSnapshot,
): void {
  queryClient.setQueryData(chatKeys.chatList(userId), snapshot.list);
  queryClient.setQueryData(chatKeys.chat(userId, chatId), snapshot.detail);
}

/** Removes a chat from the cached list (after a delete). */
export function dropCachedChat(queryClient: QueryClient, userId: string, chatId: string): void {
  queryClient.setQueryData<InfiniteData<ChatPage, string | null>>(chatKeys.chatList(userId), (list) =>
    list === undefined
      ? list
      : {
          ...list,
          pages: list.pages.map((page) => ({
            ...page,
            chats: page.chats.filter((chat) => chat.id !== chatId),
          })),
        },
  );
  queryClient.removeQueries({ queryKey: chatKeys.chat(userId, chatId) });
}
