import { useCallback } from 'react';
import { chatLabels, chatMore } from '@/features/chat/i18n/en';
import { toast } from '@/hooks/use-toast';
import { labelIn } from '@/i18n/core';
import { useFavoriteChat } from '@/lib/chats/favorite-chat';
import { useRenameChat } from '@/lib/chats/rename-chat';
import { logger } from '@/lib/logger';
import { proposeChatTitle } from '@/lib/suggested-title';

/** The open chat as its title bar acts on it; a browser-only chat cannot be renamed or starred yet. */
export interface TitledChat {
  id: string;
  favorite: boolean;
  local: boolean;
}

/**
 * Renaming, starring and titling the open chat from its title bar. Each shows at once and is taken
 * back if the server refuses, with a toast either way.
 */
export function useChatTitleActions(userId: string, chat: TitledChat | null) {
  const { mutate: renameMutate } = useRenameChat(userId, {
    onError: (error) => {
      logger.warn('Rename failed', error);
      toast({ variant: 'destructive', title: chatMore.get().failedToRenameChat });
    },
    onSuccess: () =>
      toast({ title: chatMore.get().chatRenamed, description: chatMore.get().chatTitleUpdatedSuccessfully }),
  });
  const { mutate: favoriteMutate } = useFavoriteChat(userId, {
    onError: (error) => {
      logger.warn('Favorite failed', error);
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

  const chatId = chat && !chat.local ? chat.id : null;
  const favorite = chat?.favorite ?? false;
  const rename = useCallback(
    (name: string) => {
      if (chatId !== null) renameMutate({ chatId, name });
    },
    [chatId, renameMutate],
  );
  const toggleFavorite = useCallback(() => {
    if (chatId !== null) favoriteMutate({ chatId, favorite: !favorite });
  }, [chatId, favorite, favoriteMutate]);
  const proposeTitle = useCallback(() => proposeChatTitle(userId, chatId), [userId, chatId]);

  return { rename, toggleFavorite, proposeTitle };
}
