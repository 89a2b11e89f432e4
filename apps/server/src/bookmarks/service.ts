import type { Bookmark, CreateBookmarkRequest } from '@brief/contract/bookmarks';
import type { Clock } from '../clock';
import { notFound } from '../errors';
import { newId } from '../ids';
import type { UserRow } from '../users/repo';
import type { BookmarkRow, BookmarksRepo } from './repo';

type Deps = { bookmarks: BookmarksRepo; clock: Clock };

const toBookmark = (row: BookmarkRow): Bookmark => ({
  id: row.id,
  message: row.message,
  date: row.created_at,
  customerId: row.customer_id,
  customerName: row.customer_name,
  chatId: row.chat_id,
  messageId: row.message_id,
});

/** Clients send '' for "no customer". */
const blankToNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value === '' ? null : value;

export function createBookmarksService({ bookmarks, clock }: Deps) {
  return {
    async list(user: UserRow, limit: number | undefined): Promise<Bookmark[]> {
      return (await bookmarks.listBookmarks(user.id, limit)).map(toBookmark);
    },

    /**
     * Saves a reply. A chat or message named must be the user's (another user's is as missing as one
     * that never existed); a reply already saved answers its bookmark, `created` false.
     */
    async create(
      user: UserRow,
      request: CreateBookmarkRequest,
    ): Promise<{ bookmark: Bookmark; created: boolean }> {
      let chatId = request.chatId ?? null;
      const messageId = request.messageId ?? null;
      if (chatId !== null && !(await bookmarks.ownsChat(user.id, chatId))) throw notFound('Chat not found');
      if (messageId !== null) {
        const messageChatId = await bookmarks.chatOfOwnedMessage(user.id, messageId);
        if (messageChatId === undefined || (chatId !== null && messageChatId !== chatId)) {
          throw notFound('Message not found');
        }
        chatId = messageChatId;
        const saved = await bookmarks.findByMessage(user.id, messageId);
        if (saved !== undefined) return { bookmark: toBookmark(saved), created: false };
      }
      const stored = await bookmarks.insertBookmark({
        id: newId(),
        user_id: user.id,
        chat_id: chatId,
        message_id: messageId,
        message: request.message,
        customer_id: blankToNull(request.customerId),
        customer_name: blankToNull(request.customerName),
        created_at: clock.now().toISOString(),
      });
      return { bookmark: toBookmark(stored.bookmark), created: stored.created };
    },

    async remove(user: UserRow, bookmarkId: string): Promise<{ id: string; deleted: true }> {
      if (!(await bookmarks.deleteBookmark(user.id, bookmarkId))) throw notFound('Bookmark not found');
      return { id: bookmarkId, deleted: true };
    },
  };
}

export type BookmarksService = ReturnType<typeof createBookmarksService>;
