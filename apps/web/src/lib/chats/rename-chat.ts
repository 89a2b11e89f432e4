import { renameResponseSchema } from '@brief/contract/chats';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { patchCachedChat, undoCachedPatch } from '@/lib/chats/chat-cache';
import { chatKeys } from '@/lib/chats/chat-keys';
import { chatPaths } from '@/lib/chats/chat-paths';
import type { MutationCallbacks } from '@/lib/react-query';

type RenameResponse = z.infer<typeof renameResponseSchema>;

/** POST /users/:userId/chats/:chatId/rename. */
export function renameChat(userId: string, chatId: string, name: string) {
  return apiClient.request(chatPaths.rename(userId, chatId), {
    method: 'POST',
    body: { name },
    schema: renameResponseSchema,
  });
}

export interface RenameChatInput {
  chatId: string;
  name: string;
}

/**
 * Renames a chat at once wherever it shows (its lists and its detail); a failure takes back the title
 * only. The lists are read again afterwards.
 */
export function useRenameChat(
  userId: string,
  callbacks: MutationCallbacks<RenameResponse, RenameChatInput> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ chatId, name }: RenameChatInput) => renameChat(userId, chatId, name),
    onMutate: async ({ chatId, name }) => {
      // A list read still under way would otherwise bring the old title back.
      await queryClient.cancelQueries({ queryKey: chatKeys.lists(userId) });
      return patchCachedChat(queryClient, userId, chatId, { name, title: name });
    },
    onError: (error, input, undo) => {
      if (undo) undoCachedPatch(queryClient, userId, input.chatId, undo);
      callbacks.onError?.(error, input);
    },
    onSuccess: (answer, input) => callbacks.onSuccess?.(answer, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.lists(userId) }),
  });
}
