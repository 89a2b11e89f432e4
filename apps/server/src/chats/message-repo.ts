import { PREVIEW_LENGTH, type AutomaticPrompt, type ReplyStatus } from '@brief/contract/chats';
import { PostgresAdapter, sql, type Selectable, type Transaction } from 'kysely';
import { compiledOnce } from '../db/compiled-query';
import { isUniqueViolation, type Db } from '../db/database';
import type { Database, MessageRole, MessagesTable } from '../db/schema';
import { createFilesRepo, type FileRow } from '../files/repo';
import { parkBranch, versionGroupOf } from './branch-repo';
import type { ChatRow } from './chat-repo';

export type MessageRow = Selectable<MessagesTable>;

export type NewMessage = {
  id: string;
  role: MessageRole;
  content: string;
  events?: string | null;
  inputTokens?: number | null;
  outputTokens?: number | null;
  /** One of the product's automatic prompts (not typed by the user); it is left out of the chat's preview. */
  automatic?: AutomaticPrompt | null;
  /** When the message was written; the exchange's `now` unless given. */
  createdAt?: string;
  status?: ReplyStatus;
  /** JSON of the passages a reply cites (a copied chat keeps its replies' sources). */
  sources?: string | null;
  /** JSON of the connector calls a reply made (a copied chat keeps them as its reader saw them). */
  toolCalls?: string | null;
  /** A user message's version (1 unless it is an edit), of how many, and the group of its versions. */
  version?: number;
  versionCount?: number;
  versionGroup?: string | null;
};

/** New messages of a chat, stored together in one transaction. */
export type Exchange = {
  chatId: string;
  messages: NewMessage[];
  now: string;
  /**
   * A user message the first new message is an edit of: that one and every later message are parked as
   * a branch (see branch-repo.ts), and the new message takes its place as its next version.
   */
  replaces?: string | undefined;
  chatChanges?: Partial<ChatRow> | undefined;
  /** Files (the user's, uploaded into this chat, not sent yet) that go with one of the new messages. */
  attach?: { userId: string; messageId: string; fileIds: readonly string[] } | undefined;
};

/** A file of the exchange was sent with another message meanwhile; the exchange is not stored. */
export class AttachmentTaken extends Error {
  constructor() {
    super('A file was already sent with another message');
    this.name = 'AttachmentTaken';
  }
}

/** The message an edit replaces is no longer shown (another version was chosen meanwhile). */
export class BranchGone extends Error {
  constructor() {
    super('The edited message is no longer shown');
    this.name = 'BranchGone';
  }
}

/** What an exchange stored besides its messages: the files linked, and the first message's version. */
export type StoredExchange = { attached: FileRow[]; version: number };

/**
 * Takes the chat's row for the rest of the transaction on PostgreSQL, so that storing messages, accepting
 * a run and showing another branch of one chat happen one at a time. (SQLite writes one transaction at a
 * time anyway.)
 */
export async function lockChat(trx: Transaction<Database>, chatId: string): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter)
    await sql`select id from chats where id = ${chatId} for update`.execute(trx);
}

/**
 * Runs a transaction again when another instance took the same sequence number (or the chat's one
 * running reply) at the same moment: the unique index refuses one of the two, which simply goes again
 * after the other, and then sees what the other stored.
 */
export async function retryingTransaction<T>(
  db: Db,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
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

// Run on every message sent, so compiled once.
const lastSeq = compiledOnce((db, chatId: string) =>
  db
    .selectFrom('messages')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('chat_id', '=', chatId),
);
const messagesOf = compiledOnce((db, chatId: string) =>
  db.selectFrom('messages').selectAll().where('chat_id', '=', chatId).orderBy('seq'),
);

/** Appends messages after the chat's last, numbering them on; inside the caller's transaction. */
export async function insertMessages(
  trx: Transaction<Database>,
  chatId: string,
  messages: NewMessage[],
  now: string,
): Promise<void> {
  const last = await lastSeq.first(trx, chatId);
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
        // Every row names these: SQLite has no DEFAULT for one row of a multi-row insert.
        status: message.status ?? 'done',
        sources: message.sources ?? null,
        tool_calls: message.toolCalls ?? null,
        version: message.version ?? 1,
        version_count: message.versionCount ?? 1,
        version_group: message.versionGroup ?? null,
      })),
    )
    .execute();
}

/**
 * The chat's list columns after messages were appended, without counting its messages again: the
 * count grows, the last message is the newest one written so far (a reply being written has no text
 * yet: its question shows until it ends), and the preview is set if the chat had none.
 */
async function appendToChatTotals(trx: Transaction<Database>, exchange: Exchange): Promise<void> {
  const excerpt = (text: string) => sql<string>`substr(${text}, 1, ${PREVIEW_LENGTH})`;
  const latest = exchange.messages.findLast((message) => message.content !== '');
  const typed = exchange.messages.find((message) => message.role === 'user' && message.automatic == null);
  await trx
    .updateTable('chats')
    .set({
      ...exchange.chatChanges,
      last_update_time: exchange.now,
      message_count: sql<number>`message_count + ${exchange.messages.length}`,
      ...(latest === undefined ? {} : { last_message: excerpt(latest.content) }),
      ...(typed === undefined
        ? {}
        : { preview: sql<string>`case when preview = '' then ${excerpt(typed.content)} else preview end` }),
    })
    .where('id', '=', exchange.chatId)
    .execute();
}

/**
 * The one way new messages are stored: in one transaction, `first` (a run's row, say), then, for an edit,
 * the message it replaces parked with everything after it, the messages appended (an edit as the next
 * version of the message it replaces), the files of `attach` linked (AttachmentTaken, storing nothing,
 * when one of them cannot be), the chat's changes and list columns. The chat's row is taken first, so
 * the sequence numbers of one chat's messages are taken one exchange at a time, whichever instance
 * stores them (10 rounds of 10 saves at once: every message stored, numbered without gaps); a unique
 * violation left anyway makes the transaction go again.
 */
export function storeExchange(
  db: Db,
  exchange: Exchange,
  first?: (trx: Transaction<Database>) => Promise<void>,
): Promise<StoredExchange> {
  const { chatId, now, replaces, chatChanges, attach } = exchange;
  return retryingTransaction(db, async (trx) => {
    await lockChat(trx, chatId);
    await first?.(trx);
    let messages = exchange.messages;
    let version = messages[0]?.version ?? 1;
    if (replaces !== undefined) {
      const replaced = await trx
        .selectFrom('messages')
        .selectAll()
        .where('chat_id', '=', chatId)
        .where('id', '=', replaces)
        .executeTakeFirst();
      if (replaced?.role !== 'user') throw new BranchGone();
      await parkBranch(trx, replaced, now);
      version = replaced.version_count + 1;
      const [edit, ...rest] = messages;
      if (edit !== undefined) {
        const group = versionGroupOf(replaced);
        messages = [{ ...edit, version, versionCount: version, versionGroup: group }, ...rest];
      }
    }
    await insertMessages(trx, chatId, messages, now);
    let attached: FileRow[] = [];
    if (attach !== undefined && attach.fileIds.length > 0) {
      // Parking the edited message above has already unlinked its files, so they can go again.
      attached = await createFilesRepo(trx).attachToMessage(attach.userId, chatId, attach.messageId, [
        ...attach.fileIds,
      ]);
      if (attached.length !== new Set(attach.fileIds).size) throw new AttachmentTaken();
    }
    if (replaces === undefined) {
      await appendToChatTotals(trx, { ...exchange, messages });
      return { attached, version };
    }
    if (chatChanges !== undefined && Object.keys(chatChanges).length > 0)
      await trx.updateTable('chats').set(chatChanges).where('id', '=', chatId).execute();
    await refreshChatTotals(trx, chatId, now);
    return { attached, version };
  });
}

/** A chat's messages as they are shown, read and sent on. */
export function createMessageRepo(db: Db) {
  return {
    messages(chatId: string): Promise<MessageRow[]> {
      return messagesOf.all(db, chatId);
    },

    findMessage(chatId: string, messageId: string): Promise<MessageRow | undefined> {
      return db
        .selectFrom('messages')
        .selectAll()
        .where('chat_id', '=', chatId)
        .where('id', '=', messageId)
        .executeTakeFirst();
    },

    /** Stores new messages of a chat: see storeExchange. */
    storeExchange: (exchange: Exchange): Promise<StoredExchange> => storeExchange(db, exchange),
  };
}

export type MessageRepo = ReturnType<typeof createMessageRepo>;
