import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useDeleteBookmark } from '@/features/bookmarks/api/delete-bookmark';
import { useServerBookmarks } from '@/features/bookmarks/api/get-bookmarks';
import { useAuth } from '@/hooks/use-auth';
import { useFailureToast } from '@/hooks/use-failure-toast';
import { useLocalBookmarks } from '@/hooks/use-local-bookmarks';
import { useSaveBookmark } from '@/hooks/use-save-bookmark';
import { bookmarkKeys, localBookmarkFromServer } from '@/lib/bookmarks';
import { setLocalBookmarks, updateLocalBookmarks, type LocalBookmark } from '@/lib/storage/local-bookmarks';
import { bookmarksMore } from '@/features/bookmarks/i18n/en';

/**
 * When the server list last replaced the local one (its `dataUpdatedAt`): each answer replaces it once,
 * however many views show bookmarks, and a cached answer does not undo what happened since.
 */
let replacedAt = 0;

/**
 * The bookmark list starts as this browser saved it and is replaced by the server's once a
 * user is present; removing is local first, then the server; saving is the shared `useSaveBookmark`.
 */
export function useBookmarks() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();
  const bookmarks = useLocalBookmarks();
  const server = useServerBookmarks(userId);
  const deletion = useDeleteBookmark(userId ?? '');
  const save = useSaveBookmark(userId);

  useFailureToast(server, {
    title: bookmarksMore.get().failedToLoadBookmarksFrom,
  });

  const { data, dataUpdatedAt } = server;
  useEffect(() => {
    if (data === undefined || dataUpdatedAt <= replacedAt) return;
    replacedAt = dataUpdatedAt;
    setLocalBookmarks(data.map(localBookmarkFromServer));
  }, [data, dataUpdatedAt]);

  const { mutate: deleteOnServer } = deletion;
  const remove = useCallback(
    (bookmark: LocalBookmark) => {
      // A list still on its way would bring the bookmark back.
      if (userId !== null) void queryClient.cancelQueries({ queryKey: bookmarkKeys.list(userId) });
      updateLocalBookmarks((saved) => saved.filter((entry) => entry.id !== bookmark.id));
      if (userId === null || bookmark.serverId === null) return;
      deleteOnServer({
        bookmarkId: bookmark.serverId,
        customerId: bookmark.customerId,
        customerName: bookmark.customerName,
      });
    },
    [userId, queryClient, deleteOnServer],
  );

  return {
    user,
    bookmarks,
    /** The first server list is on its way and nothing is saved locally to show meanwhile. */
    loading: bookmarks.length === 0 && server.isPending && server.fetchStatus === 'fetching',
    remove,
    save,
  };
}
