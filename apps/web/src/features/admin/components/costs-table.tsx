import type { CostGrouping, CostReport } from '@brief/contract/costs';
import { useStore } from '@nanostores/react';
import { CostFigure } from '@/features/admin/components/cost-figure';
import { adminCosts } from '@/features/admin/i18n/en';
import { rowName } from '@/features/admin/utils/cost-rows';
import { formatCount } from '@/features/admin/utils/format';

/** A report's rows (runs, tokens, cost) and their total, as the CSV has them. */
export function CostsTable({
  report,
  heading,
  groupBy,
}: {
  report: CostReport;
  heading: string;
  groupBy: CostGrouping;
}) {
  const t = useStore(adminCosts);
  const cell = 'py-2 pr-3 text-right tabular-nums';
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">{t.tableOf({ grouping: heading })}</caption>
        <thead className="border-b text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              {heading}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              {t.runs}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              {t.inputTokens}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              {t.outputTokens}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              {t.cachedInputTokens}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {t.cost}
            </th>
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={row.key ?? 'none'} className="border-b last:border-0">
              <th scope="row" className="max-w-56 py-2 pr-3 text-left font-normal">
                <span className="block truncate font-medium">{rowName(groupBy, row, t)}</span>
              </th>
              <td className={cell}>{formatCount(row.runs)}</td>
              <td className={cell}>{formatCount(row.inputTokens)}</td>
              <td className={cell}>{formatCount(row.outputTokens)}</td>
              <td className={cell}>{formatCount(row.cachedInputTokens)}</td>
              <td className="py-2 text-right">
                <CostFigure
                  currency={report.currency}
                  cost={row.cost}
                  estimated={row.estimated}
                  unpriced={row.unpriced}
                />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 font-semibold">
          <tr>
            <th scope="row" className="py-2 pr-3 text-left">
              {t.total}
            </th>
            <td className={cell}>{formatCount(report.total.runs)}</td>
            <td className={cell}>{formatCount(report.total.inputTokens)}</td>
            <td className={cell}>{formatCount(report.total.outputTokens)}</td>
            <td className={cell}>{formatCount(report.total.cachedInputTokens)}</td>
            <td className="py-2 text-right">
              <CostFigure currency={report.currency} {...report.total} />
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
