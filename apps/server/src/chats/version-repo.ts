import type { ReplyStatus } from '@brief/contract/chats';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { newId } from '../ids';
import { findBranch, parkBranch, restoreBranch, versionGroupOf } from './branch-repo';
import { lockChat, refreshChatTotals, type MessageRow } from './message-repo';

/** A new version of a reply, as the model finished it. */
export type NewReplyVersion = {
  content: string;
  events: string;
  status: ReplyStatus;
  /** JSON of the passages the version cites; null for none. */
  sources?: string | null;
  /** JSON of the forbidden terms the version uses; null for none. */
  ruleFindings?: string | null;
  /** JSON of the connectors' tools the version called; null for none. */
  toolCalls?: string | null;
  inputTokens: number | null;
  outputTokens: number | null;
};

/** One of the chat's messages, as stored, read inside the caller's transaction. */
const messageOf = (trx: Transaction<Database>, chatId: string, messageId: string) =>
  trx
    .selectFrom('messages')
    .selectAll()
    .where('chat_id', '=', chatId)
    .where('id', '=', messageId)
    .executeTakeFirst();

/**
 * Stores a new version of the chat's last reply and shows it, inside the caller's transaction: the first
 * time, the original becomes version 1 in message_versions; the new one is appended and copied into the
 * message row, with the reply's time and the chat's list columns moved on. Answers the row as now shown,
 * or undefined (storing nothing) when the message is gone or no longer the chat's last.
 */
export async function addReplyVersion(
  trx: Transaction<Database>,
  chatId: string,
  messageId: string,
  reply: NewReplyVersion,
  now: string,
): Promise<MessageRow | undefined> {
  const message = await messageOf(trx, chatId, messageId);
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
            rule_findings: message.rule_findings,
            tool_calls: message.tool_calls,
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
      rule_findings: reply.ruleFindings ?? null,
      tool_calls: reply.toolCalls ?? null,
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
      rule_findings: reply.ruleFindings ?? null,
      tool_calls: reply.toolCalls ?? null,
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

/** How showing a user message's version went. */
export type BranchShown =
  { outcome: 'shown'; message: MessageRow } | { outcome: 'busy' } | { outcome: 'unknown' };

/** The stored versions of messages: which one a reply shows, which branch an edited message shows. */
export function createVersionRepo(db: Db) {
  return {
    /**
     * Shows another version of an edited user message, with the branch that followed it: the branch
     * shown (the message and every later one) is parked as the version it is, and the chosen one comes
     * back as it was, in one transaction. `busy` (nothing changed) while a reply of the chat runs;
     * `unknown` when the message is not a shown user message or has no such version.
     */
    showUserVersion(chatId: string, messageId: string, version: number, now: string): Promise<BranchShown> {
      return db.transaction().execute(async (trx): Promise<BranchShown> => {
        await lockChat(trx, chatId);
        const running = await trx
          .selectFrom('runs')
          .select('id')
          .where('chat_id', '=', chatId)
          .where('status', '=', 'running')
          .executeTakeFirst();
        if (running !== undefined) return { outcome: 'busy' };
        const shown = await messageOf(trx, chatId, messageId);
        if (shown?.role !== 'user') return { outcome: 'unknown' };
        if (shown.version === version) return { outcome: 'shown', message: shown };
        const branch = await findBranch(trx, chatId, versionGroupOf(shown), version);
        if (branch === undefined) return { outcome: 'unknown' };
        await parkBranch(trx, shown, now);
        const message = await restoreBranch(trx, branch, {
          seq: shown.seq,
          versionCount: shown.version_count,
        });
        // Choosing a version shown is no new activity: the chat keeps its place in the lists.
        await refreshChatTotals(trx, chatId, null);
        return { outcome: 'shown', message };
      });
    },

    /**
     * Shows a stored version of a reply: its text, events, status and time go into the message row,
     * which is what the next run sends, search finds and previews show. Answers the row as now shown,
     * or undefined when the message has no such version.
     */
    selectReplyVersion(chatId: string, messageId: string, version: number): Promise<MessageRow | undefined> {
      return db.transaction().execute(async (trx) => {
        const message = await messageOf(trx, chatId, messageId);
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
            rule_findings: stored.rule_findings,
            tool_calls: stored.tool_calls,
            version,
          })
          .where('id', '=', messageId)
          .returningAll()
          .executeTakeFirstOrThrow();
        await refreshChatTotals(trx, chatId, null);
        return shown;
      });
    },
  };
}

export type VersionRepo = ReturnType<typeof createVersionRepo>;
