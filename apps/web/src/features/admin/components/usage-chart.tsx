import type { Usage } from '@brief/contract/admin-console';
import { formatCount } from '@/features/admin/utils/format';
import { formatDay } from '@/i18n/format';
import { useStore } from '@nanostores/react';
import { adminTexts } from '@/features/admin/i18n/en';
import { adminMore } from '@/features/admin/i18n/en';

/** Messages per UTC day as bars; the same numbers sit in a table for screen readers and on request. */
export function UsageChart({ daily }: { daily: Usage['daily'] }) {
  const tm = useStore(adminMore);
  const trx = useStore(adminTexts);
  const peak = Math.max(0, ...daily.map((day) => day.messages));
  const max = Math.max(1, peak);
  const total = daily.reduce((sum, day) => sum + day.messages, 0);
  // Each day as the reader reads a date; the chart's own words follow the language (useStore above).
  const first = daily[0] === undefined ? undefined : formatDay(daily[0].date);
  const last = daily.at(-1) === undefined ? undefined : formatDay(daily.at(-1)?.date ?? '');

  return (
    <figure className="space-y-2">
      <div
        role="img"
        aria-label={tm.messagesPerDayFromTo({ value: first ?? '', value2: last ?? '', total, peak })}
        className="flex h-32 items-end gap-px rounded-md border bg-muted/30 p-2"
      >
        {daily.map((day) => (
          <div
            key={day.date}
            title={`${formatDay(day.date)}: ${day.messages} messages, ${day.chats} chats`}
            className="min-w-0 flex-1 rounded-t-sm bg-primary/80 transition-colors hover:bg-primary"
            style={{ height: `${day.messages === 0 ? 0 : Math.max(4, (day.messages / max) * 100)}%` }}
          />
        ))}
      </div>
      <figcaption className="flex justify-between text-xs text-muted-foreground">
        <span>{first}</span>
        <span>{trx.messagesPerDayUtc}</span>
        <span>{last}</span>
      </figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground">{trx.showAsTable}</summary>
        <div className="mt-2 max-h-64 overflow-y-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{trx.usagePerDay}</caption>
            <thead className="text-left text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="py-1 font-medium">
                  {trx.day}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {trx.chats}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {trx.messages}
                </th>
              </tr>
            </thead>
            <tbody>
              {daily.map((day) => (
                <tr key={day.date} className="border-t">
                  <td className="py-1">{formatDay(day.date)}</td>
                  <td className="py-1 text-right tabular-nums">{formatCount(day.chats)}</td>
                  <td className="py-1 text-right tabular-nums">{formatCount(day.messages)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
