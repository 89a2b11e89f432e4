import { auditActions, type AuditAction } from '@brief/contract/admin-console';
import { ScrollText } from 'lucide-react';
import { useId, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { useAudit } from '@/features/admin/api/get-audit';
import { AuditEntry } from '@/features/admin/components/audit-entry';
import { ListError, ListLoading, LoadMoreButton } from '@/features/admin/components/list-states';
import { useStore } from '@nanostores/react';
import { adminAuditActions, adminTexts } from '@/features/admin/i18n/en';

const isAuditAction = (value: string): value is AuditAction =>
  (auditActions as readonly string[]).includes(value);

/** Who did what, when and from where; newest first, a page at a time. */
export function AuditLog() {
  const actionNames = useStore(adminAuditActions);
  const trx = useStore(adminTexts);
  const selectId = useId();
  const [action, setAction] = useState<AuditAction | null>(null);
  const audit = useAudit(action);
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{trx.entriesAreOnlyEverAdded}</p>
        <div className="flex items-center gap-2">
          <Label htmlFor={selectId}>{trx.action}</Label>
          <select
            id={selectId}
            value={action ?? ''}
            onChange={(event) => setAction(isAuditAction(event.target.value) ? event.target.value : null)}
            className="h-9 max-w-56 rounded-md border border-input bg-card px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <option value="">{trx.allActions}</option>
            {auditActions.map((value) => (
              <option key={value} value={value}>
                {actionNames[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {audit.isPending ? (
        <ListLoading label={trx.loadingTheAuditLog} />
      ) : audit.isError ? (
        <ListError title={trx.theAuditLogCouldNot} error={audit.error} onRetry={() => void audit.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState
          icon={ScrollText}
          title={trx.noEntries}
          description={action ? actionNames.nothingRecorded({ kind: actionNames[action] }) : undefined}
        />
      ) : (
        <Card className="py-2">
          <CardContent className="px-3 sm:px-4">
            <ul aria-label={trx.auditLog}>
              {entries.map((entry) => (
                <AuditEntry key={entry.id} entry={entry} />
              ))}
            </ul>
            <LoadMoreButton
              hasMore={audit.hasNextPage}
              loading={audit.isFetchingNextPage}
              onLoadMore={() => void audit.fetchNextPage()}
            />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
