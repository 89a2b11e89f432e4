import type { Selectable } from 'kysely';
import { isUniqueViolation, type Db } from '../db/database';
import type { BookmarksTable } from '../db/schema';

export type BookmarkRow = Selectable<BookmarksTable>;

export function createBookmarksRepo(db: Db) {
  const findByMessage = (userId: string, messageId: string): Promise<BookmarkRow | undefined> =>
    db
      .selectFrom('bookmarks')
      .selectAll()
      .where('user_id', '=', userId)
      .where('message_id', '=', messageId)
      .executeTakeFirst();

  return {
    findByMessage,

    /** The user's bookmarks, newest first; all of them without a limit. */
    listBookmarks(userId: string, limit?: number): Promise<BookmarkRow[]> {
      let query = db
        .selectFrom('bookmarks')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc');
      if (limit !== undefined) query = query.limit(limit);
      return query.execute();
    },

    /**
     * Stores the bookmark, or answers the one the user already has for the same reply: two saves of
     * one reply may race, and the unique (user, message) index lets exactly one of them insert.
     */
    async insertBookmark(bookmark: BookmarkRow): Promise<{ bookmark: BookmarkRow; created: boolean }> {
      try {
        await db.insertInto('bookmarks').values(bookmark).execute();
        return { bookmark, created: true };
      } catch (error) {
        if (bookmark.message_id === null || !isUniqueViolation(error)) throw error;
        const stored = await findByMessage(bookmark.user_id, bookmark.message_id);
        if (stored === undefined) throw error;
        return { bookmark: stored, created: false };
      }
    },

    async deleteBookmark(userId: string, bookmarkId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('bookmarks')
        .where('id', '=', bookmarkId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Whether the chat exists and is the user's. */
    async ownsChat(userId: string, chatId: string): Promise<boolean> {
      const chat = await db
        .selectFrom('chats')
        .select('id')
        .where('id', '=', chatId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return chat !== undefined;
    },

    /** The chat of a message in one of the user's chats; undefined for anyone else's message. */
    async chatOfOwnedMessage(userId: string, messageId: string): Promise<string | undefined> {
      const message = await db
        .selectFrom('messages')
        .innerJoin('chats', 'chats.id', 'messages.chat_id')
        .select('messages.chat_id')
        .where('messages.id', '=', messageId)
        .where('chats.user_id', '=', userId)
        .executeTakeFirst();
      return message?.chat_id;
    },
  };
}

export type BookmarksRepo = ReturnType<typeof createBookmarksRepo>;
