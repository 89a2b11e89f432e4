import type { ChatSummary } from '@brief/contract/chats';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LibraryPage } from '@/features/library/api/get-library-chats';
import { libraryKeys } from '@/features/library/api/library-keys';

type LibraryPages = InfiniteData<LibraryPage, string | null>;

/** The library lists as they were before an optimistic change, to put back if it fails. */
export type LibrarySnapshot = [QueryKey, LibraryPages | undefined][];

/** Applies `patch` to the chat in every cached library list; returns what they held before. */
export async function patchLibraryChat(
  queryClient: QueryClient,
  userId: string,
  chatId: string,
  patch: Partial<Pick<ChatSummary, 'name' | 'title' | 'favorite'>>,
): Promise<LibrarySnapshot> {
  const filter = { queryKey: libraryKeys.lists(userId) };
  // A fetch still running would otherwise overwrite the optimistic value with the old one.
  await queryClient.cancelQueries(filter);
  const snapshot = queryClient.getQueriesData<LibraryPages>(filter);
  queryClient.setQueriesData<LibraryPages>(filter, (list) =>
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
  return snapshot;
}

export function restoreLibrary(queryClient: QueryClient, snapshot: LibrarySnapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}
