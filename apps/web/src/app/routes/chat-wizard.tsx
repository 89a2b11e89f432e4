import { Users } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';

export function ChatWizardRoute() {
  return (
    <div className="space-y-6">
      <title>New Chat Wizard · Brief</title>
      <PageHeader
        title="New Chat Wizard"
        description="Set up a conversation: a team, a customer, then launch."
      />
      <EmptyState
        icon={Users}
        title="Select a Team"
        description="The consulting teams available to you will be listed here."
      />
    </div>
  );
}
