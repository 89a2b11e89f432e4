import { favoriteResponseSchema } from '@brief/contract/chats';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { patchCachedChat, undoCachedPatch } from '@/lib/chats/chat-cache';
import { chatKeys } from '@/lib/chats/chat-keys';
import { chatPaths } from '@/lib/chats/chat-paths';
import type { MutationCallbacks } from '@/lib/react-query';

type FavoriteResponse = z.infer<typeof favoriteResponseSchema>;

/** POST /users/:userId/chats/:chatId/favorite. */
export function favoriteChat(userId: string, chatId: string, favorite: boolean) {
  return apiClient.request(chatPaths.favorite(userId, chatId), {
    method: 'POST',
    body: { favorite },
    schema: favoriteResponseSchema,
  });
}

export interface FavoriteChatInput {
  chatId: string;
  favorite: boolean;
}

/**
 * Stars or unstars a chat at once wherever it shows; a failure takes back the star only. The lists
 * are read again afterwards (the favourites list gains or loses the chat).
 */
export function useFavoriteChat(
  userId: string,
  callbacks: MutationCallbacks<FavoriteResponse, FavoriteChatInput> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ chatId, favorite }: FavoriteChatInput) => favoriteChat(userId, chatId, favorite),
    onMutate: async ({ chatId, favorite }) => {
      // A list read still under way would otherwise bring the old star back.
      await queryClient.cancelQueries({ queryKey: chatKeys.lists(userId) });
      return patchCachedChat(queryClient, userId, chatId, { favorite });
    },
    onError: (error, input, undo) => {
      if (undo) undoCachedPatch(queryClient, userId, input.chatId, undo);
      callbacks.onError?.(error, input);
    },
    onSuccess: (answer, input) => callbacks.onSuccess?.(answer, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.lists(userId) }),
  });
}
