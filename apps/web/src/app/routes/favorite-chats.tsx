import { Star } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';

export function FavoriteChatsRoute() {
  return (
    <div className="space-y-6">
      <title>Favorite Chats · Brief</title>
      <PageHeader title="Favorite Chats" description="The conversations you starred." />
      <EmptyState
        icon={Star}
        title="No favorite chats found."
        description="Star some chats to see them here!"
      />
    </div>
  );
}
