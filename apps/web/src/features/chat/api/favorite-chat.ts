import { favoriteResponseSchema } from '@brief/contract/chats';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchCachedChat, undoCachedPatch } from '@/features/chat/api/chat-cache';
import { chatPaths } from '@/features/chat/api/chat-paths';
import { toast } from '@/hooks/use-toast';
import { apiClient } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { chatMore } from '@/features/chat/i18n/en';
import { labelIn } from '@/i18n/core';
import { chatLabels } from '@/features/chat/i18n/en';

/** POST /users/:userId/chats/:chatId/favorite. */
export function favoriteChat(userId: string, chatId: string, favorite: boolean) {
  return apiClient.request(chatPaths.favorite(userId, chatId), {
    method: 'POST',
    body: { favorite },
    schema: favoriteResponseSchema,
  });
}

/** Spec §4: favorite is optimistic, reverted on failure, with the §8 toasts. */
export function useFavoriteChat(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ chatId, favorite }: { chatId: string; favorite: boolean }) =>
      favoriteChat(userId, chatId, favorite),
    onMutate: ({ chatId, favorite }) => patchCachedChat(queryClient, userId, chatId, { favorite }),
    onError: (error, { chatId }, undo) => {
      logger.warn('Favorite failed', error);
      if (undo) undoCachedPatch(queryClient, userId, chatId, undo);
      toast({ variant: 'destructive', title: chatMore.get().failedToUpdateFavoriteStatus });
    },
    onSuccess: (_answer, { favorite }) =>
      toast({
        title: chatMore.get().favoriteUpdated,
        description: favorite
          ? labelIn(chatLabels.get(), 'Chat added to favorites.')
          : labelIn(chatLabels.get(), 'Chat removed from favorites.'),
      }),
  });
}
