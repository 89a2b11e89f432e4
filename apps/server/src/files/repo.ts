import type { Selectable } from 'kysely';
import { compiledOnce } from '../db/compiled-query';
import type { Db } from '../db/database';
import type { FilesTable } from '../db/schema';

export type FileRow = Selectable<FilesTable>;

// Read on every message sent (the files the model may open), so compiled once.
const filesOfChat = compiledOnce((db, chatId: string, userId: string) =>
  db
    .selectFrom('files')
    .selectAll()
    .where('chat_id', '=', chatId)
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id'),
);

export function createFilesRepo(db: Db) {
  return {
    /** Stores one file's row, or several in one statement. */
    async insert(row: FileRow | FileRow[]): Promise<void> {
      if (Array.isArray(row) && row.length === 0) return;
      await db.insertInto('files').values(row).execute();
    },

    /** The user's file; undefined for a missing one and for anyone else's alike. */
    find(userId: string, fileId: string): Promise<FileRow | undefined> {
      return db
        .selectFrom('files')
        .selectAll()
        .where('id', '=', fileId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** The files uploaded into one of the user's chats, oldest first. */
    listForChat(userId: string, chatId: string): Promise<FileRow[]> {
      return filesOfChat.all(db, chatId, userId);
    },

    /** The files sent with any of these messages, oldest first. */
    async listForMessages(messageIds: string[]): Promise<FileRow[]> {
      if (messageIds.length === 0) return [];
      return db
        .selectFrom('files')
        .selectAll()
        .where('message_id', 'in', messageIds)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /**
     * Links the named files to the message they were sent with: only the user's own files, uploaded
     * into that chat, not yet sent with another message. Answers the files it linked.
     */
    async attachToMessage(
      userId: string,
      chatId: string,
      messageId: string,
      fileIds: string[],
    ): Promise<FileRow[]> {
      if (fileIds.length === 0) return [];
      const rows = await db
        .updateTable('files')
        .set({ message_id: messageId })
        .where('id', 'in', fileIds)
        .where('user_id', '=', userId)
        .where('chat_id', '=', chatId)
        .where('message_id', 'is', null)
        .returningAll()
        .execute();
      return rows.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
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
  };
}

export type FilesRepo = ReturnType<typeof createFilesRepo>;
