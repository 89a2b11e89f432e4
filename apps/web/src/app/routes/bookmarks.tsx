import { Bookmark } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';

export function BookmarksRoute() {
  return (
    <div className="space-y-6">
      <title>Bookmarks · Brief</title>
      <PageHeader title="Your Bookmarks" description="Replies you saved from your chats." />
      <EmptyState
        icon={Bookmark}
        title="No bookmarks yet"
        description="Save messages from chats to see them here."
      />
    </div>
  );
}
