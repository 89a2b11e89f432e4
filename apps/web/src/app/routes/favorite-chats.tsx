import { PageHeader } from '@/components/page-header';
import { GroupedChatList } from '@/features/library/components/grouped-chat-list';
import { useAuth } from '@/hooks/use-auth';

/** Spec §2 /favorite-chats: the chats the user starred. */
export function FavoriteChatsRoute() {
  const { user } = useAuth();
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <title>Favorite Chats · Brief</title>
      <PageHeader title="Favorite Chats" description="The conversations you starred." />
      <GroupedChatList userId={user?.id ?? null} filter="favorites" />
    </div>
  );
}
