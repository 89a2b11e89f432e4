import { Loader2 } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { AccessDenied } from '@/features/admin/components/access-denied';
import { isLeadOnly, useAdminScope } from '@/features/admin/api/get-admin-scope';
import { AdminConsole } from '@/features/admin/components/admin-console';
import { useAdminAccess } from '@/features/admin/hooks/use-admin-access';
import { LeadOnlyContext } from '@/features/admin/hooks/use-lead-only';
import { usePublicConfig } from '@/lib/public-config';
import { useStore } from '@nanostores/react';
import { adminLeads, adminTexts } from '@/features/admin/i18n/en';

export function AdminRoute() {
  const tr = useStore(adminTexts);
  const tl = useStore(adminLeads);
  const access = useAdminAccess();
  const leadOnly = isLeadOnly(useAdminScope().data);
  const { data: config } = usePublicConfig();

  if (access === 'verifying') {
    return (
      <Card className="mx-auto mt-6 max-w-md">
        <title>{tr.adminPanelBrief}</title>
        <CardContent
          role="status"
          className="flex items-center justify-center gap-3 py-4 text-muted-foreground"
        >
          <Loader2 aria-hidden="true" className="size-5 animate-spin text-primary" />
          {tr.verifyingAdminAccess}
        </CardContent>
      </Card>
    );
  }
  if (access === 'denied') return <AccessDenied />;
  if (access === 'error') {
    return <AccessDenied title={tr.authorizationError} description={tr.yourAdminPrivilegesCouldNot} />;
  }

  return (
    <div className="space-y-6">
      <title>{tr.adminPanelBrief}</title>
      <PageHeader
        title={tr.adminPanel}
        description={leadOnly ? tl.leadConsoleDescription : tr.createAccountsDecideWhichTeams}
      />
      <LeadOnlyContext value={leadOnly}>
        <AdminConsole companyDomain={config?.companyDomain} oidcLabel={config?.oidcLabel} />
      </LeadOnlyContext>
    </div>
  );
}
