import { UsersRound } from 'lucide-react';
import { NoticeCard } from '@/components/notice-card';

/** Spec §2 Dashboard: the tabbed workspace when the user has no consulting team. */
export function NoAgentsAvailable() {
  return (
    <NoticeCard icon={UsersRound} title="No Agents Available" headingLevel="h2">
      <p className="text-sm">There are no agents available for your account at this time.</p>
      <p className="text-sm text-muted-foreground">
        Please contact your administrator to get access to agents or check back later.
      </p>
    </NoticeCard>
  );
}
