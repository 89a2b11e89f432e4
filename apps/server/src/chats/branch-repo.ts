import type { Selectable, Transaction } from 'kysely';
import type { Database, MessageBranchesTable, MessagesTable, MessageVersionsTable } from '../db/schema';
import { newId } from '../ids';

/**
 * Branches of a chat. Editing a user message makes the edit a new version of it; the version it replaces
 * is parked here with every message that followed it, and showing that version again swaps the branches.
 *
 * Why parked rows, not a branch column on `messages`: `messages` keeps holding exactly what the chat
 * shows, so everything that reads it (the next run's history, search and its triggers, previews, counts,
 * the dashboard, exports, shares, usage) follows the branch shown without knowing branches exist. A
 * parked message keeps its id (bookmarks, which have no foreign key, still point at it when it is back),
 * its `seq` (the chat's (chat, seq) order stays unique: a branch is parked before another comes in at the
 * same place) and its reply versions; its files stay the chat's, unlinked while it is parked.
 */

type MessageRow = Selectable<MessagesTable>;
type VersionRow = Selectable<MessageVersionsTable>;
export type BranchRow = Selectable<MessageBranchesTable>;

/** A version of a user message that is not shown, with the branch that followed it, as stored (JSON). */
export type ParkedBranch = {
  /** The user message's row as that version. */
  message: MessageRow;
  /** Every message after it in that branch, in order. */
  later: MessageRow[];
  /** The stored versions of the branch's replies. */
  versions: VersionRow[];
  /** Which of the branch's messages each file was sent with. */
  files: { id: string; messageId: string }[];
};

/** The versions of one user message share this: the first version's id. */
export const versionGroupOf = (message: Pick<MessageRow, 'id' | 'version_group'>): string =>
  message.version_group ?? message.id;

/** Rows inserted at once; far under either database's limit of bound values. */
const CHUNK = 100;
const chunks = <T>(rows: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, index) =>
    rows.slice(index * CHUNK, (index + 1) * CHUNK),
  );

/**
 * Parks the branch that starts at `message`, a user message the chat shows: it and every later message,
 * with their reply versions and which files they were sent with, are stored as that message's version,
 * then leave the chat (their files' links and reply versions go with them). Inside the caller's
 * transaction.
 */
export async function parkBranch(
  trx: Transaction<Database>,
  message: MessageRow,
  parkedAt: string,
): Promise<void> {
  const chatId = message.chat_id;
  const inBranch = trx
    .selectFrom('messages')
    .select('id')
    .where('chat_id', '=', chatId)
    .where('seq', '>=', message.seq);
  const rows = await trx
    .selectFrom('messages')
    .selectAll()
    .where('chat_id', '=', chatId)
    .where('seq', '>', message.seq)
    .orderBy('seq')
    .execute();
  const versions = await trx
    .selectFrom('message_versions')
    .selectAll()
    .where('message_id', 'in', inBranch)
    .orderBy('message_id')
    .orderBy('version')
    .execute();
  const files = await trx
    .selectFrom('files')
    .select(['id', 'message_id'])
    .where('chat_id', '=', chatId)
    .where('message_id', 'in', inBranch)
    .orderBy('id')
    .execute();
  const parked: ParkedBranch = {
    message,
    later: rows,
    versions,
    files: files.flatMap((file) =>
      file.message_id === null ? [] : [{ id: file.id, messageId: file.message_id }],
    ),
  };
  await trx
    .insertInto('message_branches')
    .values({
      id: newId(),
      chat_id: chatId,
      version_group: versionGroupOf(message),
      version: message.version,
      branch: JSON.stringify(parked),
      parked_at: parkedAt,
    })
    .execute();
  await trx.deleteFrom('messages').where('chat_id', '=', chatId).where('seq', '>=', message.seq).execute();
}

/** The parked version of a user message's group, if it has one. */
export function findBranch(
  trx: Transaction<Database>,
  chatId: string,
  versionGroup: string,
  version: number,
): Promise<BranchRow | undefined> {
  return trx
    .selectFrom('message_branches')
    .selectAll()
    .where('chat_id', '=', chatId)
    .where('version_group', '=', versionGroup)
    .where('version', '=', version)
    .executeTakeFirst();
}

/**
 * Shows a parked branch again, at `seq` (where the branch it replaces began, parked just before), with
 * the group's version count: its messages as they were, their reply versions, their files linked back.
 * Answers the user message's row as now shown. Inside the caller's transaction.
 */
export async function restoreBranch(
  trx: Transaction<Database>,
  row: BranchRow,
  at: { seq: number; versionCount: number },
): Promise<MessageRow> {
  const parked = JSON.parse(row.branch) as ParkedBranch;
  // The branch comes back where it was; were the chat's earlier messages ever renumbered, it follows them.
  const shift = at.seq - parked.message.seq;
  const message = { ...parked.message, seq: at.seq, version_count: at.versionCount };
  const rows = [message, ...parked.later.map((later) => ({ ...later, seq: later.seq + shift }))];
  for (const part of chunks(rows)) await trx.insertInto('messages').values(part).execute();
  for (const part of chunks(parked.versions)) await trx.insertInto('message_versions').values(part).execute();
  const byMessage = new Map<string, string[]>();
  for (const file of parked.files)
    byMessage.set(file.messageId, [...(byMessage.get(file.messageId) ?? []), file.id]);
  for (const [messageId, fileIds] of byMessage) {
    // Files removed meanwhile are simply gone; the others are the chat's, unlinked while parked.
    await trx
      .updateTable('files')
      .set({ message_id: messageId })
      .where('chat_id', '=', row.chat_id)
      .where('id', 'in', fileIds)
      .execute();
  }
  await trx.deleteFrom('message_branches').where('id', '=', row.id).execute();
  return message;
}
