import { z } from 'zod';
import { API_BASE } from './paths';
import { storableText } from './text';

/**
 * What AI costs. Admins keep a price list per provider and model; every model call (a reply's each
 * step, follow-ups, titles, embeddings; knowledge search's other-language query comes from a word list,
 * not a model) is recorded with its tokens and its
 * cost at the price then in force. Reports sum those calls per customer, team, person, model, chat, day
 * or month; each user sees their own month.
 *
 * Money in answers is a decimal string with six decimals in the list's currency ("1.234500"): exact,
 * summed on the server in whole units, so a report's rows add up to its total to the last digit
 * (`Number(cost)` for a chart). Prices are numbers with at most six decimals.
 */

const part = encodeURIComponent;

export const costPaths = {
  /** GET | PUT {currency, models}: the price list, admins only. */
  prices: `${API_BASE}/admin/prices`,
  /** GET ?from&to&groupBy&format: admins (everything) and team leads (their teams' calls only). */
  costs: `${API_BASE}/admin/costs`,
  /** GET: the caller's own month so far. */
  userCosts: (userId: string) => `${API_BASE}/users/${part(userId)}/costs`,
} as const;

export const DEFAULT_CURRENCY = 'EUR';

export const COST_LIMITS = {
  /** Models in the price list. */
  models: 500,
  /** Characters of a provider's or a model's name. */
  name: 200,
  /** A price per million tokens. */
  price: 1_000_000,
  /** Days one report may span. */
  days: 1100,
} as const;

/** An ISO 4217 code: three capital letters (EUR, USD, GBP). */
export const currencySchema = z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code (EUR)');

/** At most six decimals: a price is kept exactly, in millionths of the currency. */
const priceSchema = z
  .number()
  .min(0)
  .max(COST_LIMITS.price)
  .refine((value) => Number(value.toFixed(6)) === value, 'may have at most six decimals');

const nameSchema = storableText().trim().min(1).max(COST_LIMITS.name);

/**
 * A model's price per million tokens. `provider` and `model` are as the server's configuration names
 * them (`openai-compatible` and MODEL_NAME, `builtin`, `embeddings` and EMBEDDINGS_MODEL); a report's
 * `model` rows show them as `provider/model`. Cached input tokens cost `cachedInputPerMillion`, or the
 * input price when it is absent.
 */
export const modelPriceSchema = z.object({
  provider: nameSchema,
  model: nameSchema,
  inputPerMillion: priceSchema,
  outputPerMillion: priceSchema,
  cachedInputPerMillion: priceSchema.optional(),
});
export type ModelPrice = z.infer<typeof modelPriceSchema>;

/**
 * PUT /admin/prices replaces the whole list (one entry per provider and model) and answers it; GET
 * answers it (currency EUR and no models until an admin sets them). A change applies to calls made
 * from then on: what was spent keeps the price and the currency it had. Invalid → 422 `unprocessable`
 * with reason `invalid` and the field.
 */
export const priceListSchema = z.object({
  currency: currencySchema,
  models: z.array(modelPriceSchema).max(COST_LIMITS.models),
});
export type PriceList = z.infer<typeof priceListSchema>;

/** What one model call is recorded for. */
export const modelCallPurposes = ['reply', 'tool_step', 'follow_ups', 'title', 'embedding'] as const;
export type ModelCallPurpose = (typeof modelCallPurposes)[number];

export const costGroupings = ['customer', 'team', 'user', 'model', 'chat', 'day', 'month'] as const;
export type CostGrouping = (typeof costGroupings)[number];

export const costFormats = ['json', 'csv'] as const;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');

/**
 * GET /admin/costs. `from`/`to` are UTC days, both included (default: this month up to today); a bad
 * date, `to` before `from` or a span over COST_LIMITS.days → 422. `format=csv` answers text/csv: a
 * header row, then one line per row with one column per row field in the order below, money as in JSON.
 */
export const costsQuerySchema = z.object({
  from: day.optional(),
  to: day.optional(),
  groupBy: z.enum(costGroupings).default('customer'),
  format: z.enum(costFormats).default('json'),
});
export type CostsQuery = z.input<typeof costsQuerySchema>;

const costFigures = {
  /** Runs (a reply asked for, or regenerated) with at least one call counted here. */
  runs: z.number().int(),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  cachedInputTokens: z.number().int(),
  /** The priced calls' cost; null when none of the row's calls had a price ("no price"). */
  cost: z.string().nullable(),
  /** Some of the tokens were counted by Brief because the provider gave no figures. */
  estimated: z.boolean(),
  /** Some of the calls had no price (or were priced in another currency than today's): not in `cost`. */
  unpriced: z.boolean(),
};

/**
 * One row of a report. `key`: the customer, team, user or chat id, `provider/model`, the day
 * (YYYY-MM-DD) or the month (YYYY-MM); null for calls with no customer or team (a chat without one).
 * `name`: the customer's, team's or person's name as it is now, the model's key, the day or month, the
 * chat's title; null when it is gone, and for a chat the reader does not own (its title stays private:
 * the row gives its id and figures only).
 */
export const costRowSchema = z.object({
  key: z.string().nullable(),
  name: z.string().nullable(),
  ...costFigures,
});
export type CostRow = z.infer<typeof costRowSchema>;

/** Rows: most expensive first (then by name); by day and by month: in time order, days without calls left out. */
export const costReportSchema = z.object({
  currency: currencySchema,
  from: z.string(),
  to: z.string(),
  groupBy: z.enum(costGroupings),
  rows: z.array(costRowSchema),
  /** The rows summed: `cost` is the sum of the rows' costs exactly. */
  total: z.object(costFigures),
});
export type CostReport = z.infer<typeof costReportSchema>;

/** The report's CSV columns, in order. */
export const costCsvColumns = [
  'key',
  'name',
  'runs',
  'inputTokens',
  'outputTokens',
  'cachedInputTokens',
  'cost',
  'estimated',
  'unpriced',
] as const satisfies readonly (keyof CostRow)[];

/**
 * GET /users/:userId/costs: the caller's calls of this UTC month (YYYY-MM) so far, priced ones summed
 * (calls without a price count 0). Another user's id → 403.
 */
export const userCostsSchema = z.object({
  currency: currencySchema,
  month: z.string(),
  cost: z.string(),
  runs: z.number().int(),
});
export type UserCosts = z.infer<typeof userCostsSchema>;
