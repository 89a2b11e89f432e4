import { useStore } from '@nanostores/react';
import { BarChart3, Coins } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCosts } from '@/features/admin/api/get-costs';
import { BudgetsPanel } from '@/features/admin/components/budgets-panel';
import { CostFigure } from '@/features/admin/components/cost-figure';
import { CostsFilters } from '@/features/admin/components/costs-filters';
import { CostsTable } from '@/features/admin/components/costs-table';
import { ListError, ListLoading } from '@/features/admin/components/list-states';
import { PriceListEditor } from '@/features/admin/components/price-list-editor';
import { TopChats } from '@/features/admin/components/top-chats';
import { useLeadOnly } from '@/features/admin/hooks/use-lead-only';
import { adminCosts } from '@/features/admin/i18n/en';
import { GROUPING_LABEL, type ReportFilters } from '@/features/admin/utils/cost-groupings';
import { chartStep, isValidRange, thisMonth } from '@/features/admin/utils/cost-range';
import { chartPoints } from '@/features/admin/utils/cost-rows';
import { formatCount } from '@/features/admin/utils/format';
import { formatDay, useFormat } from '@/i18n/format';
import { lazyComponent } from '@/lib/lazy-component';
import { cn } from '@/lib/utils';

// Recharts comes with the chart, the first time the tab shows one.
const LazyCostsChart = lazyComponent(() =>
  import('@/features/admin/components/costs-chart').then((module) => module.CostsChart),
);

/**
 * What AI cost over a range of days (this month by default), grouped as the reader picks: the totals,
 * a chart per day or month, the rows, the top chats, the CSV; then the budgets, and for admins the price
 * list. A lead's reports hold their teams' runs only (the server scopes them).
 */
export function CostsTab() {
  const t = useStore(adminCosts);
  const format = useFormat();
  const leadOnly = useLeadOnly();
  const [filters, setFilters] = useState<ReportFilters>(() => ({ ...thisMonth(), groupBy: 'customer' }));
  const valid = isValidRange(filters);
  const step = chartStep(filters);
  const report = useCosts(filters, valid);
  const series = useCosts({ ...filters, groupBy: step }, valid);
  const chats = useCosts({ ...filters, groupBy: 'chat' }, valid);
  const chartTitle = step === 'day' ? t.costPerDay : t.costPerMonth;
  const heading = t[GROUPING_LABEL[filters.groupBy]];

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        {t.intro} {leadOnly && t.leadIntro}
      </p>
      <CostsFilters filters={filters} onChange={setFilters} />
      {!valid ? null : report.isPending ? (
        <ListLoading label={t.loading} />
      ) : report.isError ? (
        <ListError title={t.couldNotLoad} error={report.error} onRetry={() => void report.refetch()} />
      ) : report.data.rows.length === 0 ? (
        <EmptyState icon={Coins} title={t.empty} description={t.emptyHint} />
      ) : (
        <div
          className={cn('space-y-4', report.isPlaceholderData && 'opacity-60')}
          aria-busy={report.isFetching}
        >
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Card className="gap-1 py-4">
              <CardContent className="px-4">
                <dt className="text-xs text-muted-foreground">{t.cost}</dt>
                <dd className="text-2xl font-semibold" data-testid="costs-total">
                  <CostFigure currency={report.data.currency} {...report.data.total} />
                </dd>
              </CardContent>
            </Card>
            {(
              [
                [t.runs, report.data.total.runs],
                [t.inputTokens, report.data.total.inputTokens],
                [t.outputTokens, report.data.total.outputTokens],
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
          {report.data.total.unpriced && (
            <p className="text-sm text-muted-foreground">
              {t.partlyUnpriced}. {leadOnly ? null : t.unpricedHint}
            </p>
          )}
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-base">
                <BarChart3 aria-hidden="true" className="size-5 text-primary" />
                {chartTitle}
              </CardTitle>
            </CardHeader>
            <CardContent>
              {series.data ? (
                <LazyCostsChart.Component
                  points={chartPoints(step, series.data.rows, filters)}
                  currency={series.data.currency}
                  title={chartTitle}
                  summary={t.chartOf({
                    title: chartTitle,
                    from: formatDay(filters.from),
                    to: formatDay(filters.to),
                    total: format.money(series.data.total.cost ?? 0, series.data.currency),
                  })}
                />
              ) : series.isError ? (
                <ListError
                  title={t.couldNotLoad}
                  error={series.error}
                  onRetry={() => void series.refetch()}
                />
              ) : (
                <ListLoading label={t.loadingChart} />
              )}
            </CardContent>
          </Card>
          <div className="grid grid-cols-1 items-start gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <Card>
              <CardHeader>
                <CardTitle className="text-base">{heading}</CardTitle>
              </CardHeader>
              <CardContent>
                <CostsTable report={report.data} heading={heading} groupBy={filters.groupBy} />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle className="text-base">{t.topChats}</CardTitle>
                <CardDescription>{t.topChatsHint}</CardDescription>
              </CardHeader>
              <CardContent>
                {chats.data ? (
                  <TopChats report={chats.data} />
                ) : chats.isError ? (
                  <ListError
                    title={t.couldNotLoad}
                    error={chats.error}
                    onRetry={() => void chats.refetch()}
                  />
                ) : (
                  <ListLoading label={t.loading} />
                )}
              </CardContent>
            </Card>
          </div>
        </div>
      )}
      <BudgetsPanel currency={report.data?.currency} />
      {!leadOnly && <PriceListEditor />}
    </div>
  );
}
