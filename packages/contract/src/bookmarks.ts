import { z } from 'zod';
import { storableId, storableText } from './text';

const id = storableId;
const optionalName = storableText().trim().max(200).optional();

/** The longest reply a bookmark keeps: the longest message a run can store. */
export const MAX_BOOKMARK_LENGTH = 100_000;
export const BOOKMARK_LIST_MAX = 500;

export const bookmarkParamsSchema = z.object({ userId: id, bookmarkId: id });

/**
 * A saved reply: id, message, date, customerId, customerName; `chatId` and `messageId` link the
 * bookmark back to the chat and reply it was saved from.
 */
export const bookmarkSchema = z.object({
  id: z.string(),
  message: z.string(),
  date: z.string(),
  customerId: z.string().nullable(),
  customerName: z.string().nullable(),
  chatId: z.string().nullable(),
  messageId: z.string().nullable(),
});
export type Bookmark = z.infer<typeof bookmarkSchema>;
export const bookmarkListSchema = z.array(bookmarkSchema);

/** GET /users/:userId/bookmarks: newest first; without `limit`, every bookmark (the bookmarks page). */
export const bookmarkListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(BOOKMARK_LIST_MAX).optional(),
});

/**
 * POST /users/:userId/bookmarks: message, customerName; or message, customerId, customerName.
 * `chatId`/`messageId` are optional; saving the same reply twice answers
 * the bookmark already stored.
 */
export const createBookmarkRequestSchema = z.object({
  message: storableText()
    .max(MAX_BOOKMARK_LENGTH, `Message must be at most ${MAX_BOOKMARK_LENGTH} characters`)
    .refine((text) => text.trim() !== '', 'Message cannot be empty'),
  customerId: optionalName.nullable(),
  customerName: optionalName.nullable(),
  chatId: id.optional().nullable(),
  messageId: id.optional().nullable(),
});
export type CreateBookmarkRequest = z.infer<typeof createBookmarkRequestSchema>;

/** DELETE /users/:userId/bookmarks/:bookmarkId: customerId and customerName sent along are ignored. */
export const deleteBookmarkRequestSchema = z
  .object({ customerId: optionalName.nullable(), customerName: optionalName.nullable() })
  .nullish();
export const deleteBookmarkResponseSchema = z.object({ id: z.string(), deleted: z.literal(true) });

/** True for a time zone name this runtime knows (IANA names, case-insensitive, and their aliases). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** GET /users/:userId/stats?timeZone=Europe/Madrid: the dashboard's four counts. */
export const statsQuerySchema = z.object({
  /** An IANA time zone; "today" is the caller's local day there. UTC when absent. */
  timeZone: storableText().trim().min(1).max(100).refine(isKnownTimeZone, 'Unknown time zone').optional(),
});
export type StatsQuery = z.infer<typeof statsQuerySchema>;
export const statsSchema = z.object({
  /** Chats with activity (created or updated) since the start of the caller's local day. */
  todayChats: z.number().int(),
  totalChats: z.number().int(),
  /** Messages stored since the start of the caller's local day. */
  todayMessages: z.number().int(),
  totalMessages: z.number().int(),
  /** The start of "today" that was used, as an ISO-8601 UTC instant. */
  todayStartsAt: z.string(),
});
export type Stats = z.infer<typeof statsSchema>;
