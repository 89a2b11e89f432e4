import { renameResponseSchema } from '@brief/contract/chats';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchLibraryChat, restoreLibrary } from '@/features/library/api/library-cache';
import { libraryKeys, libraryPaths } from '@/features/library/api/library-keys';
import { toast } from '@/hooks/use-toast';
import { apiClient } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { libraryMore } from '@/features/library/i18n/en';

/** POST /users/:userId/chats/:chatId/rename. */
export function renameLibraryChat(userId: string, chatId: string, name: string) {
  return apiClient.request(libraryPaths.rename(userId, chatId), {
    method: 'POST',
    body: { name },
    schema: renameResponseSchema,
  });
}

/** Spec §4/§8: renaming is optimistic, reverted on failure, with the §8 toasts. */
export function useRenameLibraryChat(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ chatId, name }: { chatId: string; name: string }) =>
      renameLibraryChat(userId, chatId, name),
    onMutate: ({ chatId, name }) => patchLibraryChat(queryClient, userId, chatId, { name, title: name }),
    onError: (error, _variables, snapshot) => {
      logger.warn('Rename failed', error);
      if (snapshot) restoreLibrary(queryClient, snapshot);
      toast({ variant: 'destructive', title: libraryMore.get().failedToRenameChat });
    },
    onSuccess: () =>
      toast({
        title: libraryMore.get().chatRenamed,
        description: libraryMore.get().chatTitleUpdatedSuccessfully,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all(userId) }),
  });
}
