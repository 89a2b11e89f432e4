import { MessageSquare, Settings2, Wand2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { NoticeCard } from '@/components/notice-card';
import { Button } from '@/components/ui/button';

/** Spec §2 Chat page states: with no session and no configuration, 'Configuration Required'. */
export function ConfigurationRequired() {
  const navigate = useNavigate();
  return (
    <NoticeCard
      icon={Settings2}
      title="Configuration Required"
      actions={
        <>
          <Button onClick={() => void navigate('/chat-wizard')}>
            <Wand2 aria-hidden="true" />
            Open Chat Wizard
          </Button>
          <Button variant="outline" onClick={() => void navigate('/chat')}>
            <MessageSquare aria-hidden="true" />
            Use Regular Chat
          </Button>
        </>
      }
    >
      <p className="text-sm text-muted-foreground">Choose a team and a customer before starting this chat.</p>
    </NoticeCard>
  );
}
