/*
 * What is read back from storage is checked by hand rather than with zod: lib/storage is on the sign-in
 * page's first load, which must not download the schema library.
 */
export type Check = (value: unknown) => boolean;
export const isText: Check = (value) => typeof value === 'string';
export const isFilledText: Check = (value) => typeof value === 'string' && value.length > 0;
export const isTextOrNull: Check = (value) => value === null || typeof value === 'string';
export const isTextOrNothing: Check = (value) => value == null || typeof value === 'string';
export const isTextList: Check = (value) => Array.isArray(value) && value.every(isText);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The fields of `shape` taken from `value` when each passes its check (other fields are dropped); else null. */
export function pick<T>(value: unknown, shape: Record<keyof T, Check>): T | null {
  if (!isRecord(value)) return null;
  const picked: Record<string, unknown> = {};
  for (const [key, check] of Object.entries<Check>(shape)) {
    if (!check(value[key])) return null;
    picked[key] = value[key];
  }
  return picked as T;
}
