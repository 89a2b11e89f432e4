import type { ChatDetail, ChatSummary } from '@brief/contract/chats';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { chatKeys } from '@/lib/chats/chat-keys';
import type { ChatPages } from '@/lib/chats/get-chats';

const PATCH_FIELDS = ['name', 'title', 'favorite', 'customerId', 'customerName'] as const;
type PatchField = (typeof PATCH_FIELDS)[number];
type ChatFields = Pick<ChatSummary, PatchField>;
export type ChatPatch = Partial<ChatFields>;

/**
 * What a patch needs to be taken back: the values it set and, per cache entry that held the chat (a
 * list or its detail), the ones it replaced there.
 */
export interface ChatPatchUndo {
  applied: ChatPatch;
  former: { key: QueryKey; entry: 'list' | 'detail'; fields: ChatPatch }[];
}

/** A list's cache entry: pages (the sidebar, the library, Recent) or one array (the Overview). */
type ListData = ChatPages | ChatSummary[];

function isPages(data: ListData): data is ChatPages {
  return !Array.isArray(data);
}

function copyField<K extends PatchField>(target: ChatPatch, source: ChatPatch, field: K): void {
  target[field] = source[field];
}

function fieldsOf(chat: ChatFields, patch: ChatPatch): ChatPatch {
  const values: ChatPatch = {};
  for (const field of PATCH_FIELDS) if (field in patch) copyField(values, chat, field);
  return values;
}

/** Runs `update` on the chat wherever a list holds it. */
function mapListed(
  data: ListData | undefined,
  chatId: string,
  update: (chat: ChatSummary) => ChatSummary | null,
): ListData | undefined {
  if (data === undefined) return data;
  const map = (chats: ChatSummary[]) =>
    chats.flatMap((chat) => {
      if (chat.id !== chatId) return [chat];
      const updated = update(chat);
      return updated === null ? [] : [updated];
    });
  return isPages(data)
    ? { ...data, pages: data.pages.map((page) => ({ ...page, chats: map(page.chats) })) }
    : map(data);
}

function findListed(data: ListData | undefined, chatId: string): ChatSummary | undefined {
  if (data === undefined) return undefined;
  const chats = isPages(data) ? data.pages.flatMap((page) => page.chats) : data;
  return chats.find((chat) => chat.id === chatId);
}

/** Applies `patch` to the chat in every cached list and in its detail; returns how to take it back. */
export function patchCachedChat(
  queryClient: QueryClient,
  userId: string,
  chatId: string,
  patch: ChatPatch,
): ChatPatchUndo {
  const former: ChatPatchUndo['former'] = [];
  for (const [key, data] of queryClient.getQueriesData<ListData>({ queryKey: chatKeys.lists(userId) })) {
    const listed = findListed(data, chatId);
    if (listed) former.push({ key, entry: 'list', fields: fieldsOf(listed, patch) });
  }
  const detailKey = chatKeys.chat(userId, chatId);
  const detail = queryClient.getQueryData<ChatDetail>(detailKey);
  if (detail) former.push({ key: detailKey, entry: 'detail', fields: fieldsOf(detail, patch) });

  queryClient.setQueriesData<ListData>({ queryKey: chatKeys.lists(userId) }, (data) =>
    mapListed(data, chatId, (chat) => ({ ...chat, ...patch })),
  );
  queryClient.setQueryData<ChatDetail>(detailKey, (chat) => (chat ? { ...chat, ...patch } : chat));
  return { applied: { ...patch }, former };
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
  const revert = <T extends ChatFields>(chat: T, former: ChatPatch): T => {
    const back: ChatPatch = {};
    for (const field of PATCH_FIELDS) {
      if (field in undo.applied && field in former && chat[field] === undo.applied[field]) {
        copyField(back, former, field);
      }
    }
    return Object.keys(back).length === 0 ? chat : { ...chat, ...back };
  };
  for (const { key, entry, fields } of undo.former) {
    if (entry === 'detail') {
      queryClient.setQueryData<ChatDetail>(key, (chat) => (chat ? revert(chat, fields) : chat));
    } else {
      queryClient.setQueryData<ListData>(key, (data) =>
        mapListed(data, chatId, (chat) => revert(chat, fields)),
      );
    }
  }
}

/** Removes a chat from every cached list and forgets its detail (after a delete). */
export function dropCachedChat(queryClient: QueryClient, userId: string, chatId: string): void {
  queryClient.setQueriesData<ListData>({ queryKey: chatKeys.lists(userId) }, (data) =>
    mapListed(data, chatId, () => null),
  );
  queryClient.removeQueries({ queryKey: chatKeys.chat(userId, chatId) });
}
