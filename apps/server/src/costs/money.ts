/**
 * Money kept exactly. A price is held in micro-units (1e-6) of its currency per million tokens, a call's
 * cost in nano-units (1e-9): tokens × micro-units per million ÷ 1000, rounded half up once, at the call.
 * Sums are sums of integers (in the database), and an answer says a sum in micro-units as a decimal
 * string with six decimals. Nothing here is a float sum.
 */

export type TokenCounts = { inputTokens: number; outputTokens: number; cachedInputTokens: number };

/** A model's price as stored: micro-units per million tokens; cached null costs as input. */
export type StoredPrice = { input: number; output: number; cachedInput: number | null };

/** A price the admin typed (at most six decimals) in micro-units per million tokens. */
export const toMicro = (price: number): number => Math.round(price * 1_000_000);

/** Micro-units per million back to the price the admin typed. */
export const fromMicro = (micro: number): number => Number((micro / 1_000_000).toFixed(6));

/**
 * A call's cost in nano-units. Cached input tokens are part of the input tokens (as providers report
 * them): the uncached rest costs the input price, the cached ones their own.
 */
export function callCostNano(tokens: TokenCounts, price: StoredPrice): number {
  const cached = BigInt(Math.min(tokens.cachedInputTokens, tokens.inputTokens));
  const uncached = BigInt(tokens.inputTokens) - cached;
  const picoTimesThousand =
    uncached * BigInt(price.input) +
    cached * BigInt(price.cachedInput ?? price.input) +
    BigInt(tokens.outputTokens) * BigInt(price.output);
  // tokens × micro per million = units of 1e-12; a nano-unit is 1000 of them.
  return Number((picoTimesThousand + 500n) / 1000n);
}

/** Nano-units as whole micro-units, rounded half up (costs are never negative). */
export const nanoToMicro = (nano: bigint): bigint => (nano + 500n) / 1000n;

/** Micro-units as the answers' decimal string: 1234500n → "1.234500". */
export function microToDecimal(micro: bigint): string {
  const negative = micro < 0n;
  const digits = (negative ? -micro : micro).toString().padStart(7, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -6)}.${digits.slice(-6)}`;
}

/** A sum the database answered (a number, a numeric string on PostgreSQL, or null) as a bigint. */
export function exactSum(value: number | string | bigint | null | undefined): bigint {
  if (value === null || value === undefined) return 0n;
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') return BigInt(Math.round(value));
  // PostgreSQL's sum of bigints is numeric: an integer's text, perhaps with a zero fraction.
  return BigInt(value.split('.')[0] ?? '0');
}

/** Characters per token when a provider gives no figures (the usual rule of thumb for English). */
const CHARACTERS_PER_TOKEN = 4;

/** Tokens of a text counted the way an estimate is: its characters ÷ 4, rounded up. */
export const estimateTokens = (characters: number): number => Math.ceil(characters / CHARACTERS_PER_TOKEN);
