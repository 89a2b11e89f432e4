import { deleteBookmarkResponseSchema } from '@brief/contract/bookmarks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { ApiError, apiClient } from '@/lib/api-client';
import { bookmarkKeys, bookmarkPaths } from '@/lib/bookmarks';
import { logger } from '@/lib/logger';
import { bookmarksMore } from '@/features/bookmarks/i18n/en';

export interface DeleteBookmarkInput {
  /** The server's id of the bookmark. */
  bookmarkId: string;
  customerId: string | null;
  customerName: string | null;
}

/** DELETE /users/:userId/bookmarks/:bookmarkId, with the customer in the body. */
export function deleteBookmark(
  userId: string,
  { bookmarkId, customerId, customerName }: DeleteBookmarkInput,
) {
  return apiClient.request(bookmarkPaths.bookmark(userId, bookmarkId), {
    method: 'DELETE',
    body: { customerId, customerName },
    schema: deleteBookmarkResponseSchema,
  });
}

/**
 * Removes a bookmark on the server, after it has gone from this browser: a failure only toasts
 * ('Failed to delete bookmark from server, but removed locally.'). One the server no longer has
 * (removed in another tab) counts as removed.
 */
export function useDeleteBookmark(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: DeleteBookmarkInput) => {
      try {
        await deleteBookmark(userId, input);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookmarkKeys.all(userId) }),
    onError: (error) => {
      logger.warn('Deleting the bookmark on the server failed', error);
      toast({ variant: 'destructive', title: bookmarksMore.get().failedToDeleteBookmarkFrom });
    },
  });
}
