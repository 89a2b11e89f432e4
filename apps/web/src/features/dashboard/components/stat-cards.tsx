import type { Stats } from '@brief/contract/bookmarks';
import { CalendarDays, MessageSquare, MessagesSquare, Sun, type LucideIcon } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useStore } from '@nanostores/react';
import { dashboardLabels, dashboardTexts } from '@/features/dashboard/i18n/en';
import { labelIn } from '@/i18n/core';
import { useFormat } from '@/i18n/format';

type Count = 'todayChats' | 'totalChats' | 'todayMessages' | 'totalMessages';

const CARDS: readonly { key: Count; label: string; icon: LucideIcon; tint: string }[] = [
  {
    key: 'todayChats',
    label: 'Today Chats',
    icon: Sun,
    tint: 'bg-amber-500/10 text-amber-600 dark:text-amber-400',
  },
  {
    key: 'totalChats',
    label: 'Total Chats',
    icon: MessagesSquare,
    tint: 'bg-indigo-500/10 text-indigo-600 dark:text-indigo-400',
  },
  {
    key: 'todayMessages',
    label: 'Today Messages',
    icon: CalendarDays,
    tint: 'bg-emerald-500/10 text-emerald-600 dark:text-emerald-400',
  },
  {
    key: 'totalMessages',
    label: 'Total Messages',
    icon: MessageSquare,
    tint: 'bg-sky-500/10 text-sky-600 dark:text-sky-400',
  },
];

/** The Overview's four counts; zeros when they could not be loaded. */
export function StatCards({ stats, loading }: { stats: Stats | undefined; loading: boolean }) {
  const tr = useStore(dashboardTexts);
  const lb = useStore(dashboardLabels);
  const format = useFormat();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-label={tr.yourActivity}>
      {CARDS.map(({ key, label, icon: Icon, tint }) => (
        <li key={key}>
          <Card className="h-full py-4 sm:py-5">
            <CardContent className="flex flex-col items-start gap-2 px-4 min-[480px]:flex-row min-[480px]:items-center min-[480px]:gap-3 sm:px-5">
              <span className={`grid size-10 shrink-0 place-items-center rounded-lg ${tint}`}>
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0">
                <p className="text-xs font-medium text-muted-foreground sm:text-sm">{labelIn(lb, label)}</p>
                {loading ? (
                  <Skeleton className="mt-1 h-7 w-12" />
                ) : (
                  <p className="text-2xl font-semibold tabular-nums" data-testid={`stat-${key}`}>
                    {format.number(stats?.[key] ?? 0)}
                  </p>
                )}
              </div>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
