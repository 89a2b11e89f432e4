import type { ChatSummary } from '@brief/contract/chats';
import { useMemo } from 'react';
import { libraryMore, libraryMoreLabels } from '@/features/library/i18n/en';
import { toast } from '@/hooks/use-toast';
import { labelIn } from '@/i18n/core';
import { useFavoriteChat } from '@/lib/chats/favorite-chat';
import { useRenameChat } from '@/lib/chats/rename-chat';
import { logger } from '@/lib/logger';
import { proposeChatTitle } from '@/lib/suggested-title';

export interface ChatRowActions {
  /** Whose rows these are (the Share dialog needs it). */
  userId: string;
  toggleFavorite: (chat: Pick<ChatSummary, 'id' | 'favorite'>) => void;
  rename: (chatId: string, name: string) => void;
  /** 'Propose Title from AI': a title, or null when none came (its error toast shown). */
  proposeTitle: (chatId: string) => Promise<string | null>;
}

/**
 * Star, rename and title proposals for every row of a list, as one object that stays the same between
 * renders, so a list that grows by a page renders only the new rows. Starring and renaming show at
 * once and are taken back if the server refuses, with a toast either way.
 */
export function useChatRowActions(userId: string): ChatRowActions {
  const { mutate: setFavorite } = useFavoriteChat(userId, {
    onError: (error) => {
      logger.warn('Favorite failed', error);
      toast({ variant: 'destructive', title: libraryMore.get().failedToUpdateFavoriteStatus });
    },
    onSuccess: (_answer, { favorite }) =>
      toast({
        title: libraryMore.get().favoriteUpdated,
        description: favorite
          ? labelIn(libraryMoreLabels.get(), 'Chat added to favorites.')
          : labelIn(libraryMoreLabels.get(), 'Chat removed from favorites.'),
      }),
  });
  const { mutate: rename } = useRenameChat(userId, {
    onError: (error) => {
      logger.warn('Rename failed', error);
      toast({ variant: 'destructive', title: libraryMore.get().failedToRenameChat });
    },
    onSuccess: () =>
      toast({
        title: libraryMore.get().chatRenamed,
        description: libraryMore.get().chatTitleUpdatedSuccessfully,
      }),
  });
  return useMemo(
    () => ({
      userId,
      toggleFavorite: (chat) => setFavorite({ chatId: chat.id, favorite: !chat.favorite }),
      rename: (chatId, name) => rename({ chatId, name }),
      proposeTitle: (chatId) => proposeChatTitle(userId, chatId),
    }),
    [setFavorite, rename, userId],
  );
}
