import type { Db } from '../db/database';
import type { ModelPricesTable } from '../db/schema';
import { DEFAULT_CURRENCY } from '@brief/contract/costs';
import type { AuditRow } from '../admin/audit-repo';
import type { StoredPrice } from './money';

/** Where the price list's currency is kept in `settings`. */
export const CURRENCY_SETTING = 'prices.currency';

export type PriceRow = ModelPricesTable;

/** The price list: the currency (a setting) and one row per provider and model (migration 0036). */
export function createPricesRepo(db: Db) {
  return {
    async currency(): Promise<string> {
      const row = await db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', CURRENCY_SETTING)
        .executeTakeFirst();
      return row?.value ?? DEFAULT_CURRENCY;
    },

    /** Every model's price, by provider then model. */
    list(): Promise<PriceRow[]> {
      return db.selectFrom('model_prices').selectAll().orderBy('provider').orderBy('model').execute();
    },

    /** The price of one model now, with the currency it is in; price undefined when it has none. */
    async priceOf(
      provider: string,
      model: string,
    ): Promise<{ currency: string; price: StoredPrice | undefined }> {
      const [currency, row] = await Promise.all([
        this.currency(),
        db
          .selectFrom('model_prices')
          .select(['input_micro', 'output_micro', 'cached_input_micro'])
          .where('provider', '=', provider)
          .where('model', '=', model)
          .executeTakeFirst(),
      ]);
      const price =
        row === undefined
          ? undefined
          : {
              input: Number(row.input_micro),
              output: Number(row.output_micro),
              cachedInput: row.cached_input_micro === null ? null : Number(row.cached_input_micro),
            };
      return { currency, price };
    },

    /** Replaces the currency and every price at once, with its audit entry. */
    async replace(currency: string, rows: readonly PriceRow[], audit: AuditRow): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('settings')
          .values({ key: CURRENCY_SETTING, value: currency })
          .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: currency }))
          .execute();
        await trx.deleteFrom('model_prices').execute();
        if (rows.length > 0)
          await trx
            .insertInto('model_prices')
            .values([...rows])
            .execute();
        await trx.insertInto('audit_log').values(audit).execute();
      });
    },
  };
}

export type PricesRepo = ReturnType<typeof createPricesRepo>;
