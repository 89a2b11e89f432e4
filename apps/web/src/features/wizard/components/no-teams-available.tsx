import { LayoutDashboard, UsersRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import { NoticeCard } from '@/components/notice-card';
import { Button } from '@/components/ui/button';
import { useStore } from '@nanostores/react';
import { wizardTexts } from '@/features/wizard/i18n/en';

/** /chat-v2's fallback when the user has no team to chat with. */
export function NoTeamsAvailable() {
  const tr = useStore(wizardTexts);
  const navigate = useNavigate();
  return (
    <NoticeCard
      icon={UsersRound}
      title={tr.noTeamsAvailable}
      actions={
        <Button variant="outline" onClick={() => void navigate('/dashboard')}>
          <LayoutDashboard aria-hidden="true" />
          {tr.backToOverview}
        </Button>
      }
    >
      <p className="text-sm text-muted-foreground">{tr.yourAccountHasNoConsulting}</p>
    </NoticeCard>
  );
}
