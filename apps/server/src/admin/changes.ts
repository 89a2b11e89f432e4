import { isUniqueViolation } from '../db/database';
import type { AppError } from '../errors';

/** What an update changes, for the row and for the audit log. */
export type Changes<Row> = {
  /** Only the fields whose value differs. */
  set: Partial<Row>;
  /** `{field: {from, to}}`; long texts as `{field: {changed: true, fromLength, toLength}}`. */
  detail: Record<string, unknown>;
};

/**
 * Compares the requested values with the row. Fields in `longTexts` (instructions, profiles) are
 * summarised in the audit detail instead of copied: the log says that they changed, not what they say.
 */
export function changesOf<Row extends Record<string, unknown>, K extends keyof Row & string>(
  row: Row,
  requested: Partial<Pick<Row, K>>,
  longTexts: readonly K[] = [],
): Changes<Row> {
  const set: Partial<Row> = {};
  const detail: Record<string, unknown> = {};
  for (const key of Object.keys(requested) as K[]) {
    const to = requested[key];
    const from = row[key];
    if (to === undefined || to === from) continue;
    set[key] = to;
    detail[key] =
      longTexts.includes(key) && typeof from === 'string' && typeof to === 'string'
        ? { changed: true, fromLength: from.length, toLength: to.length }
        : { from, to };
  }
  return { set, detail };
}

export const isEmpty = (changes: { detail: Record<string, unknown> }): boolean =>
  Object.keys(changes.detail).length === 0;

/** A unique constraint another admin won the race for, as the same 409 the checks before it give. */
export async function orConflict<T>(work: Promise<T>, refusal: AppError): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal;
    throw error;
  }
}
