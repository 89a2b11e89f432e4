import { Activity } from 'lucide-react';
import { useId, useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { useUsage } from '@/features/admin/api/get-usage';
import { ListError, ListLoading } from '@/features/admin/components/list-states';
import { UsageChart } from '@/features/admin/components/usage-chart';
import { UsageTable } from '@/features/admin/components/usage-table';
import { formatCount } from '@/features/admin/utils/format';
import { cn } from '@/lib/utils';
import { useStore } from '@nanostores/react';
import { adminTexts } from '@/features/admin/i18n/en';
import { adminMore } from '@/features/admin/i18n/en';

const USAGE_PERIODS = [7, 30, 90] as const;

/** Chats, messages and tokens over the last N days: totals, per day, per user and per team. */
export function UsageTab() {
  const tm = useStore(adminMore);
  const tr = useStore(adminTexts);
  const selectId = useId();
  const [days, setDays] = useState<number>(30);
  const usage = useUsage(days);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{tr.tokensAreCountedWhereThe}</p>
        <div className="flex items-center gap-2">
          <Label htmlFor={selectId}>{tr.period}</Label>
          <select
            id={selectId}
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
            className="h-9 rounded-md border border-input bg-card px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {USAGE_PERIODS.map((period) => (
              <option key={period} value={period}>
                {tr.last} {period} {tr.days}
              </option>
            ))}
          </select>
        </div>
      </div>
      {usage.isPending ? (
        <ListLoading label={tr.loadingUsage} />
      ) : usage.isError ? (
        <ListError
          title={tr.usageCouldNotBeLoaded}
          error={usage.error}
          onRetry={() => void usage.refetch()}
        />
      ) : (
        <div
          className={cn('space-y-4', usage.isPlaceholderData && 'opacity-60')}
          aria-busy={usage.isFetching}
        >
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {(
              [
                [tm.chats, usage.data.totals.chats],
                [tm.messages, usage.data.totals.messages],
                [tm.inputTokens, usage.data.totals.inputTokens],
                [tm.outputTokens, usage.data.totals.outputTokens],
              ] as const
            ).map(([label, value]) => (
              <Card key={label} className="gap-1 py-4">
                <CardContent className="px-4">
                  <dt className="text-xs text-muted-foreground">{label}</dt>
                  <dd className="text-2xl font-semibold tabular-nums">{formatCount(value)}</dd>
                </CardContent>
              </Card>
            ))}
          </dl>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-base">
                <Activity aria-hidden="true" className="size-5 text-primary" />
                {tr.messagesPerDay}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <UsageChart daily={usage.data.daily} />
            </CardContent>
          </Card>
          <div className="grid grid-cols-1 items-start gap-4 xl:grid-cols-2">
            <Card>
              <CardHeader>
                <CardTitle className="text-base">{tr.perUser}</CardTitle>
              </CardHeader>
              <CardContent>
                <UsageTable
                  caption={tm.usagePerUser}
                  heading={tr.user}
                  rows={usage.data.users.map((row) => ({
                    ...row,
                    key: row.userId,
                    label: row.email,
                    detail: row.name,
                  }))}
                />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle className="text-base">{tr.perTeam}</CardTitle>
              </CardHeader>
              <CardContent>
                <UsageTable
                  caption={tm.usagePerTeam}
                  heading={tr.team}
                  rows={usage.data.teams.map((row) => ({
                    ...row,
                    key: row.teamId ?? `deleted-${row.appName}`,
                    label: row.teamId ? row.name : `${row.name} (deleted)`,
                    detail: row.appName,
                  }))}
                />
              </CardContent>
            </Card>
          </div>
        </div>
      )}
    </div>
  );
}
