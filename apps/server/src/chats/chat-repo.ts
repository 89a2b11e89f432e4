import { isStorableText } from '@brief/contract/text';
import type { Selectable } from 'kysely';
import { compiledOnce } from '../db/compiled-query';
import type { Db } from '../db/database';
import type { ChatsTable } from '../db/schema';

export type ChatRow = Selectable<ChatsTable>;

type Cursor = { time: string; id: string };

export const encodeCursor = (chat: Pick<ChatRow, 'last_update_time' | 'id'>): string =>
  Buffer.from(JSON.stringify({ time: chat.last_update_time, id: chat.id })).toString('base64url');

export function decodeCursor(cursor: string): Cursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof value === 'object' && value !== null && 'time' in value && 'id' in value) {
      const { time, id } = value;
      if (typeof time === 'string' && typeof id === 'string') {
        // Both are compared in SQL: text the database cannot take (a NUL) makes no cursor either.
        return isStorableText(time) && isStorableText(id) ? { time, id } : null;
      }
    }
  } catch {
    // fall through
  }
  return null;
}

// Read on every message sent, so compiled once.
const chatOfUser = compiledOnce((db, chatId: string, userId: string) =>
  db.selectFrom('chats').selectAll().where('id', '=', chatId).where('user_id', '=', userId),
);

/** The chats table: a user's chats, found by id and owner, listed newest first. */
export function createChatRepo(db: Db) {
  return {
    async createChat(chat: ChatRow): Promise<void> {
      await db.insertInto('chats').values(chat).execute();
    },

    /** A chat by id and owner; another user's chat does not exist for this one. */
    findChat(userId: string, chatId: string): Promise<ChatRow | undefined> {
      return chatOfUser.first(db, chatId, userId);
    },

    /** One page of a user's chats, newest first, by keyset on (last update, id). */
    listChats(
      userId: string,
      options: {
        limit?: number | undefined;
        before?: string | undefined;
        favorite?: boolean | undefined;
        /** Chats about one customer: a chat names its customer by its team and name. */
        customer?: { teamId: string; name: string } | undefined;
      },
    ): Promise<ChatRow[]> {
      let query = db.selectFrom('chats').selectAll().where('user_id', '=', userId);
      if (options.favorite !== undefined) query = query.where('favorite', '=', options.favorite ? 1 : 0);
      const customer = options.customer;
      if (customer !== undefined) {
        query = query.where('agent_id', '=', customer.teamId).where('customer_name', '=', customer.name);
      }
      const cursor = options.before === undefined ? null : decodeCursor(options.before);
      if (cursor !== null) {
        query = query.where((eb) =>
          eb.or([
            eb('last_update_time', '<', cursor.time),
            eb.and([eb('last_update_time', '=', cursor.time), eb('id', '<', cursor.id)]),
          ]),
        );
      }
      query = query.orderBy('last_update_time', 'desc').orderBy('id', 'desc');
      return (options.limit === undefined ? query : query.limit(options.limit)).execute();
    },

    async updateChat(userId: string, chatId: string, changes: Partial<ChatRow>): Promise<boolean> {
      const result = await db
        .updateTable('chats')
        .set(changes)
        .where('id', '=', chatId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * Deletes the chat with its messages and its uploaded files' rows, in one transaction; answers
     * whether it was the user's, and the storage keys of the files, whose bytes go after the commit.
     */
    async deleteChat(userId: string, chatId: string): Promise<{ deleted: boolean; storageKeys: string[] }> {
      return db.transaction().execute(async (trx) => {
        const files = await trx
          .deleteFrom('files')
          .where('chat_id', '=', chatId)
          .where('user_id', '=', userId)
          .returning('storage_key')
          .execute();
        const result = await trx
          .deleteFrom('chats')
          .where('id', '=', chatId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        return {
          deleted: Number(result.numDeletedRows) > 0,
          storageKeys: files.map((file) => file.storage_key),
        };
      });
    },
  };
}

export type ChatRepo = ReturnType<typeof createChatRepo>;
