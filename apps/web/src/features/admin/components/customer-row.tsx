import type { AdminCustomer } from '@brief/contract/admin-console';
import { useStore } from '@nanostores/react';
import { Brain, ChevronDown, FileText, Pencil, Plug, ScrollText, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useMemoryWaiting, waitingLabel } from '@/features/admin/api/get-customer-memory';
import { BrandRulesDialog } from '@/features/admin/components/brand-rules-dialog';
import { ConfirmDialog } from '@/features/admin/components/confirm-dialog';
import { CustomerConnectorsDialog } from '@/features/admin/components/customer-connectors-dialog';
import { CustomerDocuments } from '@/features/admin/components/customer-documents';
import { CustomerMemorySheet } from '@/features/admin/components/customer-memory-sheet';
import {
  adminBrandRules,
  adminConnectors,
  adminMemory,
  adminMore,
  adminTexts,
  adminValues,
} from '@/features/admin/i18n/en';
import { formatNumber } from '@/i18n/format';
import { cn } from '@/lib/utils';

/**
 * One customer of a team: name and description, editing and deleting it, and what the agent keeps about
 * it — documents (opened under the row), brand rules, memory (its proposals waiting for review are
 * counted on the row so a lead notices them) and the values its connectors' calls are made with.
 */
export function CustomerRow({
  teamId,
  customer,
  expanded,
  onToggleDocuments,
  editDialog,
  onDelete,
}: {
  teamId: string;
  customer: AdminCustomer;
  expanded: boolean;
  onToggleDocuments: () => void;
  /** The dialog that edits the customer, with its trigger. */
  editDialog: (trigger: ReactNode) => ReactNode;
  onDelete: () => void;
}) {
  const tm = useStore(adminMore);
  const tr = useStore(adminTexts);
  const rulesTexts = useStore(adminBrandRules);
  const memoryTexts = useStore(adminMemory);
  const connectorTexts = useStore(adminConnectors);
  const waiting = useMemoryWaiting(teamId, customer.id).data;
  const waits = waiting !== undefined && waiting > 0;

  return (
    <li className="space-y-3 p-3" data-testid="customer-row">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium">{customer.name}</p>
          <p className="line-clamp-2 text-sm text-muted-foreground">
            {customer.description || tm.charactersOfProfile({ count: formatNumber(customer.profile.length) })}
          </p>
        </div>
        <div className="flex shrink-0 gap-0.5">
          {editDialog(
            <Button variant="ghost" size="icon" aria-label={tm.edit({ name: customer.name })}>
              <Pencil aria-hidden="true" />
            </Button>,
          )}
          <ConfirmDialog
            title={tr.deleteThisCustomer}
            description={adminValues.get().customerDeleted({ name: customer.name })}
            confirmLabel={tr.delete}
            onConfirm={onDelete}
            trigger={
              <Button
                variant="ghost"
                size="icon"
                aria-label={tm.delete({ name: customer.name })}
                className="text-destructive hover:text-destructive"
              >
                <Trash2 aria-hidden="true" />
              </Button>
            }
          />
        </div>
      </div>
      <div className="flex flex-wrap gap-1.5">
        <Button
          variant="outline"
          size="sm"
          aria-expanded={expanded}
          aria-label={tm.documentsOf2({ name: customer.name, documentCount: customer.documentCount })}
          onClick={onToggleDocuments}
        >
          <FileText aria-hidden="true" />
          <span aria-hidden="true">
            {tr.docs} {customer.documentCount}
          </span>
          <ChevronDown aria-hidden="true" className={cn('transition-transform', expanded && 'rotate-180')} />
        </Button>
        <BrandRulesDialog
          teamId={teamId}
          customerId={customer.id}
          customerName={customer.name}
          trigger={
            <Button variant="outline" size="sm" aria-label={rulesTexts.brandRulesOf({ name: customer.name })}>
              <ScrollText aria-hidden="true" />
              {rulesTexts.brandRules}
            </Button>
          }
        />
        <CustomerMemorySheet
          teamId={teamId}
          customerId={customer.id}
          customerName={customer.name}
          waiting={waiting}
          trigger={
            <Button
              variant="outline"
              size="sm"
              aria-label={
                waits
                  ? memoryTexts.memoryOfWaiting({ name: customer.name, count: waitingLabel(waiting) })
                  : memoryTexts.memoryOf({ name: customer.name })
              }
              title={waits ? memoryTexts.waitingCount(waiting) : undefined}
            >
              <Brain aria-hidden="true" />
              {memoryTexts.memory}
              {waits && <Badge className="-mr-1 px-1.5">{waitingLabel(waiting)}</Badge>}
            </Button>
          }
        />
        <CustomerConnectorsDialog
          teamId={teamId}
          customerId={customer.id}
          customerName={customer.name}
          trigger={
            <Button
              variant="outline"
              size="sm"
              aria-label={connectorTexts.connectorsOf({ name: customer.name })}
            >
              <Plug aria-hidden="true" />
              {connectorTexts.connectors}
            </Button>
          }
        />
      </div>
      {expanded && (
        <CustomerDocuments teamId={teamId} customerId={customer.id} customerName={customer.name} />
      )}
    </li>
  );
}
