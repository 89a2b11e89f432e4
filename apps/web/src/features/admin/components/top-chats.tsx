import type { CostReport } from '@brief/contract/costs';
import { useStore } from '@nanostores/react';
import { CostFigure } from '@/features/admin/components/cost-figure';
import { adminCosts } from '@/features/admin/i18n/en';
import { rowName } from '@/features/admin/utils/cost-rows';
import { formatCount } from '@/features/admin/utils/format';

/** How many chats the card lists. */
const TOP_CHATS = 5;

/** The period's most expensive chats (the server sorts a report's rows by cost). */
export function TopChats({ report }: { report: CostReport }) {
  const t = useStore(adminCosts);
  const chats = report.rows.slice(0, TOP_CHATS);
  if (chats.length === 0) return <p className="py-4 text-sm text-muted-foreground">{t.noChats}</p>;
  return (
    <ol className="divide-y text-sm" aria-label={t.topChats}>
      {chats.map((chat) => (
        <li key={chat.key ?? 'none'} className="flex items-center justify-between gap-3 py-2">
          <span className="min-w-0">
            <span className="block truncate font-medium">{rowName('chat', chat, t)}</span>
            <span className="block text-xs text-muted-foreground">
              {t.runs}: {formatCount(chat.runs)}
            </span>
          </span>
          <CostFigure
            currency={report.currency}
            cost={chat.cost}
            estimated={chat.estimated}
            unpriced={chat.unpriced}
          />
        </li>
      ))}
    </ol>
  );
}
