import { PageHeader } from '@/components/page-header';
import { GroupedChatList } from '@/features/library/components/grouped-chat-list';
import { LibrarySearch } from '@/features/library/components/library-search';
import { useAuth } from '@/hooks/use-auth';

/** Spec §2 /chats: the library of the user's chats. */
export function ChatsRoute() {
  const { user } = useAuth();
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <title>Library · Brief</title>
      <PageHeader title="Your Chats" description="Every conversation you have had, newest first." />
      <LibrarySearch userId={user?.id ?? null}>
        <GroupedChatList userId={user?.id ?? null} filter="all" />
      </LibrarySearch>
    </div>
  );
}
