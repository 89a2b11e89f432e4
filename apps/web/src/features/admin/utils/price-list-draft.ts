import { COST_LIMITS, type PriceList } from '@brief/contract/costs';

/**
 * The price list as its editor holds it: every field a string as typed, rows with a stable key so an
 * input keeps its focus when a row above it goes. `toPriceList` checks the draft as the server will
 * (a three-letter currency, names present, prices of at least 0 with at most six decimals, one row per
 * provider and model), so the reader sees which field to fix before anything is sent.
 */
export interface PriceRowDraft {
  key: number;
  provider: string;
  model: string;
  inputPerMillion: string;
  outputPerMillion: string;
  cachedInputPerMillion: string;
}

export interface PriceListDraft {
  currency: string;
  rows: PriceRowDraft[];
}

export type PriceProblem =
  'currency' | 'missing' | 'price_missing' | 'price_invalid' | 'price_too_high' | 'repeated';

/** Problems by the field's path as the API names it ("currency", "models.2.inputPerMillion"). */
export type PriceProblems = Record<string, PriceProblem>;

let lastKey = 0;
const nextKey = (): number => ++lastKey;

export const emptyPriceRow = (): PriceRowDraft => ({
  key: nextKey(),
  provider: '',
  model: '',
  inputPerMillion: '',
  outputPerMillion: '',
  cachedInputPerMillion: '',
});

export function priceDraftOf(list: PriceList): PriceListDraft {
  return {
    currency: list.currency,
    rows: list.models.map((price) => ({
      key: nextKey(),
      provider: price.provider,
      model: price.model,
      inputPerMillion: String(price.inputPerMillion),
      outputPerMillion: String(price.outputPerMillion),
      cachedInputPerMillion:
        price.cachedInputPerMillion === undefined ? '' : String(price.cachedInputPerMillion),
    })),
  };
}

/**
 * A price (or a budget, with its own `limit`) as typed ("0,15" too: a Spanish reader's decimal comma),
 * or the problem with it.
 */
export function parsePrice(
  text: string,
  limit: number = COST_LIMITS.price,
): number | Exclude<PriceProblem, 'currency' | 'missing' | 'repeated'> {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return 'price_missing';
  if (!/^\d+(\.\d{1,6})?$/.test(trimmed)) return 'price_invalid';
  const value = Number(trimmed);
  return value > limit ? 'price_too_high' : value;
}

const isBlank = (row: PriceRowDraft): boolean =>
  [row.provider, row.model, row.inputPerMillion, row.outputPerMillion, row.cachedInputPerMillion].every(
    (field) => field.trim() === '',
  );

/** The index each row has in the list sent (blank rows are not sent: null), as problems name it. */
export function sentIndexes(rows: readonly PriceRowDraft[]): (number | null)[] {
  let next = 0;
  return rows.map((row) => (isBlank(row) ? null : next++));
}

/** The list to send, or what must be fixed first. Rows left wholly empty are dropped. */
export function toPriceList(draft: PriceListDraft): { list: PriceList } | { problems: PriceProblems } {
  const problems: PriceProblems = {};
  const currency = draft.currency.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) problems.currency = 'currency';
  const seen = new Set<string>();
  const models: PriceList['models'] = [];
  draft.rows
    .filter((row) => !isBlank(row))
    .forEach((row, index) => {
      const at = (field: string) => `models.${index}.${field}`;
      const provider = row.provider.trim();
      const model = row.model.trim();
      if (provider === '') problems[at('provider')] = 'missing';
      if (model === '') problems[at('model')] = 'missing';
      const pair = `${provider}\n${model}`;
      if (provider !== '' && model !== '' && seen.has(pair)) problems[at('model')] = 'repeated';
      seen.add(pair);
      const input = parsePrice(row.inputPerMillion);
      const output = parsePrice(row.outputPerMillion);
      const cached =
        row.cachedInputPerMillion.trim() === '' ? undefined : parsePrice(row.cachedInputPerMillion);
      if (typeof input === 'string') problems[at('inputPerMillion')] = input;
      if (typeof output === 'string') problems[at('outputPerMillion')] = output;
      if (typeof cached === 'string') problems[at('cachedInputPerMillion')] = cached;
      if (typeof input === 'number' && typeof output === 'number' && typeof cached !== 'string')
        models.push({
          provider,
          model,
          inputPerMillion: input,
          outputPerMillion: output,
          ...(cached === undefined ? {} : { cachedInputPerMillion: cached }),
        });
    });
  return Object.keys(problems).length > 0 ? { problems } : { list: { currency, models } };
}

/**
 * The draft's path of a field the server named ("body.models.2.inputPerMillion"), counting the rows the
 * draft sends (blank rows are not sent), or null when it names no field of the list.
 */
export function draftField(field: string | null): string | null {
  const path = field?.replace(/^body\./, '') ?? '';
  return /^(currency|models\.\d+\.(provider|model|inputPerMillion|outputPerMillion|cachedInputPerMillion))$/.test(
    path,
  )
    ? path
    : null;
}
