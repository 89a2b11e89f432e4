import { UsersRound } from 'lucide-react';
import { NoticeCard } from '@/components/notice-card';
import { useStore } from '@nanostores/react';
import { dashboardTexts } from '@/features/dashboard/i18n/en';

/** The dashboard's tabbed workspace when the user has no consulting team. */
export function NoAgentsAvailable() {
  const tr = useStore(dashboardTexts);
  return (
    <NoticeCard icon={UsersRound} title={tr.noAgentsAvailable} headingLevel="h2">
      <p className="text-sm">{tr.thereAreNoAgentsAvailable}</p>
      <p className="text-sm text-muted-foreground">{tr.pleaseContactYourAdministratorTo}</p>
    </NoticeCard>
  );
}
