import type { ChatDetail, ChatSummary } from '@brief/contract/chats';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { chatKeys } from '@/features/chat/api/chat-paths';
import type { ChatPage } from '@/features/chat/api/get-chats';

const PATCH_FIELDS = ['name', 'title', 'favorite', 'customerId', 'customerName'] as const;
type PatchField = (typeof PATCH_FIELDS)[number];
type ChatFields = Pick<ChatSummary, PatchField>;
type ChatPatch = Partial<ChatFields>;

/**
 * What a patch needs to be taken back: the values it set and, per cache entry, the ones it replaced
 * (undefined when the entry was not cached).
 */
export interface ChatPatchUndo {
  applied: ChatPatch;
  list: ChatPatch | undefined;
  detail: ChatPatch | undefined;
}

function copyField<K extends PatchField>(target: ChatPatch, source: ChatPatch, field: K): void {
  target[field] = source[field];
}

function fieldsOf(chat: ChatFields, patch: ChatPatch): ChatPatch {
  const values: ChatPatch = {};
  for (const field of PATCH_FIELDS) if (field in patch) copyField(values, chat, field);
  return values;
}

/** Runs `update` on the chat in the cached list and in its cached detail. */
function updateCachedChat(
  queryClient: QueryClient,
  userId: string,
  chatId: string,
  update: <T extends ChatFields>(chat: T, entry: 'list' | 'detail') => T,
): void {
  queryClient.setQueryData<InfiniteData<ChatPage, string | null>>(chatKeys.chatList(userId), (list) =>
    list === undefined
      ? list
      : {
          ...list,
          pages: list.pages.map((page) => ({
            ...page,
            chats: page.chats.map((chat) => (chat.id === chatId ? update(chat, 'list') : chat)),
          })),
        },
  );
  queryClient.setQueryData<ChatDetail>(chatKeys.chat(userId, chatId), (detail) =>
    detail === undefined ? detail : update(detail, 'detail'),
  );
}

/** Applies `patch` to the chat in the list and in its detail entry; returns how to take it back. */
export function patchCachedChat(
  queryClient: QueryClient,
  userId: string,
  chatId: string,
  patch: ChatPatch,
): ChatPatchUndo {
  const listed = queryClient
    .getQueryData<InfiniteData<ChatPage, string | null>>(chatKeys.chatList(userId))
    ?.pages.flatMap((page) => page.chats)
    .find((chat) => chat.id === chatId);
  const detail = queryClient.getQueryData<ChatDetail>(chatKeys.chat(userId, chatId));
  const undo: ChatPatchUndo = {
    applied: { ...patch },
    list: listed && fieldsOf(listed, patch),
    detail: detail && fieldsOf(detail, patch),
  };
  updateCachedChat(queryClient, userId, chatId, (chat) => ({ ...chat, ...patch }));
  return undo;
}

/**
 * Takes a failed patch back: each field it set returns to its former value, unless something else
 * has changed that field since. The rest of the chat (messages that arrived meanwhile, say) stays.
 */
export function undoCachedPatch(
  queryClient: QueryClient,
  userId: string,
  chatId: string,
  undo: ChatPatchUndo,
): void {
  const revert = <T extends ChatFields>(chat: T, former: ChatPatch | undefined): T => {
    if (former === undefined) return chat;
    const back: ChatPatch = {};
    for (const field of PATCH_FIELDS) {
      if (field in undo.applied && field in former && chat[field] === undo.applied[field]) {
        copyField(back, former, field);
      }
    }
    return Object.keys(back).length === 0 ? chat : { ...chat, ...back };
  };
  updateCachedChat(queryClient, userId, chatId, (chat, entry) => revert(chat, undo[entry]));
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
