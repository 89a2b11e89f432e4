import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { toast } from '@/hooks/use-toast';
import { bookmarkKeys, createBookmark } from '@/lib/bookmarks';
import { logger } from '@/lib/logger';
import { getLocalBookmarks, updateLocalBookmarks, type LocalBookmark } from '@/lib/storage/local-bookmarks';
import { bookmarksMore } from '@/features/bookmarks/i18n/en';

/** An assistant reply to bookmark, with the chat and the customer it belongs to. */
export interface BookmarkDraft {
  content: string;
  /** When the reply was written. */
  timestamp: string;
  chatId: string;
  messageId: string;
  customerId: string | null;
  customerName: string | null;
}

/** True when `bookmark` was saved from the reply `messageId` of chat `chatId`. */
export function isBookmarkOf(bookmark: LocalBookmark, chatId: string, messageId: string): boolean {
  return bookmark.chatId === chatId && bookmark.messageId === messageId;
}

/** `bookmark` in place of the entry with its id, or first when there is none. */
function upsert(bookmarks: readonly LocalBookmark[], bookmark: LocalBookmark): LocalBookmark[] {
  return bookmarks.some((entry) => entry.id === bookmark.id)
    ? bookmarks.map((entry) => (entry.id === bookmark.id ? bookmark : entry))
    : [bookmark, ...bookmarks];
}

/**
 * Saving a bookmark is local first, then one call to the server, with a toast for each outcome, for the
 * signed-in user `userId` (null when nobody is: nothing is saved). A reply already saved is saved
 * again in place (the server answers the bookmark it holds); a second click while the first save is
 * under way does nothing.
 */
export function useSaveBookmark(userId: string | null): (draft: BookmarkDraft) => Promise<void> {
  const queryClient = useQueryClient();
  const saving = useRef(new Set<string>());

  return useCallback(
    async (draft: BookmarkDraft) => {
      if (userId === null) {
        toast({ variant: 'destructive', title: bookmarksMore.get().youMustBeLoggedIn });
        return;
      }
      const reply = `${draft.chatId}\n${draft.messageId}`;
      if (saving.current.has(reply)) return;
      saving.current.add(reply);

      const existing = getLocalBookmarks().find((bookmark) =>
        isBookmarkOf(bookmark, draft.chatId, draft.messageId),
      );
      const local: LocalBookmark = {
        id: existing?.id ?? `bookmark-${Date.now()}`,
        content: draft.content,
        role: 'assistant',
        timestamp: draft.timestamp,
        savedAt: existing?.savedAt ?? new Date().toISOString(),
        customerId: draft.customerId || null,
        customerName: draft.customerName || null,
        chatId: draft.chatId,
        messageId: draft.messageId,
        serverId: existing?.serverId ?? null,
      };
      updateLocalBookmarks((bookmarks) => upsert(bookmarks, local));

      try {
        const saved = await createBookmark(userId, {
          message: local.content,
          customerId: local.customerId,
          customerName: local.customerName,
          chatId: local.chatId,
          messageId: local.messageId,
        });
        // The server's id lets a removal reach it (unless the bookmark was removed meanwhile).
        updateLocalBookmarks((bookmarks) =>
          bookmarks.map((bookmark) =>
            bookmark.id === local.id ? { ...bookmark, serverId: saved.id } : bookmark,
          ),
        );
        toast({
          title: bookmarksMore.get().savedSuccessfully,
          description: bookmarksMore.get().messageHasBeenSavedTo,
        });
        void queryClient.invalidateQueries({ queryKey: bookmarkKeys.all(userId) });
      } catch (error) {
        // The local copy stays.
        logger.warn('Saving the bookmark on the server failed', error);
        toast({
          variant: 'destructive',
          title: bookmarksMore.get().errorSavingMessage,
          description: bookmarksMore.get().theMessageCouldNotBe,
        });
      } finally {
        saving.current.delete(reply);
      }
    },
    [userId, queryClient],
  );
}
