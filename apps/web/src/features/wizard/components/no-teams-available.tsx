import { LayoutDashboard, UsersRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import { NoticeCard } from '@/components/notice-card';
import { Button } from '@/components/ui/button';

/** Spec §2 Chat page states: the fallback when the user has no team to chat with. */
export function NoTeamsAvailable() {
  const navigate = useNavigate();
  return (
    <NoticeCard
      icon={UsersRound}
      title="No Teams Available"
      actions={
        <Button variant="outline" onClick={() => void navigate('/dashboard')}>
          <LayoutDashboard aria-hidden="true" />
          Back to Overview
        </Button>
      }
    >
      <p className="text-sm text-muted-foreground">
        Your account has no consulting team yet. Ask an administrator to give you access to one.
      </p>
    </NoticeCard>
  );
}
