import { favoriteResponseSchema } from '@brief/contract/chats';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchLibraryChat, restoreLibrary } from '@/features/library/api/library-cache';
import { libraryKeys, libraryPaths } from '@/features/library/api/library-keys';
import { toast } from '@/hooks/use-toast';
import { apiClient } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { libraryMore } from '@/features/library/i18n/en';
import { labelIn } from '@/i18n/core';
import { libraryMoreLabels } from '@/features/library/i18n/en';

/** POST /users/:userId/chats/:chatId/favorite. */
export function favoriteLibraryChat(userId: string, chatId: string, favorite: boolean) {
  return apiClient.request(libraryPaths.favorite(userId, chatId), {
    method: 'POST',
    body: { favorite },
    schema: favoriteResponseSchema,
  });
}

/** Spec §4/§8: starring is optimistic, reverted on failure, with the §8 toasts. */
export function useFavoriteLibraryChat(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ chatId, favorite }: { chatId: string; favorite: boolean }) =>
      favoriteLibraryChat(userId, chatId, favorite),
    onMutate: ({ chatId, favorite }) => patchLibraryChat(queryClient, userId, chatId, { favorite }),
    onError: (error, _variables, snapshot) => {
      logger.warn('Favorite failed', error);
      if (snapshot) restoreLibrary(queryClient, snapshot);
      toast({ variant: 'destructive', title: libraryMore.get().failedToUpdateFavoriteStatus });
    },
    onSuccess: (_answer, { favorite }) =>
      toast({
        title: libraryMore.get().favoriteUpdated,
        description: favorite
          ? labelIn(libraryMoreLabels.get(), 'Chat added to favorites.')
          : labelIn(libraryMoreLabels.get(), 'Chat removed from favorites.'),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all(userId) }),
  });
}
