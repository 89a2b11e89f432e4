import { automaticPromptOf } from '@brief/contract/automatic-prompts';
import type { RegenerateRequest, RegenerateResponse, RunRequest, RunResponse } from '@brief/contract/chats';
import { parseRuleFindings, storedRuleFindings } from '../brand-rules/stored-findings';
import type { Clock } from '../clock';
import { conflict } from '../errors';
import type { FilesRepo } from '../files/repo';
import { newId } from '../ids';
import { UsageRefused } from '../limits/usage-repo';
import type { UsageLimits } from '../limits/usage-limits';
import type { TeamsRepo } from '../teams/repo';
import type { RunSubjects } from '../budgets/rules';
import type { UserRow } from '../users/repo';
import type { ChatRepo, ChatRow } from './chat-repo';
import { requireChat } from './chat-service';
import { chatLanguage } from './language';
import type { LiveRun, LiveRuns } from './live-runs';
import { AttachmentTaken, BranchGone, type MessageRepo } from './message-repo';
import { describeCause, interrupted, toModelFailure, type ChatLog } from './model-failure';
import { replyState, toChatMessage, toMessageAttachment } from './present';
import { RunBusy, type RunRepo, type RunRow } from './run-repo';
import type { ReplyCallbacks, ReplyPlan, ReplyWriter, WrittenReply } from './turn-reply';
import { asNewRun, createTurnPlanner, newRunRow } from './turn-plan';
import { storedToolCalls } from './stored-tool-calls';
import { turnSubjects } from './turn-subjects';
import { replyStatus, replyText } from './turn-rules';
import { nextVersion } from './version-rules';

type Deps = {
  chats: ChatRepo;
  messages: MessageRepo;
  runs: RunRepo;
  live: LiveRuns;
  /** Says a run refused for the user's runs per minute as a 429. */
  limits: Pick<UsageLimits, 'refusal'>;
  /** Refuses a run (402) when a monthly budget it counts against is spent. */
  budgets: { checkRun(subjects: RunSubjects): Promise<void> };
  files: FilesRepo;
  teams: TeamsRepo;
  writeReply: ReplyWriter;
  /** This process's id, written on the runs it writes. */
  instanceId: string;
  clock: Clock;
  log: ChatLog;
};

/** The 409 of a run, regenerate or edit of a chat whose reply is being written, on any instance. */
export const REPLY_RUNNING =
  'A reply is already being written in this chat. Wait for it to finish or stop it.';

/** A turn once accepted: its run stored, and what the model is sent. */
type Accepted = { chat: ChatRow; plan: ReplyPlan; row: RunRow };

const storedSources = (reply: WrittenReply) =>
  reply.sources.length === 0 ? null : JSON.stringify(reply.sources);

/**
 * A turn of a chat, one skeleton for a run (a new message and its reply) and a regenerate (a new
 * version of the last reply): plan (every check, before anything is stored) → accept (stored, when no
 * reply of the chat runs anywhere and the user has runs left this minute) → write the reply (live:
 * followed and stopped from any instance) → store how it ended. Only what is planned and answered differs.
 */
export function createTurnService(deps: Deps) {
  const { chats, messages, runs, live, clock, log } = deps;
  const planner = createTurnPlanner(deps);
  const now = () => clock.now().toISOString();

  /**
   * Accepts a turn, or refuses it as the database decided: 409 while a reply of the chat runs (one at a
   * time per chat, whichever instance it came to), 429 when the user's runs per minute are used up.
   */
  const acceptNow = async <A>(accept: () => Promise<A>): Promise<A> => {
    try {
      return await accept();
    } catch (error) {
      if (error instanceof RunBusy) throw conflict(REPLY_RUNNING, { reason: 'reply_running' });
      if (error instanceof UsageRefused) throw deps.limits.refusal(error);
      throw error;
    }
  };

  /**
   * Refuses a turn with 402 when a monthly budget of its customer, its team or its person has spent its
   * amount this month (read from the database, so every instance agrees), before anything is stored: a
   * run that starts under a budget finishes, the next one is refused. The customer and team are those
   * the reply will be about and charged to (turn-subjects.ts).
   */
  const withinBudgets = async (user: UserRow, about: Parameters<typeof turnSubjects>[2]) => {
    const { team, customer } = await turnSubjects(deps.teams, user, about);
    await deps.budgets.checkRun({
      customerId: customer?.id ?? null,
      teamId: team?.id ?? null,
      userId: user.id,
    });
  };

  /**
   * The model's pieces go to the live reply (database, followers) and to the caller's stream; after a
   * shutdown froze the reply, to neither, so the caller was sent what is stored.
   */
  const relay = (reply: LiveRun, callbacks: ReplyCallbacks): ReplyCallbacks => ({
    onDelta: (text) => {
      if (reply.append(text)) callbacks.onDelta?.(text);
    },
    onTool: (step) => {
      reply.tool(step);
      callbacks.onTool?.(step);
    },
  });

  /** A reply the model failed: what it wrote is stored, marked failed; the caller gets the error. */
  const failRun = async (row: RunRow, reply: LiveRun, error: unknown): Promise<never> => {
    await runs
      .finish(row, {
        status: 'failed',
        content: reply.text,
        events: null,
        inputTokens: null,
        outputTokens: null,
        now: now(),
      })
      .catch((storeError: unknown) =>
        log.error({ chatId: row.chat_id, cause: describeCause(storeError) }, 'storing a failed reply failed'),
      );
    return toModelFailure(log, error, row.chat_id);
  };

  /**
   * The skeleton: accepts, writes the reply as a live run, stores its end (done, stopped with what was
   * written, or failed: the caller gets a 502), and answers what `answer` makes of it.
   */
  const takeTurn = async <A extends Accepted, R>(
    user: UserRow,
    accept: () => Promise<A>,
    answer: (accepted: A, turn: WrittenReply, storedAt: string) => Promise<R> | R,
    callbacks: ReplyCallbacks,
  ): Promise<R> => {
    const accepted = await acceptNow(accept);
    const { chat, plan, row } = accepted;
    const reply = live.begin(row.id);
    callbacks.onAccepted?.();
    try {
      const turn = await deps
        .writeReply(user, chat, plan, { id: row.id, stopSignal: reply.signal }, relay(reply, callbacks))
        .catch((error: unknown) => failRun(row, reply, error));
      const storedAt = now();
      const stored = await runs.finish(row, {
        status: replyStatus(turn),
        content: replyText(turn),
        events: JSON.stringify(turn.events),
        sources: storedSources(turn),
        ruleFindings: storedRuleFindings(turn.ruleFindings),
        toolCalls: storedToolCalls(turn.toolCalls),
        inputTokens: turn.usage.inputTokens,
        outputTokens: turn.usage.outputTokens,
        now: storedAt,
      });
      if (!stored) throw interrupted();
      return await answer(accepted, turn, storedAt);
    } finally {
      reply.end();
    }
  };

  return {
    /**
     * One turn: the user's message and its reply. The run is accepted when no other reply of the chat
     * runs: the user's message and the reply's (running) are stored then, before the model is called.
     */
    async run(
      user: UserRow,
      chatId: string,
      request: RunRequest,
      callbacks: ReplyCallbacks = {},
    ): Promise<RunResponse> {
      const accept = async () => {
        const chat = await requireChat(chats, user, chatId);
        const { kept, replaces, sentIds, readable, changes, teamId } = await planner.planRun(
          user,
          chat,
          request,
        );
        // The budgets of the customer and team the run is about, when it changes them.
        await withinBudgets(user, { teamId, customerName: changes.customer_name ?? chat.customer_name });
        // Said by the caller, or recognised by its exact text, so API callers that don't say are treated alike.
        const automatic = request.automatic ?? automaticPromptOf(request.message) ?? null;
        const language = chatLanguage(
          [...kept, { role: 'user', content: request.message, automatic }],
          request.locale ?? chat.language ?? undefined,
        );
        // The question is dated when it is accepted (before the model is called), the reply when it ends.
        const askedAt = now();
        const userMessage = { id: newId(), role: 'user' as const, content: request.message, automatic };
        const row = newRunRow({
          chat_id: chatId,
          user_id: user.id,
          kind: 'run',
          message_id: newId(),
          user_message_id: userMessage.id,
          instance_id: deps.instanceId,
        });
        const stored = await runs
          .acceptRun(
            asNewRun(row, askedAt),
            {
              user: userMessage,
              reply: { id: row.message_id, role: 'assistant', content: '', status: 'running' },
            },
            // The chat keeps the language this reply is written in, for its follow-ups and title.
            { replaces, chatChanges: { ...changes, language }, fileIds: [...sentIds] },
          )
          .catch((error: unknown) => {
            if (error instanceof AttachmentTaken)
              throw conflict('A file was sent with another message meanwhile; nothing was stored', {
                reason: 'file_already_sent',
              });
            if (error instanceof BranchGone)
              throw conflict('The chat changed meanwhile (another version is shown); nothing was stored', {
                reason: 'chat_changed',
              });
            throw error;
          });
        const plan: ReplyPlan = {
          earlier: kept,
          question: request.message,
          readable,
          sentIds,
          changes,
          teamId,
          language,
        };
        return { chat, plan, row, userMessage, stored, askedAt };
      };
      return takeTurn(
        user,
        accept,
        ({ row, userMessage, stored, askedAt }, turn, storedAt) => {
          const content = replyText(turn);
          return {
            message: content,
            events: turn.events,
            userMessage: {
              id: userMessage.id,
              role: 'user',
              content: userMessage.content,
              text: userMessage.content,
              timestamp: askedAt,
              attachments: stored.attached.map(toMessageAttachment),
              ...(userMessage.automatic ? { automatic: userMessage.automatic } : {}),
              // An edit is the message's newest version.
              version: stored.version,
              versionCount: stored.version,
            },
            assistantMessage: {
              id: row.message_id,
              role: 'assistant',
              content,
              text: content,
              timestamp: storedAt,
              attachments: [],
              ...replyState({
                status: replyStatus(turn),
                version: 1,
                version_count: 1,
                sources: storedSources(turn),
                rule_findings: storedRuleFindings(turn.ruleFindings),
                tool_calls: storedToolCalls(turn.toolCalls),
              }),
            },
            stopped: turn.stopped,
          };
        },
        callbacks,
      );
    },

    /**
     * A new version of the chat's last reply, written from the conversation before it. It is refused
     * like a run while a reply of the chat runs, counts as a run, and stops like one (a stopped version is kept, marked stopped); the message then
     * shows it, and earlier versions stay stored.
     */
    async regenerate(
      user: UserRow,
      chatId: string,
      messageId: string,
      callbacks: ReplyCallbacks = {},
      options: NonNullable<RegenerateRequest> = {},
    ): Promise<RegenerateResponse> {
      const accept = async () => {
        const chat = await requireChat(chats, user, chatId);
        const { reply, question, earlier, readable, sentIds } = await planner.planRegenerate(
          user,
          chat,
          messageId,
        );
        await withinBudgets(user, { teamId: chat.agent_id, customerName: chat.customer_name });
        const row = newRunRow({
          chat_id: chatId,
          user_id: user.id,
          kind: 'regenerate',
          message_id: reply.id,
          user_message_id: null,
          instance_id: deps.instanceId,
        });
        await runs.acceptRegenerate(asNewRun(row, now()));
        const plan: ReplyPlan & { version: number } = {
          earlier,
          question: question.content,
          readable,
          sentIds,
          changes: {},
          teamId: chat.agent_id,
          version: nextVersion(reply),
          language: chatLanguage([...earlier, question], options.locale ?? chat.language ?? undefined),
          // "Rewrite without them": the model is told the forbidden terms the reply shown used.
          ...(options.withoutFindings === true
            ? { rewriteWithout: parseRuleFindings(reply.rule_findings) }
            : {}),
        };
        return { chat, plan, row };
      };
      return takeTurn(
        user,
        accept,
        async ({ chat, plan }, turn) => {
          const shown = await messages.findMessage(chat.id, messageId);
          if (shown === undefined || shown.version_count <= plan.version - 1)
            throw conflict('The chat changed meanwhile; the new version was not stored', {
              reason: 'chat_changed',
            });
          return {
            message: shown.content,
            events: turn.events,
            assistantMessage: toChatMessage(shown),
            stopped: turn.stopped,
          };
        },
        callbacks,
      );
    },
  };
}

export type TurnService = ReturnType<typeof createTurnService>;
