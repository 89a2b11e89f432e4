import { z } from 'zod';

/**
 * The strings a request may carry. PostgreSQL text cannot hold U+0000 (the query fails), and an
 * unpaired UTF-16 surrogate has no UTF-8 form (SQLite and PostgreSQL would store U+FFFD instead), so
 * both are refused here, with 400 naming the field, before anything runs, on either database. Every
 * request-side string of the contract (params, query, body, upload fields) is built from these.
 */
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSTORABLE_TEXT_MESSAGE = 'Cannot contain a NUL character or an unpaired surrogate';

/** False for text a database cannot store as sent: with U+0000 or a lone surrogate. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !UNPAIRED_SURROGATE.test(value);
}

/** A request string; chain `.trim()`, `.min()`, `.max()`… on it like on `z.string()`. */
export const storableText = () => z.string().refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);

/** The id of a user, chat, file, team… in a path or a body. */
export const storableId = storableText().min(1).max(100);
