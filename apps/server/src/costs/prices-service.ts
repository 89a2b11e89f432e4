import type { ModelPrice, PriceList } from '@brief/contract/costs';
import type { AdminContext, AuditService } from '../admin/audit';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import { fromMicro, toMicro } from './money';
import type { PriceRow, PricesRepo } from './prices-repo';

const keyOf = (price: { provider: string; model: string }) => `${price.provider}/${price.model}`;

const toModelPrice = (row: PriceRow): ModelPrice => ({
  provider: row.provider,
  model: row.model,
  inputPerMillion: fromMicro(Number(row.input_micro)),
  outputPerMillion: fromMicro(Number(row.output_micro)),
  ...(row.cached_input_micro === null
    ? {}
    : { cachedInputPerMillion: fromMicro(Number(row.cached_input_micro)) }),
});

/** The same price, as the audit compares them. */
const sameText = (price: ModelPrice) =>
  JSON.stringify([price.inputPerMillion, price.outputPerMillion, price.cachedInputPerMillion ?? null]);

/** The admins' price list. A save replaces it; calls made before keep the cost they were given. */
export function createPricesService({
  prices,
  audit,
  clock,
}: {
  prices: PricesRepo;
  audit: AuditService;
  clock: Clock;
}) {
  const get = async (): Promise<PriceList> => {
    const [currency, rows] = await Promise.all([prices.currency(), prices.list()]);
    return { currency, models: rows.map(toModelPrice) };
  };

  return {
    get,

    async save(list: PriceList, context: AdminContext): Promise<PriceList> {
      const seen = new Set<string>();
      list.models.forEach((price, index) => {
        if (seen.has(keyOf(price)))
          throw new AppError('unprocessable', `body.models.${index}: ${keyOf(price)} is listed twice`, {
            detail: { reason: 'invalid', field: `body.models.${index}` },
          });
        seen.add(keyOf(price));
      });
      const before = await get();
      const earlier = new Map(before.models.map((price) => [keyOf(price), price]));
      const now = clock.now().toISOString();
      const detail = {
        ...(before.currency === list.currency
          ? {}
          : { currency: { from: before.currency, to: list.currency } }),
        added: list.models.filter((p) => !earlier.has(keyOf(p))).map(keyOf),
        changed: list.models
          .filter((p) => {
            const old = earlier.get(keyOf(p));
            return old !== undefined && sameText(old) !== sameText(p);
          })
          .map(keyOf),
        removed: before.models.filter((p) => !seen.has(keyOf(p))).map(keyOf),
      };
      await prices.replace(
        list.currency,
        list.models.map((price) => ({
          provider: price.provider,
          model: price.model,
          input_micro: toMicro(price.inputPerMillion),
          output_micro: toMicro(price.outputPerMillion),
          cached_input_micro:
            price.cachedInputPerMillion === undefined ? null : toMicro(price.cachedInputPerMillion),
          updated_at: now,
        })),
        audit.entry({ action: 'prices.changed', actor: context.actor, ip: context.ip, detail }),
      );
      return get();
    },
  };
}

export type PricesService = ReturnType<typeof createPricesService>;
