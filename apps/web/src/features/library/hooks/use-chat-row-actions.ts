import type { ChatSummary } from '@brief/contract/chats';
import { useMemo } from 'react';
import { useFavoriteLibraryChat } from '@/features/library/api/favorite-library-chat';
import { proposeChatTitle } from '@/lib/suggested-title';
import { useRenameLibraryChat } from '@/features/library/api/rename-library-chat';

export interface ChatRowActions {
  /** Whose rows these are (the Share dialog needs it). */
  userId: string;
  toggleFavorite: (chat: Pick<ChatSummary, 'id' | 'favorite'>) => void;
  rename: (chatId: string, name: string) => void;
  /** 'Propose Title from AI': a title, or null when none came (its error toast shown). */
  proposeTitle: (chatId: string) => Promise<string | null>;
}

/**
 * Star, rename and title proposals for every row of a list, as one object that stays the same between renders, so a
 * list that grows by a page renders only the new rows.
 */
export function useChatRowActions(userId: string): ChatRowActions {
  const { mutate: setFavorite } = useFavoriteLibraryChat(userId);
  const { mutate: rename } = useRenameLibraryChat(userId);
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
