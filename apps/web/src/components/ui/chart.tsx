import * as React from 'react';
import * as RechartsPrimitive from 'recharts';
import { cn } from '@/lib/utils';

/**
 * shadcn/ui's chart, trimmed to what Brief draws: a container that gives each series a colour as a CSS
 * variable (`--color-<key>`, so light and dark themes follow the app's tokens) and sizes Recharts to
 * its box, and a tooltip in the app's look. Only code that is itself loaded on demand imports it, so
 * Recharts never joins another page's download.
 */

export type ChartConfig = Record<string, { label: React.ReactNode; color: string }>;

const ChartContext = React.createContext<ChartConfig | null>(null);

function useChartConfig(): ChartConfig {
  const config = React.useContext(ChartContext);
  if (!config) throw new Error('useChartConfig must be used within a <ChartContainer />');
  return config;
}

function ChartContainer({
  config,
  className,
  children,
  style,
  ...props
}: React.ComponentProps<'div'> & {
  config: ChartConfig;
  children: React.ComponentProps<typeof RechartsPrimitive.ResponsiveContainer>['children'];
}) {
  const colours = Object.fromEntries(
    Object.entries(config).map(([key, item]) => [`--color-${key}`, item.color]),
  ) as React.CSSProperties;
  return (
    <ChartContext.Provider value={config}>
      <div
        data-slot="chart"
        className={cn(
          'flex aspect-video justify-center text-xs [&_.recharts-cartesian-axis-tick_text]:fill-muted-foreground [&_.recharts-cartesian-grid_line]:stroke-border/60 [&_.recharts-rectangle.recharts-tooltip-cursor]:fill-muted [&_.recharts-surface]:outline-hidden',
          className,
        )}
        style={{ ...colours, ...style }}
        {...props}
      >
        <RechartsPrimitive.ResponsiveContainer initialDimension={{ width: 320, height: 200 }}>
          {children}
        </RechartsPrimitive.ResponsiveContainer>
      </div>
    </ChartContext.Provider>
  );
}

const ChartTooltip = RechartsPrimitive.Tooltip;

type TooltipEntry = { dataKey?: unknown; value?: unknown; color?: string };

/** The tooltip's box: the point's label, then each series' colour, name and value (as `formatValue` says). */
function ChartTooltipContent({
  active,
  payload,
  label,
  formatValue,
}: {
  active?: boolean;
  payload?: readonly TooltipEntry[];
  label?: React.ReactNode;
  formatValue: (value: number) => string;
}) {
  const config = useChartConfig();
  if (!active || !payload || payload.length === 0) return null;
  return (
    <div className="grid min-w-32 gap-1.5 rounded-lg border border-border/50 bg-background px-2.5 py-1.5 text-xs shadow-xl">
      <div className="font-medium">{label}</div>
      {payload.map((entry) => {
        const key = typeof entry.dataKey === 'string' ? entry.dataKey : '';
        return (
          <div key={key} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="size-2.5 shrink-0 rounded-[2px]"
              style={{ background: entry.color ?? `var(--color-${key})` }}
            />
            <span className="text-muted-foreground">{config[key]?.label ?? key}</span>
            <span className="ml-auto font-mono font-medium tabular-nums">
              {typeof entry.value === 'number'
                ? formatValue(entry.value)
                : typeof entry.value === 'string'
                  ? entry.value
                  : ''}
            </span>
          </div>
        );
      })}
    </div>
  );
}

export { ChartContainer, ChartTooltip, ChartTooltipContent };
