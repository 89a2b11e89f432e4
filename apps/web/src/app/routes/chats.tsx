import { PageHeader } from '@/components/page-header';
import { GroupedChatList } from '@/features/library/components/grouped-chat-list';
import { LibrarySearch } from '@/features/library/components/library-search';
import { SharedWithMe } from '@/features/library/components/shared-with-me';
import { useAuth } from '@/hooks/use-auth';
import { useStore } from '@nanostores/react';
import { libraryTexts } from '@/features/library/i18n/en';

/** /chats: the library of the user's chats. */
export function ChatsRoute() {
  const tr = useStore(libraryTexts);
  const { user } = useAuth();
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <title>{tr.libraryBrief}</title>
      <PageHeader title={tr.yourChats} description={tr.everyConversationYouHaveHad} />
      <SharedWithMe userId={user?.id ?? null} />
      <LibrarySearch userId={user?.id ?? null}>
        <GroupedChatList userId={user?.id ?? null} filter="all" />
      </LibrarySearch>
    </div>
  );
}
