import { Activity, Building2, Coins, Plug, ScrollText, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AdminNotes } from '@/features/admin/components/admin-notes';
import { AuditLog } from '@/features/admin/components/audit-log';
import { ConnectorsTab } from '@/features/admin/components/connectors-tab';
import { CostsTab } from '@/features/admin/components/costs-tab';
import { CreateUserForm } from '@/features/admin/components/create-user-form';
import { PeopleList } from '@/features/admin/components/people-list';
import { TeamsTab } from '@/features/admin/components/teams-tab';
import { UsageTab } from '@/features/admin/components/usage-tab';
import { useLeadOnly } from '@/features/admin/hooks/use-lead-only';
import { useStore } from '@nanostores/react';
import { adminLabels, adminTexts } from '@/features/admin/i18n/en';
import { labelIn } from '@/i18n/core';
import { cn } from '@/lib/utils';

const TABS = ['people', 'teams', 'usage', 'costs', 'audit', 'connectors'] as const;
type AdminTab = (typeof TABS)[number];

const isAdminTab = (value: string | null): value is AdminTab =>
  value !== null && (TABS as readonly string[]).includes(value);

const TAB_LABELS: Record<AdminTab, { label: string; icon: ReactNode }> = {
  people: { label: 'People', icon: <Users aria-hidden="true" /> },
  teams: { label: 'Teams', icon: <Building2 aria-hidden="true" /> },
  usage: { label: 'Usage', icon: <Activity aria-hidden="true" /> },
  costs: { label: 'Costs', icon: <Coins aria-hidden="true" /> },
  audit: { label: 'Audit log', icon: <ScrollText aria-hidden="true" /> },
  connectors: { label: 'Connectors', icon: <Plug aria-hidden="true" /> },
};

/**
 * The admin area: the create-user form with the people list, then teams, usage, costs (with budgets and,
 * for admins, prices), the audit log and (for admins) the connectors.
 */
export function AdminConsole({ companyDomain, oidcLabel }: { companyDomain?: string; oidcLabel?: string }) {
  const tr = useStore(adminTexts);
  const lb = useStore(adminLabels);
  const [params, setParams] = useSearchParams();
  // A lead finds existing people and grants them their teams; only admins create accounts and connectors.
  const leadOnly = useLeadOnly();
  const tabs: readonly AdminTab[] = leadOnly ? TABS.filter((value) => value !== 'connectors') : TABS;
  const requested = params.get('tab');
  const tab: AdminTab = isAdminTab(requested) && tabs.includes(requested) ? requested : 'people';

  return (
    <Tabs
      value={tab}
      onValueChange={(next) => {
        if (!isAdminTab(next)) return;
        setParams(next === 'people' ? {} : { tab: next });
      }}
    >
      <TabsList
        aria-label={tr.adminSections}
        // Five or six tabs do not fit one row of a phone: they take two of three.
        className={cn(
          'grid w-full sm:inline-flex sm:h-10 sm:w-fit',
          tabs.length > 4 ? 'h-auto grid-cols-3 gap-1' : 'grid-cols-4',
        )}
      >
        {tabs.map((value) => (
          <TabsTrigger
            key={value}
            value={value}
            className={cn(
              'px-1.5 sm:px-3 [&_svg]:hidden sm:[&_svg]:inline',
              tabs.length > 4 && 'h-8 sm:h-full',
            )}
          >
            {TAB_LABELS[value].icon}
            {labelIn(lb, TAB_LABELS[value].label)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="people" className="space-y-6">
        {!leadOnly && (
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <CreateUserForm companyDomain={companyDomain} oidcLabel={oidcLabel} />
            <AdminNotes companyDomain={companyDomain} />
          </div>
        )}
        <PeopleList />
      </TabsContent>
      <TabsContent value="teams">
        <TeamsTab />
      </TabsContent>
      <TabsContent value="usage">
        <UsageTab />
      </TabsContent>
      <TabsContent value="costs">
        <CostsTab />
      </TabsContent>
      <TabsContent value="audit">
        <AuditLog />
      </TabsContent>
      {!leadOnly && (
        <TabsContent value="connectors">
          <ConnectorsTab />
        </TabsContent>
      )}
    </Tabs>
  );
}
