import { auditActions, type AuditAction, type AuditEntry } from '@brief/contract/admin-console';
import { ScrollText } from 'lucide-react';
import { useId, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { useAudit } from '@/features/admin/api/get-audit';
import { ListError, ListLoading, LoadMoreButton } from '@/features/admin/components/list-states';
import { formatDateTime } from '@/features/admin/utils/format';
import { useStore } from '@nanostores/react';
import { adminTexts } from '@/features/admin/i18n/en';
import { adminMore } from '@/features/admin/i18n/en';

const isAuditAction = (value: string): value is AuditAction =>
  (auditActions as readonly string[]).includes(value);

/** A short line for an entry's detail: plain values as `key: value` (a failed sign-in's reason), else the fields a change touched. */
function describeDetail(detail: AuditEntry['detail']): string {
  if (!detail) return '';
  return Object.entries(detail)
    .map(([key, value]) =>
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? `${key}: ${String(value)}`
        : key,
    )
    .join(', ');
}

/** Who did what, when and from where; newest first, a page at a time. */
export function AuditLog() {
  const tm = useStore(adminMore);
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
                {value}
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
          description={action ? tm.nothingRecordedFor({ action }) : undefined}
        />
      ) : (
        <Card className="py-2">
          <CardContent className="px-2 sm:px-4">
            <table className="w-full table-fixed text-sm" aria-label={trx.auditLog}>
              <thead className="border-b text-left text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="w-40 py-2 pr-3 font-medium">
                    {trx.time}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {trx.action}
                  </th>
                  <th scope="col" className="hidden py-2 pr-3 font-medium md:table-cell">
                    {trx.actor}
                  </th>
                  <th scope="col" className="hidden py-2 pr-3 font-medium lg:table-cell">
                    {trx.target}
                  </th>
                  <th scope="col" className="hidden w-32 py-2 font-medium md:table-cell">
                    {trx.ip}
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id} data-testid="audit-entry" className="border-b align-top last:border-0">
                    <td className="py-2 pr-3 text-xs text-muted-foreground">{formatDateTime(entry.at)}</td>
                    <td className="py-2 pr-3">
                      <Badge variant={entry.action === 'sign_in.failed' ? 'destructive' : 'secondary'}>
                        {entry.action}
                      </Badge>
                      <p className="mt-1 truncate text-xs text-muted-foreground md:hidden">
                        {entry.actorEmail ?? 'unknown'}
                      </p>
                      {entry.detail && (
                        <p
                          className="mt-1 truncate text-xs text-muted-foreground"
                          title={JSON.stringify(entry.detail)}
                        >
                          {describeDetail(entry.detail)}
                        </p>
                      )}
                    </td>
                    <td
                      className="hidden truncate py-2 pr-3 md:table-cell"
                      title={entry.actorEmail ?? undefined}
                    >
                      {entry.actorEmail ?? <span className="text-muted-foreground">{trx.unknown}</span>}
                    </td>
                    <td
                      className="hidden truncate py-2 pr-3 lg:table-cell"
                      title={entry.targetId ?? undefined}
                    >
                      {entry.targetType ? (
                        <>
                          <span className="text-muted-foreground">{entry.targetType}</span> {entry.targetId}
                        </>
                      ) : (
                        <span className="text-muted-foreground">—</span>
                      )}
                    </td>
                    <td className="hidden truncate py-2 font-mono text-xs md:table-cell">
                      {entry.ip ?? '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
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
