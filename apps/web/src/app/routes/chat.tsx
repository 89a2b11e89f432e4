import { MessageSquare, Wand2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';

export function ChatRoute() {
  const navigate = useNavigate();
  return (
    <div className="space-y-6">
      <title>Chat · Brief</title>
      <PageHeader title="Chat" description="Talk to a consulting team about one of your customers." />
      <EmptyState
        icon={MessageSquare}
        title="No conversation open"
        description="Pick a team and a customer to start a conversation."
        action={
          <Button onClick={() => void navigate('/chat-wizard')}>
            <Wand2 aria-hidden="true" />
            New Chat Wizard
          </Button>
        }
      />
    </div>
  );
}
