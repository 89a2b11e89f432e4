import { PREVIEW_LENGTH, type AutomaticPrompt, type ReplyStatus } from '@brief/contract/chats';
import { isStorableText } from '@brief/contract/text';
import { sql, type Selectable, type Transaction } from 'kysely';
import { isUniqueViolation, type Db } from '../db/database';
import type { Database, ChatsTable, MessageRole, MessagesTable } from '../db/schema';
import { createFilesRepo, type FileRow } from '../files/repo';
import { newId } from '../ids';
import { createChatSearchRepo } from './search-repo';

export type ChatRow = Selectable<ChatsTable>;
export type MessageRow = Selectable<MessagesTable>;

export type NewMessage = {
  id: string;
  role: MessageRole;
  content: string;
  events?: string | null;
  inputTokens?: number | null;
  outputTokens?: number | null;
  /** One of spec §4's automatic prompts; it is left out of the chat's preview. */
  automatic?: AutomaticPrompt | null;
  /** When the message was written; the exchange's `now` unless given. */
  createdAt?: string;
  status?: ReplyStatus;
  /** JSON of the passages a reply cites (a copied chat keeps its replies' sources). */
  sources?: string | null;
};

/** A new version of a reply, as the model finished it. */
export type NewReplyVersion = {
  content: string;
  events: string;
  status: ReplyStatus;
  /** JSON of the passages the version cites; null for none. */
  sources?: string | null;
  inputTokens: number | null;
  outputTokens: number | null;
};

type Cursor = { time: string; id: string };

/** A file of the run was sent with another message meanwhile; the exchange is not stored. */
export class AttachmentTaken extends Error {
  constructor() {
    super('A file was already sent with another message');
    this.name = 'AttachmentTaken';
  }
}

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

/**
 * Keeps the chat's list columns (count, preview, last message, time) in step with its messages, inside a
 * transaction. The preview is the first message the user typed: automatic prompts are not theirs. `now`
 * null keeps the last update time (choosing a version shown is no new activity).
 */
export async function refreshChatTotals(
  trx: Transaction<Database>,
  chatId: string,
  now: string | null,
): Promise<void> {
  await trx
    .updateTable('chats')
    .set({
      ...(now === null ? {} : { last_update_time: now }),
      message_count: sql<number>`(select count(*) from messages where messages.chat_id = ${chatId})`,
      preview: sql<string>`coalesce((select substr(m.content, 1, ${PREVIEW_LENGTH}) from messages m where m.chat_id = ${chatId} and m.role = 'user' and m.automatic is null order by m.seq limit 1), '')`,
      last_message: sql<string>`coalesce((select substr(m.content, 1, ${PREVIEW_LENGTH}) from messages m where m.chat_id = ${chatId} order by m.seq desc limit 1), '')`,
    })
    .where('id', '=', chatId)
    .execute();
}

/** Appends messages after the chat's last, numbering them on; inside the caller's transaction. */
export async function insertMessages(
  trx: Transaction<Database>,
  chatId: string,
  messages: NewMessage[],
  now: string,
): Promise<void> {
  const last = await trx
    .selectFrom('messages')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('chat_id', '=', chatId)
    .executeTakeFirst();
  let seq = Number(last?.seq ?? 0);
  await trx
    .insertInto('messages')
    .values(
      messages.map((message) => ({
        id: message.id,
        chat_id: chatId,
        seq: (seq += 1),
        role: message.role,
        content: message.content,
        events: message.events ?? null,
        input_tokens: message.inputTokens ?? null,
        output_tokens: message.outputTokens ?? null,
        automatic: message.automatic ?? null,
        created_at: message.createdAt ?? now,
        // Every row names it: SQLite has no DEFAULT for one row of a multi-row insert.
        status: message.status ?? 'done',
        sources: message.sources ?? null,
      })),
    )
    .execute();
}

/**
 * Stores a new version of the chat's last reply and shows it, inside the caller's transaction: the first
 * time, the original becomes version 1 in message_versions; the new one is appended and copied into the
 * message row, with the reply's time and the chat's list columns moved on. Answers the row as now shown,
 * or undefined (storing nothing) when the message is gone or no longer the chat's last.
 */
export async function storeReplyVersionIn(
  trx: Transaction<Database>,
  chatId: string,
  messageId: string,
  reply: NewReplyVersion,
  now: string,
): Promise<MessageRow | undefined> {
  const message = await trx
    .selectFrom('messages')
    .selectAll()
    .where('chat_id', '=', chatId)
    .where('id', '=', messageId)
    .executeTakeFirst();
  if (message === undefined) return undefined;
  const later = await trx
    .selectFrom('messages')
    .select('id')
    .where('chat_id', '=', chatId)
    .where('seq', '>', message.seq)
    .limit(1)
    .executeTakeFirst();
  if (later !== undefined) return undefined;
  const version = message.version_count + 1;
  const versions = [
    ...(message.version_count === 1
      ? [
          {
            id: newId(),
            message_id: messageId,
            version: 1,
            content: message.content,
            events: message.events,
            status: message.status,
            created_at: message.created_at,
            sources: message.sources,
          },
        ]
      : []),
    {
      id: newId(),
      message_id: messageId,
      version,
      content: reply.content,
      events: reply.events,
      status: reply.status,
      created_at: now,
      sources: reply.sources ?? null,
    },
  ];
  await trx.insertInto('message_versions').values(versions).execute();
  // Every version cost tokens: the row keeps their sum, so usage counts each call.
  const shown = await trx
    .updateTable('messages')
    .set({
      content: reply.content,
      events: reply.events,
      status: reply.status,
      created_at: now,
      sources: reply.sources ?? null,
      version,
      version_count: version,
      input_tokens: (message.input_tokens ?? 0) + (reply.inputTokens ?? 0),
      output_tokens: (message.output_tokens ?? 0) + (reply.outputTokens ?? 0),
    })
    .where('id', '=', messageId)
    .returningAll()
    .executeTakeFirstOrThrow();
  await refreshChatTotals(trx, chatId, now);
  return shown;
}

export function createChatsRepo(db: Db) {
  type ExchangeOptions = {
    now: string;
    dropFromSeq?: number | undefined;
    chatChanges?: Partial<ChatRow>;
    /** Files (the user's, uploaded into this chat, not sent yet) that go with one of the new messages. */
    attach?: { userId: string; messageId: string; fileIds: string[] } | undefined;
  };

  const storeExchangeOnce = (chatId: string, messages: NewMessage[], options: ExchangeOptions) =>
    db.transaction().execute(async (trx): Promise<FileRow[]> => {
      if (options.dropFromSeq !== undefined) {
        await trx
          .deleteFrom('messages')
          .where('chat_id', '=', chatId)
          .where('seq', '>=', options.dropFromSeq)
          .execute();
      }
      await insertMessages(trx, chatId, messages, options.now);
      let attached: FileRow[] = [];
      if (options.attach !== undefined && options.attach.fileIds.length > 0) {
        const { userId, messageId, fileIds } = options.attach;
        // Dropping the edited message above has already unlinked its files, so they can go again.
        attached = await createFilesRepo(trx).attachToMessage(userId, chatId, messageId, fileIds);
        if (attached.length !== new Set(fileIds).size) throw new AttachmentTaken();
      }
      if (options.chatChanges !== undefined && Object.keys(options.chatChanges).length > 0) {
        await trx.updateTable('chats').set(options.chatChanges).where('id', '=', chatId).execute();
      }
      await refreshChatTotals(trx, chatId, options.now);
      return attached;
    });

  return {
    ...createChatSearchRepo(db),

    async createChat(chat: ChatRow): Promise<void> {
      await db.insertInto('chats').values(chat).execute();
    },

    /** A chat by id and owner; another user's chat does not exist for this one. */
    findChat(userId: string, chatId: string): Promise<ChatRow | undefined> {
      return db
        .selectFrom('chats')
        .selectAll()
        .where('id', '=', chatId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** One page of a user's chats, newest first, by keyset on (last update, id). */
    listChats(
      userId: string,
      options: { limit?: number | undefined; before?: string | undefined; favorite?: boolean | undefined },
    ): Promise<ChatRow[]> {
      let query = db.selectFrom('chats').selectAll().where('user_id', '=', userId);
      if (options.favorite !== undefined) query = query.where('favorite', '=', options.favorite ? 1 : 0);
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

    messages(chatId: string): Promise<MessageRow[]> {
      return db.selectFrom('messages').selectAll().where('chat_id', '=', chatId).orderBy('seq').execute();
    },

    findMessage(chatId: string, messageId: string): Promise<MessageRow | undefined> {
      return db
        .selectFrom('messages')
        .selectAll()
        .where('chat_id', '=', chatId)
        .where('id', '=', messageId)
        .executeTakeFirst();
    },

    /**
     * Stores a user message and its reply in one transaction, after dropping the edited message and
     * everything after it when `dropFromSeq` is given, and moves the chat's last update time. Links the
     * files of `attach` in the same transaction and answers them; throws AttachmentTaken (storing
     * nothing) when one of them cannot be linked.
     */
    async storeExchange(
      chatId: string,
      messages: NewMessage[],
      options: ExchangeOptions,
    ): Promise<FileRow[]> {
      // Another instance may take the same sequence numbers at the same moment; the unique (chat, seq)
      // refuses one of the two transactions, which then simply goes again after the other.
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await storeExchangeOnce(chatId, messages, options);
        } catch (error) {
          if (attempt >= 3 || !isUniqueViolation(error)) throw error;
        }
      }
    },

    /**
     * Stores a new version of the chat's last reply and shows it: the first time, the original becomes
     * version 1 in message_versions; the new one is appended and copied into the message row, with the
     * reply's time and the chat's list columns moved on. Answers the row as now shown, or undefined
     * (storing nothing) when the message is gone or no longer the chat's last.
     */
    storeReplyVersion(
      chatId: string,
      messageId: string,
      reply: NewReplyVersion,
      now: string,
    ): Promise<MessageRow | undefined> {
      return db
        .transaction()
        .execute((trx) => storeReplyVersionIn(trx, chatId, messageId, reply, now))
        .catch((error: unknown) => {
          // Another instance stored a version of this reply at the same moment: this one is dropped.
          if (isUniqueViolation(error)) return undefined;
          throw error;
        });
    },

    /**
     * Shows a stored version of a reply: its text, events, status and time go into the message row,
     * which is what the next run sends, search finds and previews show. Answers the row as now shown,
     * or undefined when the message has no such version.
     */
    selectReplyVersion(chatId: string, messageId: string, version: number): Promise<MessageRow | undefined> {
      return db.transaction().execute(async (trx) => {
        const message = await trx
          .selectFrom('messages')
          .selectAll()
          .where('chat_id', '=', chatId)
          .where('id', '=', messageId)
          .executeTakeFirst();
        if (message === undefined || message.version === version) return message;
        const stored = await trx
          .selectFrom('message_versions')
          .selectAll()
          .where('message_id', '=', messageId)
          .where('version', '=', version)
          .executeTakeFirst();
        if (stored === undefined) return undefined;
        const shown = await trx
          .updateTable('messages')
          .set({
            content: stored.content,
            events: stored.events,
            status: stored.status,
            created_at: stored.created_at,
            sources: stored.sources,
            version,
          })
          .where('id', '=', messageId)
          .returningAll()
          .executeTakeFirstOrThrow();
        await refreshChatTotals(trx, chatId, null);
        return shown;
      });
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

export type ChatsRepo = ReturnType<typeof createChatsRepo>;
