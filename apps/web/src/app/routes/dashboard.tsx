import { PageHeader } from '@/components/page-header';
import { GettingStartedCard } from '@/features/dashboard/components/getting-started-card';
import { WelcomeCard } from '@/features/dashboard/components/welcome-card';

export function DashboardRoute() {
  return (
    <div className="space-y-6">
      <title>Overview · Brief</title>
      <PageHeader
        title="Overview"
        description="Your starting point for conversations with the agency's teams."
      />
      <WelcomeCard />
      <GettingStartedCard />
    </div>
  );
}
