import { useStore } from '@nanostores/react';
import { Badge } from '@/components/ui/badge';
import { adminCosts } from '@/features/admin/i18n/en';
import { useFormat } from '@/i18n/format';

/**
 * A cost as a report gives it: the money, or "No price" when none of its calls had one; marked
 * "Estimated" where Brief counted tokens the provider did not report, and "No price" beside the money
 * when only some calls had none (their tokens count, their cost does not).
 */
export function CostFigure({
  cost,
  currency,
  estimated,
  unpriced,
}: {
  cost: string | null;
  currency: string;
  estimated: boolean;
  unpriced: boolean;
}) {
  const t = useStore(adminCosts);
  const format = useFormat();
  return (
    <span className="inline-flex flex-wrap items-center justify-end gap-1">
      {cost === null ? (
        <span className="text-muted-foreground">{t.noPrice}</span>
      ) : (
        <span className="font-medium tabular-nums">{format.money(cost, currency)}</span>
      )}
      {cost !== null && unpriced && (
        <Badge variant="outline" title={t.unpricedHint} className="font-normal">
          {t.noPrice}
        </Badge>
      )}
      {estimated && (
        <Badge variant="secondary" title={t.estimatedHint} className="font-normal">
          {t.estimated}
        </Badge>
      )}
    </span>
  );
}
