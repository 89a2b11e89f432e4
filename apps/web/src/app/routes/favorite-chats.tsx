import { PageHeader } from '@/components/page-header';
import { GroupedChatList } from '@/features/library/components/grouped-chat-list';
import { useAuth } from '@/hooks/use-auth';
import { useStore } from '@nanostores/react';
import { libraryTexts } from '@/features/library/i18n/en';

/** /favorite-chats: the chats the user starred. */
export function FavoriteChatsRoute() {
  const tr = useStore(libraryTexts);
  const { user } = useAuth();
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <title>{tr.favoriteChatsBrief}</title>
      <PageHeader title={tr.favoriteChats} description={tr.theConversationsYouStarred} />
      <GroupedChatList userId={user?.id ?? null} filter="favorites" />
    </div>
  );
}
