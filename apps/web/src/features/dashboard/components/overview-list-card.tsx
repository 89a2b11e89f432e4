import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useStore } from '@nanostores/react';
import { dashboardTexts } from '@/features/dashboard/i18n/en';
import { dashboardMore } from '@/features/dashboard/i18n/en';

export interface OverviewItem {
  id: string;
  to: string;
  title: string;
  detail?: ReactNode;
  date: string;
}

/**
 * One of the Overview's three lists: up to five items and View All. A list that fails to load simply
 * shows empty.
 */
export function OverviewListCard({
  title,
  viewAllTo,
  emptyText,
  items,
  loading,
  testId,
}: {
  title: string;
  viewAllTo: string;
  emptyText: string;
  items: OverviewItem[];
  loading: boolean;
  testId: string;
}) {
  const tm = useStore(dashboardMore);
  const tr = useStore(dashboardTexts);
  return (
    <Card className="gap-3" data-testid={testId}>
      <CardHeader>
        <CardTitle>
          <h2 className="text-base">{title}</h2>
        </CardTitle>
        <CardAction>
          <Link
            to={viewAllTo}
            className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            aria-label={tm.viewAll({ title })}
          >
            {tr.viewAll} <ArrowRight aria-hidden="true" className="size-3.5" />
          </Link>
        </CardAction>
      </CardHeader>
      <CardContent className="px-3 sm:px-4">
        {loading ? (
          <ul className="space-y-1" aria-label={tm.loading({ title })}>
            {[0, 1, 2].map((row) => (
              <li key={row} className="space-y-1.5 px-2 py-2">
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-3 w-1/3" />
              </li>
            ))}
          </ul>
        ) : items.length === 0 ? (
          <p className="px-2 py-6 text-center text-sm text-muted-foreground">{emptyText}</p>
        ) : (
          <ul className="space-y-0.5">
            {items.map((item) => (
              <li key={item.id}>
                <Link
                  to={item.to}
                  className="block rounded-md px-2 py-2 transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <span className="line-clamp-1 text-sm font-medium break-all">{item.title}</span>
                  <span className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                    {item.detail}
                    <time>{item.date}</time>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
