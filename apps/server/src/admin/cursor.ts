import { isStorableText } from '@brief/contract/text';
import { badRequest } from '../errors';

/**
 * Keyset cursors: the sort key of a page's last row, as opaque base64url JSON. A caller cannot build
 * one by hand, and a changed sort key only means a new cursor shape, never a broken URL.
 */
export function encodeCursor(key: readonly string[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The key of a cursor with `parts` strings; 400 for anything else. */
export function decodeCursor(cursor: string, parts: number): string[] {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    // A key part is compared in SQL: one the database cannot take (a NUL) is no cursor either.
    const isPart = (part: unknown): part is string => typeof part === 'string' && isStorableText(part);
    if (Array.isArray(key) && key.length === parts && key.every(isPart)) {
      return key;
    }
  } catch {
    // Falls through to the refusal.
  }
  throw badRequest('cursor: is not a cursor this list gave out');
}

/** `%`, `_` and `\` of a search text, escaped for `like … escape '\'`. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
