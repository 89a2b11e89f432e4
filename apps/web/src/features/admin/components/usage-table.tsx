import { formatCount } from '@/features/admin/utils/format';
import { useStore } from '@nanostores/react';
import { adminTexts } from '@/features/admin/i18n/en';

export interface UsageRow {
  key: string;
  label: string;
  detail?: string;
  chats: number;
  messages: number;
  inputTokens: number | null;
  outputTokens: number | null;
}

/** Chats, messages and tokens per user or per team; '—' where the provider reported no tokens. */
export function UsageTable({
  caption,
  heading,
  rows,
}: {
  caption: string;
  heading: string;
  rows: UsageRow[];
}) {
  const trx = useStore(adminTexts);
  if (rows.length === 0) {
    return <p className="py-6 text-center text-sm text-muted-foreground">{trx.noActivityInThisPeriod}</p>;
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[28rem] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              {heading}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              {trx.chats}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              {trx.messages}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              {trx.inputTokens}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {trx.outputTokens}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b last:border-0">
              <th scope="row" className="max-w-56 py-2 pr-3 text-left font-normal">
                <span className="block truncate font-medium">{row.label}</span>
                {row.detail && (
                  <span className="block truncate text-xs text-muted-foreground">{row.detail}</span>
                )}
              </th>
              <td className="py-2 pr-3 text-right tabular-nums">{formatCount(row.chats)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{formatCount(row.messages)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{formatCount(row.inputTokens)}</td>
              <td className="py-2 text-right tabular-nums">{formatCount(row.outputTokens)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
