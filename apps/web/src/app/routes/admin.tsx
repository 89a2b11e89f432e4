import { Loader2 } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { AccessDenied } from '@/features/admin/components/access-denied';
import { AdminConsole } from '@/features/admin/components/admin-console';
import { useAdminAccess } from '@/features/admin/hooks/use-admin-access';
import { usePublicConfig } from '@/lib/public-config';

export function AdminRoute() {
  const access = useAdminAccess();
  const { data: config } = usePublicConfig();

  if (access === 'verifying') {
    return (
      <Card className="mx-auto mt-6 max-w-md">
        <title>Admin Panel · Brief</title>
        <CardContent
          role="status"
          className="flex items-center justify-center gap-3 py-4 text-muted-foreground"
        >
          <Loader2 aria-hidden="true" className="size-5 animate-spin text-primary" />
          Verifying admin access...
        </CardContent>
      </Card>
    );
  }
  if (access === 'denied') return <AccessDenied />;
  if (access === 'error') {
    return (
      <AccessDenied
        title="Authorization Error"
        description="Your admin privileges could not be checked just now. Try again in a moment."
      />
    );
  }

  return (
    <div className="space-y-6">
      <title>Admin Panel · Brief</title>
      <PageHeader
        title="Admin Panel"
        description="Create accounts, decide which teams each person can use, and shape what each team knows."
      />
      <AdminConsole companyDomain={config?.companyDomain} />
    </div>
  );
}
