import { useStore } from '@nanostores/react';
import { Download, Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { downloadCostsCsv } from '@/features/admin/api/get-costs';
import { adminCosts } from '@/features/admin/i18n/en';
import { toastAdminError } from '@/features/admin/utils/admin-errors';
import {
  GROUPING_LABEL,
  REPORT_GROUPINGS,
  isReportGrouping,
  type ReportFilters,
} from '@/features/admin/utils/cost-groupings';
import { isValidRange } from '@/features/admin/utils/cost-range';

/** The report's days (from, to: UTC, both counted), its grouping, and its CSV. */
export function CostsFilters({
  filters,
  onChange,
}: {
  filters: ReportFilters;
  onChange: (filters: ReportFilters) => void;
}) {
  const t = useStore(adminCosts);
  const id = useId();
  const [downloading, setDownloading] = useState(false);
  const valid = isValidRange(filters);

  const download = () => {
    setDownloading(true);
    downloadCostsCsv(filters)
      .catch((error: unknown) => toastAdminError(adminCosts.get().downloadFailed, error))
      .finally(() => setDownloading(false));
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-from`}>{t.from}</Label>
          <Input
            id={`${id}-from`}
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            aria-invalid={!valid}
            onChange={(event) => onChange({ ...filters, from: event.target.value })}
            className="w-40"
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-to`}>{t.to}</Label>
          <Input
            id={`${id}-to`}
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            aria-invalid={!valid}
            onChange={(event) => onChange({ ...filters, to: event.target.value })}
            className="w-40"
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-group`}>{t.groupBy}</Label>
          <select
            id={`${id}-group`}
            value={filters.groupBy}
            onChange={(event) => {
              if (isReportGrouping(event.target.value)) onChange({ ...filters, groupBy: event.target.value });
            }}
            className="h-10 w-40 rounded-md border border-input bg-card px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {REPORT_GROUPINGS.map((grouping) => (
              <option key={grouping} value={grouping}>
                {t[GROUPING_LABEL[grouping]]}
              </option>
            ))}
          </select>
        </div>
        <Button variant="outline" className="sm:ml-auto" disabled={!valid || downloading} onClick={download}>
          {downloading ? (
            <Loader2 aria-hidden="true" className="animate-spin" />
          ) : (
            <Download aria-hidden="true" />
          )}
          {t.downloadCsv}
        </Button>
      </div>
      {!valid && (
        <p role="alert" className="text-sm text-destructive">
          {t.badRange}
        </p>
      )}
    </div>
  );
}
