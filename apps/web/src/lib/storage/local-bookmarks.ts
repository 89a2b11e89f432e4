import { logger } from '@/lib/logger';
import { localKeys } from '@/lib/storage/storage-keys';
import { isFilledText, isText, isTextOrNothing, pick, type Check } from '@/lib/storage/stored-shape';

/**
 * A bookmark kept in this browser: id, content, role assistant, timestamp, savedAt, customerId, customerName.
 * `chatId` and `messageId` lead back to the saved reply; `serverId` is the server's bookmark id, so a
 * removal can reach the server too (null while the server has not stored it).
 */
export interface LocalBookmark {
  id: string;
  content: string;
  role: 'assistant';
  /** When the reply was written. */
  timestamp: string;
  /** When it was bookmarked. */
  savedAt: string;
  customerId: string | null;
  customerName: string | null;
  chatId: string | null;
  messageId: string | null;
  serverId: string | null;
}

const localBookmarkShape: Record<keyof LocalBookmark, Check> = {
  id: isFilledText,
  content: isText,
  role: (value) => value === 'assistant',
  timestamp: isText,
  savedAt: isText,
  customerId: isTextOrNothing,
  customerName: isTextOrNothing,
  chatId: isTextOrNothing,
  messageId: isTextOrNothing,
  serverId: isTextOrNothing,
};

/** A stored bookmark with its optional fields missing or null read as null. */
function readLocalBookmark(entry: unknown): LocalBookmark | null {
  const bookmark = pick<LocalBookmark>(entry, localBookmarkShape);
  if (!bookmark) return null;
  return {
    ...bookmark,
    customerId: bookmark.customerId ?? null,
    customerName: bookmark.customerName ?? null,
    chatId: bookmark.chatId ?? null,
    messageId: bookmark.messageId ?? null,
    serverId: bookmark.serverId ?? null,
  };
}

const bookmarkListeners = new Set<() => void>();
/** The last list read, by the raw value it came from: readers get the same array until it changes. */
let bookmarksRead: { raw: string | null; bookmarks: readonly LocalBookmark[] } = { raw: null, bookmarks: [] };

function readLocalBookmarks(raw: string | null): readonly LocalBookmark[] {
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    logger.warn('Saved bookmarks could not be read', error);
    return [];
  }
  if (!Array.isArray(value)) return [];
  // One damaged entry does not cost the others.
  return value.flatMap((entry: unknown) => {
    const bookmark = readLocalBookmark(entry);
    return bookmark ? [bookmark] : [];
  });
}

/** The bookmarks saved in this browser (key `bookmarks`); entries that do not parse are left out. */
export function getLocalBookmarks(): readonly LocalBookmark[] {
  const raw = localStorage.getItem(localKeys.bookmarks);
  if (raw !== bookmarksRead.raw) bookmarksRead = { raw, bookmarks: readLocalBookmarks(raw) };
  return bookmarksRead.bookmarks;
}

function notifyBookmarkListeners() {
  for (const listener of bookmarkListeners) listener();
}

export function setLocalBookmarks(bookmarks: readonly LocalBookmark[]): void {
  if (bookmarks.length === 0) localStorage.removeItem(localKeys.bookmarks);
  else localStorage.setItem(localKeys.bookmarks, JSON.stringify(bookmarks));
  notifyBookmarkListeners();
}

/** Rewrites the stored list from what it holds now. */
export function updateLocalBookmarks(
  update: (bookmarks: readonly LocalBookmark[]) => readonly LocalBookmark[],
): void {
  setLocalBookmarks(update(getLocalBookmarks()));
}

/** Called whenever the stored bookmarks change, in this tab or another one. Returns an unsubscribe. */
export function subscribeToLocalBookmarks(listener: () => void): () => void {
  bookmarkListeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === localKeys.bookmarks || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    bookmarkListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
