import { MessageSquare, Settings2, Wand2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { NoticeCard } from '@/components/notice-card';
import { Button } from '@/components/ui/button';
import { useStore } from '@nanostores/react';
import { wizardTexts } from '@/features/wizard/i18n/en';

/** /chat-v2 with no chat and nothing to set one up from: 'Configuration Required'. */
export function ConfigurationRequired() {
  const tr = useStore(wizardTexts);
  const navigate = useNavigate();
  return (
    <NoticeCard
      icon={Settings2}
      title={tr.configurationRequired}
      actions={
        <>
          <Button onClick={() => void navigate('/chat-wizard')}>
            <Wand2 aria-hidden="true" />
            {tr.openChatWizard}
          </Button>
          <Button variant="outline" onClick={() => void navigate('/chat')}>
            <MessageSquare aria-hidden="true" />
            {tr.useRegularChat}
          </Button>
        </>
      }
    >
      <p className="text-sm text-muted-foreground">{tr.chooseATeamAndA}</p>
    </NoticeCard>
  );
}
