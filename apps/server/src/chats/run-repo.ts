import type { ReplyStatus } from '@brief/contract/chats';
import type { Selectable, Transaction } from 'kysely';
import { compiledOnce } from '../db/compiled-query';
import type { Db } from '../db/database';
import type { Database, RunKind, RunsTable } from '../db/schema';
import { countReply } from '../observability/metrics';
import type { ChatRow } from './chat-repo';
import {
  lockChat,
  refreshChatTotals,
  retryingTransaction,
  storeExchange,
  type NewMessage,
  type StoredExchange,
} from './message-repo';
import { addReplyVersion } from './version-repo';

export type RunRow = Selectable<RunsTable>;

/** The chat has a reply running already (on this instance or another); the new run is refused. */
export class RunBusy extends Error {
  constructor() {
    super('A reply of this chat is already running');
    this.name = 'RunBusy';
  }
}

/** What is known of a run when it is accepted. */
export type NewRun = {
  id: string;
  chatId: string;
  userId: string;
  kind: RunKind;
  messageId: string;
  userMessageId: string | null;
  instanceId: string;
  /** The product's time (the chat's clock), for the messages. */
  now: string;
  /** Real time, for the heartbeat. */
  wallNow: string;
};

/** How a run's reply ends up stored. */
export type RunEnding = {
  status: Exclude<ReplyStatus, 'running'>;
  content: string;
  events: string | null;
  /** JSON of the passages the reply cites; null for none. */
  sources?: string | null;
  /** JSON of the forbidden terms the reply uses; null for none. */
  ruleFindings?: string | null;
  /** JSON of the connectors' tools the reply called; null for none. */
  toolCalls?: string | null;
  inputTokens: number | null;
  outputTokens: number | null;
  now: string;
};

// Run on every message sent, so compiled once.
const runningRunOf = compiledOnce((db, chatId: string) =>
  db.selectFrom('runs').select('id').where('chat_id', '=', chatId).where('status', '=', 'running'),
);
const writeRunText = compiledOnce((db, runId: string, text: string, wallNow: string) =>
  db
    .updateTable('runs')
    .set({ text, heartbeat_at: wallNow })
    .where('id', '=', runId)
    .where('status', '=', 'running'),
);
const beatRun = compiledOnce((db, runId: string, wallNow: string) =>
  db
    .updateTable('runs')
    .set({ heartbeat_at: wallNow })
    .where('id', '=', runId)
    .where('status', '=', 'running'),
);

/**
 * Counts a run against its user's limit inside the transaction that accepts it (throwing, so that
 * nothing is stored, when the limit has no room).
 */
export type CountRun = (trx: Transaction<Database>, userId: string, at: string) => Promise<void>;

/**
 * Stores the chat's one running run, and counts it: a chat whose reply runs is refused first (RunBusy,
 * nothing counted), then a user over their runs per minute (see CountRun).
 */
async function insertRun(trx: Transaction<Database>, run: NewRun, countRun: CountRun): Promise<void> {
  const busy = await runningRunOf.first(trx, run.chatId);
  if (busy !== undefined) throw new RunBusy();
  await countRun(trx, run.userId, run.now);
  await trx
    .insertInto('runs')
    .values({
      id: run.id,
      chat_id: run.chatId,
      user_id: run.userId,
      kind: run.kind,
      message_id: run.messageId,
      user_message_id: run.userMessageId,
      status: 'running',
      instance_id: run.instanceId,
      started_at: run.wallNow,
      heartbeat_at: run.wallNow,
      ended_at: null,
    })
    .execute();
}

/**
 * Stores how a run ended, inside a transaction: a run's message gets its text and state; a regenerate's
 * reply gets a new version (nothing when it failed, or was cut off before a word: the old one stays).
 */
async function settle(trx: Transaction<Database>, run: RunRow, ending: RunEnding): Promise<void> {
  await trx
    .updateTable('runs')
    .set({ status: ending.status, text: '', ended_at: ending.now })
    .where('id', '=', run.id)
    .execute();
  if (run.kind === 'run') {
    await trx
      .updateTable('messages')
      .set({
        content: ending.content,
        events: ending.events,
        status: ending.status,
        sources: ending.sources ?? null,
        rule_findings: ending.ruleFindings ?? null,
        tool_calls: ending.toolCalls ?? null,
        input_tokens: ending.inputTokens,
        output_tokens: ending.outputTokens,
        created_at: ending.now,
      })
      .where('id', '=', run.message_id)
      .where('chat_id', '=', run.chat_id)
      .execute();
    await refreshChatTotals(trx, run.chat_id, ending.now);
    return;
  }
  const keeps = ending.status !== 'failed' && ending.content.trim() !== '';
  if (keeps) {
    await addReplyVersion(
      trx,
      run.chat_id,
      run.message_id,
      {
        content: ending.content,
        events: ending.events ?? '[]',
        status: ending.status,
        sources: ending.sources ?? null,
        ruleFindings: ending.ruleFindings ?? null,
        toolCalls: ending.toolCalls ?? null,
        inputTokens: ending.inputTokens,
        outputTokens: ending.outputTokens,
      },
      ending.now,
    );
  }
}

/** The runs table: replies being written, how they end, and the heartbeat of their instance. */
export function createRunRepo(db: Db, countRun: CountRun) {
  return {
    /**
     * Accepts a run: in one transaction (storeExchange), parks an edited message and what follows it,
     * stores the user's message and the reply's (`running`, empty), the run, the files sent and the
     * chat's changes. Throws RunBusy (storing nothing) when the chat has a running reply, what CountRun
     * throws when the user's runs per minute are used up, AttachmentTaken when a file went with another message meanwhile, BranchGone when the edited
     * message is no longer shown.
     */
    acceptRun(
      run: NewRun,
      messages: { user: NewMessage; reply: NewMessage },
      options: {
        replaces?: string | undefined;
        chatChanges: Partial<ChatRow>;
        fileIds: readonly string[];
      },
    ): Promise<StoredExchange> {
      return storeExchange(
        db,
        {
          chatId: run.chatId,
          messages: [messages.user, messages.reply],
          now: run.now,
          replaces: options.replaces,
          chatChanges: options.chatChanges,
          attach: { userId: run.userId, messageId: messages.user.id, fileIds: options.fileIds },
        },
        (trx) => insertRun(trx, run, countRun),
      );
    },

    /**
     * Accepts a regenerate of the chat's last reply; RunBusy when the chat has a running reply, what
     * CountRun throws when the user's runs per minute are used up.
     */
    async acceptRegenerate(run: NewRun): Promise<void> {
      await retryingTransaction(db, async (trx) => {
        await lockChat(trx, run.chatId);
        await insertRun(trx, run, countRun);
      });
    },

    runningRun(chatId: string): Promise<RunRow | undefined> {
      return db
        .selectFrom('runs')
        .selectAll()
        .where('chat_id', '=', chatId)
        .where('status', '=', 'running')
        .executeTakeFirst();
    },

    findRun(runId: string): Promise<RunRow | undefined> {
      return db.selectFrom('runs').selectAll().where('id', '=', runId).executeTakeFirst();
    },

    /** The user's chats with a reply running: a handful at most, from a partial index. */
    async runningChatsOfUser(userId: string): Promise<Set<string>> {
      const rows = await db
        .selectFrom('runs')
        .select('chat_id')
        .where('user_id', '=', userId)
        .where('status', '=', 'running')
        .execute();
      return new Set(rows.map((row) => row.chat_id));
    },

    runningRunsOfUser(userId: string): Promise<RunRow[]> {
      return db
        .selectFrom('runs')
        .selectAll()
        .where('user_id', '=', userId)
        .where('status', '=', 'running')
        .execute();
    },

    runningRunsOfTeam(teamId: string): Promise<RunRow[]> {
      return db
        .selectFrom('runs')
        .innerJoin('chats', 'chats.id', 'runs.chat_id')
        .selectAll('runs')
        .where('chats.agent_id', '=', teamId)
        .where('runs.status', '=', 'running')
        .execute();
    },

    /**
     * Writes the text of this instance's running replies and their heartbeat, in one transaction, and
     * answers those that must end here: asked to stop by another instance, or settled elsewhere.
     */
    async flush(
      updates: readonly { id: string; text: string | null }[],
      wallNow: string,
    ): Promise<{ id: string; status: ReplyStatus; stopRequested: boolean }[]> {
      if (updates.length === 0) return [];
      return db.transaction().execute(async (trx) => {
        for (const update of updates) {
          if (update.text === null) await beatRun.affected(trx, update.id, wallNow);
          else await writeRunText.affected(trx, update.id, update.text, wallNow);
        }
        const rows = await trx
          .selectFrom('runs')
          .select(['id', 'status', 'stop_requested'])
          .where(
            'id',
            'in',
            updates.map((update) => update.id),
          )
          .execute();
        return rows
          .filter((row) => row.status !== 'running' || row.stop_requested === 1)
          .map((row) => ({ id: row.id, status: row.status, stopRequested: row.stop_requested === 1 }));
      });
    },

    async requestStop(runId: string): Promise<void> {
      await db
        .updateTable('runs')
        .set({ stop_requested: 1 })
        .where('id', '=', runId)
        .where('status', '=', 'running')
        .execute();
    },

    /**
     * The instance that ran it stores how it ended. Answers false (storing nothing) when the run was
     * settled meanwhile: interrupted at a shutdown, or by an instance that took this one for dead.
     */
    finish(run: RunRow, ending: RunEnding): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const claimed = await trx
          .updateTable('runs')
          .set({ status: ending.status })
          .where('id', '=', run.id)
          .where('status', '=', 'running')
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) === 0) return false;
        await settle(trx, run, ending);
        countReply(ending.status);
        return true;
      });
    },

    /**
     * Ends a run whose instance is gone, keeping the text it had flushed: `interrupted` when its
     * heartbeat stopped, `stopped` when a stop found nobody to end it. Answers false when it had ended.
     */
    async settleOrphan(runId: string, status: 'interrupted' | 'stopped', now: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const run = await trx
          .selectFrom('runs')
          .selectAll()
          .where('id', '=', runId)
          .where('status', '=', 'running')
          .executeTakeFirst();
        if (run === undefined) return false;
        const claimed = await trx
          .updateTable('runs')
          .set({ status })
          .where('id', '=', runId)
          .where('status', '=', 'running')
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) === 0) return false;
        await settle(trx, run, {
          status,
          content: run.text,
          events: null,
          inputTokens: null,
          outputTokens: null,
          now,
        });
        countReply(status);
        return true;
      });
    },

    /** Running replies whose instance has not been heard from since `cutoff` (wall-clock ISO time). */
    staleRuns(cutoff: string): Promise<RunRow[]> {
      return db
        .selectFrom('runs')
        .selectAll()
        .where('status', '=', 'running')
        .where('heartbeat_at', '<', cutoff)
        .execute();
    },
  };
}

export type RunRepo = ReturnType<typeof createRunRepo>;
