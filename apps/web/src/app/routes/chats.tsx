import { Library } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';

export function ChatsRoute() {
  return (
    <div className="space-y-6">
      <title>Library · Brief</title>
      <PageHeader title="Your Chats" description="Every conversation you have had, newest first." />
      <EmptyState
        icon={Library}
        title="No chats yet"
        description="Your conversations will appear here, grouped by day."
      />
    </div>
  );
}
