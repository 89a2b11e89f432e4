import type { AdminCustomer } from '@brief/contract/admin-console';
import { Building, Plus } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useDeleteCustomer } from '@/features/admin/api/delete-customer';
import { useCustomers } from '@/features/admin/api/get-customers';
import { useSaveCustomer } from '@/features/admin/api/save-customer';
import {
  CatalogueEntryDialog,
  type CatalogueEntry,
} from '@/features/admin/components/catalogue-entry-dialog';
import { CustomerRow } from '@/features/admin/components/customer-row';
import { ListError, ListLoading } from '@/features/admin/components/list-states';
import { toastAdminError } from '@/features/admin/utils/admin-errors';
import { useStore } from '@nanostores/react';
import { adminTexts } from '@/features/admin/i18n/en';
import { adminMore } from '@/features/admin/i18n/en';

const asEntry = (customer: AdminCustomer | null): CatalogueEntry => ({
  name: customer?.name ?? '',
  description: customer?.description ?? '',
  body: customer?.profile ?? '',
});

const dialogText = {
  description: 'What the agent knows about this customer.',
  bodyLabel: 'Profile',
  bodyHint: 'Markdown the agent loads when the chat is about this customer, with the documents below.',
  bodyRows: 12,
};

/** A team's customers, each with its profile and documents. */
export function CustomersPanel({ teamId }: { teamId: string }) {
  const tm = useStore(adminMore);
  const tr = useStore(adminTexts);
  const customers = useCustomers(teamId);
  const saveCustomer = useSaveCustomer(teamId);
  const deleteCustomer = useDeleteCustomer(teamId);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = customers.data ?? [];

  const save = (customerId: string | null) => (entry: CatalogueEntry) =>
    saveCustomer.mutateAsync({
      customerId,
      fields: { name: entry.name, description: entry.description, profile: entry.body },
    });

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle className="flex items-center gap-2 text-base">
            <Building aria-hidden="true" className="size-5 text-primary" />
            {tr.customers}
          </CardTitle>
          <CardDescription>{tr.profilesAndDocumentsTheAgent}</CardDescription>
        </div>
        <CatalogueEntryDialog
          {...dialogText}
          title={tr.newCustomer}
          submitLabel={tm.addCustomer}
          initial={asEntry(null)}
          onSave={save(null)}
          trigger={
            <Button size="sm">
              <Plus aria-hidden="true" />
              {tr.addCustomer}
            </Button>
          }
        />
      </CardHeader>
      <CardContent>
        {customers.isPending ? (
          <ListLoading label={tr.loadingCustomers} />
        ) : customers.isError ? (
          <ListError
            title={tr.customersCouldNotBeLoaded}
            error={customers.error}
            onRetry={() => void customers.refetch()}
          />
        ) : list.length === 0 ? (
          <EmptyState icon={Building} title={tr.noCustomersYet} description={tr.addTheCustomersThisTeam} />
        ) : (
          <ul aria-label={tr.customers} className="divide-y rounded-lg border">
            {list.map((customer) => (
              <CustomerRow
                key={customer.id}
                teamId={teamId}
                customer={customer}
                expanded={openId === customer.id}
                onToggleDocuments={() => setOpenId(openId === customer.id ? null : customer.id)}
                editDialog={(trigger) => (
                  <CatalogueEntryDialog
                    {...dialogText}
                    title={tr.editCustomer}
                    submitLabel={tm.saveCustomer}
                    initial={asEntry(customer)}
                    onSave={save(customer.id)}
                    trigger={trigger}
                  />
                )}
                onDelete={() =>
                  deleteCustomer.mutate(customer.id, {
                    onError: (error) => toastAdminError(adminMore.get().couldNotDeleteCustomer, error),
                  })
                }
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
