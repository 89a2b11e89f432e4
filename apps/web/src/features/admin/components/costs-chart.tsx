import { useStore } from '@nanostores/react';
import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from 'recharts';
import { ChartContainer, ChartTooltip, ChartTooltipContent, type ChartConfig } from '@/components/ui/chart';
import { adminCosts } from '@/features/admin/i18n/en';
import type { ChartPoint } from '@/features/admin/utils/cost-rows';
import { useFormat } from '@/i18n/format';

/**
 * Cost per day or per month as bars (Recharts, as shadcn/ui's charts draw it). Loaded on demand by the
 * Costs tab: nobody else downloads Recharts. The same figures sit in a table for screen readers and on
 * request.
 */
export function CostsChart({
  points,
  currency,
  title,
  summary,
}: {
  points: readonly ChartPoint[];
  currency: string;
  title: string;
  summary: string;
}) {
  const t = useStore(adminCosts);
  const format = useFormat();
  const config = { cost: { label: t.cost, color: 'var(--primary)' } } satisfies ChartConfig;
  const money = (value: number) => format.money(value, currency);

  return (
    <figure className="space-y-2">
      <div role="img" aria-label={summary}>
        <ChartContainer config={config} className="aspect-auto h-56 w-full" aria-hidden="true">
          <BarChart accessibilityLayer={false} data={[...points]} margin={{ left: 4, right: 4, top: 8 }}>
            <CartesianGrid vertical={false} />
            <XAxis dataKey="label" tickLine={false} axisLine={false} tickMargin={8} minTickGap={24} />
            <YAxis
              tickLine={false}
              axisLine={false}
              width={64}
              tickFormatter={(value: number) => money(value)}
            />
            <ChartTooltip
              cursor={false}
              content={({ active, payload, label }) => (
                <ChartTooltipContent
                  active={active}
                  payload={payload}
                  label={label as string}
                  formatValue={money}
                />
              )}
            />
            {/* Drawn at once: a refetch (after any change in the console) would otherwise grow every bar again. */}
            <Bar dataKey="cost" fill="var(--color-cost)" radius={4} isAnimationActive={false} />
          </BarChart>
        </ChartContainer>
      </div>
      <figcaption className="sr-only">{title}</figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground">{t.showAsTable}</summary>
        <div className="mt-2 max-h-64 overflow-y-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{title}</caption>
            <tbody>
              {points.map((point) => (
                <tr key={point.key} className="border-t">
                  <th scope="row" className="py-1 text-left font-normal">
                    {point.label}
                  </th>
                  <td className="py-1 text-right tabular-nums">{money(point.cost)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
