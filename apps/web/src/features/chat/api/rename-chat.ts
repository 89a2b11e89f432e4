import { renameResponseSchema } from '@brief/contract/chats';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchCachedChat, undoCachedPatch } from '@/features/chat/api/chat-cache';
import { chatPaths } from '@/features/chat/api/chat-paths';
import { toast } from '@/hooks/use-toast';
import { apiClient } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { chatMore } from '@/features/chat/i18n/en';

/** POST /users/:userId/chats/:chatId/rename. */
export function renameChat(userId: string, chatId: string, name: string) {
  return apiClient.request(chatPaths.rename(userId, chatId), {
    method: 'POST',
    body: { name },
    schema: renameResponseSchema,
  });
}

/** Spec §4: rename is optimistic, reverted on failure, with the §8 toasts. */
export function useRenameChat(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ chatId, name }: { chatId: string; name: string }) => renameChat(userId, chatId, name),
    onMutate: ({ chatId, name }) => patchCachedChat(queryClient, userId, chatId, { name, title: name }),
    onError: (error, { chatId }, undo) => {
      logger.warn('Rename failed', error);
      if (undo) undoCachedPatch(queryClient, userId, chatId, undo);
      toast({ variant: 'destructive', title: chatMore.get().failedToRenameChat });
    },
    onSuccess: () =>
      toast({ title: chatMore.get().chatRenamed, description: chatMore.get().chatTitleUpdatedSuccessfully }),
  });
}
