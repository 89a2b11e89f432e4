import {
  bookmarkListSchema,
  bookmarkSchema,
  type Bookmark,
  type CreateBookmarkRequest,
} from '@brief/contract/bookmarks';
import { API_BASE } from '@brief/contract/paths';
import { apiClient } from '@/lib/api-client';
import type { LocalBookmark } from '@/lib/storage/local-bookmarks';

/*
 * What the chat (which saves replies), the bookmarks page and the dashboard share about bookmarks:
 * their paths, their query keys, the list and the save call. Removing belongs to features/bookmarks.
 */

const userBookmarks = (userId: string) => `${API_BASE}/users/${encodeURIComponent(userId)}/bookmarks`;

export const bookmarkPaths = {
  list: userBookmarks,
  bookmark: (userId: string, bookmarkId: string) =>
    `${userBookmarks(userId)}/${encodeURIComponent(bookmarkId)}`,
} as const;

/** Query keys of bookmarks: every list sits under `all(userId)`, which a save or removal invalidates. */
export const bookmarkKeys = {
  all: (userId: string) => ['bookmarks', userId] as const,
  /** Every bookmark, or the newest `limit` (the dashboard's five). */
  list: (userId: string, limit?: number) => ['bookmarks', userId, 'list', limit ?? 'all'] as const,
};

/** GET /users/:userId/bookmarks[?limit=]: newest first; every bookmark without a limit. */
export function getBookmarks(userId: string, limit?: number): Promise<Bookmark[]> {
  const query = limit === undefined ? '' : `?${new URLSearchParams({ limit: String(limit) }).toString()}`;
  return apiClient.request(`${bookmarkPaths.list(userId)}${query}`, { schema: bookmarkListSchema });
}

/** POST /users/:userId/bookmarks: 201 with the new bookmark, or 200 with the one already stored. */
export function createBookmark(userId: string, body: CreateBookmarkRequest): Promise<Bookmark> {
  return apiClient.request(bookmarkPaths.list(userId), { method: 'POST', body, schema: bookmarkSchema });
}

/** A server bookmark as this browser keeps it (once signed in, the server list replaces the local one). */
export function localBookmarkFromServer(bookmark: Bookmark): LocalBookmark {
  return {
    id: bookmark.id,
    content: bookmark.message,
    role: 'assistant',
    timestamp: bookmark.date,
    savedAt: bookmark.date,
    customerId: bookmark.customerId,
    customerName: bookmark.customerName,
    chatId: bookmark.chatId,
    messageId: bookmark.messageId,
    serverId: bookmark.id,
  };
}
