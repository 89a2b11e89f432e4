import type {
  ChatLanguage,
  FollowDone,
  ChatDetail,
  ChatMessage,
  ChatSearchQuery,
  ChatSearchResult,
  ChatSummary,
  CreateSessionRequest,
  RegenerateResponse,
  RunRequest,
  RunResponse,
} from '@brief/contract/chats';
import type { MessageSource } from '@brief/contract/knowledge';
import { automaticPromptOf } from '@brief/contract/automatic-prompts';
import type { ModelMessage } from 'ai';
import { chatAgent } from '../agents/chat-agent';
import { relatedPrompt, titlePrompt, versionLine } from '../agents/prompts';
import { LISTED_DOCUMENTS } from '../agents/tools/load-customer-data';
import {
  type ChatModel,
  completeText,
  ModelFailure,
  runTurn,
  type TurnResult,
  type TurnTimeouts,
} from '../agents/runtime';
import type { Clock } from '../clock';
import { AppError, badRequest, conflict, notFound } from '../errors';
import type { FileRow, FilesRepo } from '../files/repo';
import { newId } from '../ids';
import { createCitations } from '../knowledge/citations';
import type { KnowledgeRepo } from '../knowledge/repo';
import type { KnowledgeSearch } from '../knowledge/search';
import type { SearchProvider } from '../search/search-provider';
import type { TeamRow, TeamsRepo } from '../teams/repo';
import type { UserRow } from '../users/repo';
import { chatLanguage } from './language';
import { AttachmentTaken, encodeCursor, type ChatRow, type ChatsRepo, type MessageRow } from './repo';
import { matchSnippet, searchTerms } from './search-repo';
import {
  attachmentsByMessage,
  cleanTitle,
  parseEvents,
  parseNames,
  parseRelated,
  replyState,
  toChatMessage,
  toChatSummary,
  toMessageAttachment,
} from './present';
import type { FollowSink, LiveRun, LiveRuns } from './live-runs';
import type { ChatQueue } from './chat-queue';
import { RunBusy, type RunRow, type RunsRepo } from './runs-repo';

export const NEW_CHAT_TITLE = 'New Chat';
const STOPPED_REPLY = '*Reply stopped.*';
const DEFAULT_TEAM = 'coandco';
/** The most earlier messages a run sends to the model; older ones stay stored but unsent. */
export const HISTORY_LIMIT = 40;

type Deps = {
  chats: ChatsRepo;
  teams: TeamsRepo;
  /** Runs of one chat on this instance wait for each other here (the database queues them across). */
  queue: ChatQueue;
  runs: RunsRepo;
  live: LiveRuns;
  /** This process's id, written on the runs it writes. */
  instanceId: string;
  files: FilesRepo;
  /** The bytes of a stored file (images the model is shown). */
  readFile: (file: FileRow) => Promise<Buffer>;
  /** Removes the bytes of files whose rows a deleted chat took with it. */
  removeFiles: (storageKeys: readonly string[]) => Promise<void>;
  model: ChatModel;
  /** Whether the model is sent the images read_attachment opens. */
  modelAcceptsImages: boolean;
  /** The configured web search; null leaves the model without a web_search tool. */
  search: SearchProvider | null;
  /** Customer knowledge: which documents a customer has, and the search of their passages. */
  knowledge: { repo: KnowledgeRepo; search: KnowledgeSearch };
  clock: Clock;
  timeouts: TurnTimeouts;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
};

/** What a turn stores: the text so far of a stopped reply, or a mark when nothing was written. */
const replyText = (turn: TurnResult) => (turn.text.trim() === '' && turn.stopped ? STOPPED_REPLY : turn.text);
/** A reply that ended as interrupted: its instance stopped (or took too long) before writing its end. */
const interrupted = () =>
  new AppError('upstream', 'The reply was interrupted before it was finished. Please try again.');
const replyStatus = (turn: TurnResult): 'stopped' | 'done' => (turn.stopped ? 'stopped' : 'done');
/** A reply's turn and the passages it cites. */
type WrittenReply = TurnResult & { sources: MessageSource[] };
const storedSources = (reply: WrittenReply) =>
  reply.sources.length === 0 ? null : JSON.stringify(reply.sources);

type ReplyCallbacks = {
  /** The run is accepted: its messages are stored, the model is about to be called. */
  onAccepted?: () => void;
  onDelta?: (text: string) => void;
  onTool?: (name: string, state: 'call' | 'result') => void;
};

/** What the model is sent for one reply: the conversation before it and the files it may open. */
type ReplyPlan = {
  earlier: readonly MessageRow[];
  question: string;
  readable: readonly FileRow[];
  /** The files sent with the question itself. */
  sentIds: ReadonlySet<string>;
  changes: Partial<ChatRow>;
  teamId: string | null;
  /** A regenerated reply's new version number. */
  version?: number;
  /** The chat's language, which the reply is written in. */
  language: ChatLanguage;
};

function describeCause(cause: unknown): Record<string, unknown> | undefined {
  if (!(cause instanceof Error)) return undefined;
  const statusCode = 'statusCode' in cause ? cause.statusCode : undefined;
  return { name: cause.name, message: cause.message.slice(0, 300), statusCode };
}

export function createChatsService(deps: Deps) {
  const { chats, teams, queue, runs, live, files, model, clock, timeouts, log, knowledge } = deps;
  const now = () => clock.now().toISOString();

  const requireChat = async (user: UserRow, chatId: string): Promise<ChatRow> => {
    const chat = await chats.findChat(user.id, chatId);
    if (chat === undefined) throw notFound('Chat not found');
    return chat;
  };

  /** The team a new chat or run uses: the one named, else the default, else the first the user may use. */
  const resolveTeam = async (
    user: UserRow,
    choice: { agentId?: string | undefined; appName?: string | undefined },
  ): Promise<TeamRow | undefined> => {
    const admin = user.is_admin === 1;
    if (choice.agentId !== undefined) {
      const team = await teams.visibleTeam(user.id, admin, choice.agentId);
      if (team === undefined) throw notFound('Team not found');
      return team;
    }
    if (choice.appName !== undefined) {
      const team = await teams.visibleTeamByAppName(user.id, admin, choice.appName);
      if (team === undefined) throw notFound('Team not found');
      return team;
    }
    return (
      (await teams.visibleTeam(user.id, admin, DEFAULT_TEAM)) ?? (await teams.visibleTeams(user.id, admin))[0]
    );
  };

  const toModelFailure = (error: unknown, chatId: string): never => {
    if (error instanceof ModelFailure) {
      // The provider's error carries the whole request (prompt, profile); log what identifies it, not that.
      log.error({ chatId, reason: error.reason, cause: describeCause(error.cause) }, 'language model failed');
      throw new AppError(
        'upstream',
        error.reason === 'timeout'
          ? 'The language model did not answer in time. Please try again.'
          : 'The language model is not available right now. Please try again.',
      );
    }
    throw error;
  };

  /**
   * The files a run sends: the ids asked for or, when an edited message is resent without naming any,
   * the files it had. Each must be the user's, uploaded into this chat and not sent with a message that
   * stays; anything else is refused before the model runs or anything is stored.
   */
  const filesToSend = (
    chatFiles: readonly FileRow[],
    request: RunRequest,
    edited: MessageRow | undefined,
    dropped: ReadonlySet<string>,
  ): FileRow[] => {
    const ids =
      request.attachmentIds ??
      (edited === undefined ? [] : chatFiles.filter((f) => f.message_id === edited.id).map((f) => f.id));
    return [...new Set(ids)].map((id) => {
      const file = chatFiles.find((f) => f.id === id);
      if (file === undefined) throw notFound('File not found in this chat');
      if (file.message_id !== null && !dropped.has(file.message_id))
        throw conflict('The file was already sent with another message');
      return file;
    });
  };

  /**
   * Every check a run makes before the model is called, and what they find: the edited message, the
   * files sent (and those the model may open) and the chat's changes, a new team included. Anything
   * refused (404 for a stranger's message, file or team, 400, 409) is thrown here.
   */
  const planRun = async (user: UserRow, chat: ChatRow, request: RunRequest) => {
    const history = await chats.messages(chat.id);
    let dropFromSeq: number | undefined;
    let edited: MessageRow | undefined;
    if (request.editMessageId !== undefined) {
      edited = history.find((message) => message.id === request.editMessageId);
      if (edited === undefined) throw notFound('Message not found');
      if (edited.role !== 'user') throw badRequest('editMessageId: only your own messages can be edited');
      dropFromSeq = edited.seq;
    }
    const kept = dropFromSeq === undefined ? history : history.filter((message) => message.seq < dropFromSeq);
    const keptIds = new Set(kept.map((message) => message.id));
    const dropped = new Set(history.filter((m) => !keptIds.has(m.id)).map((m) => m.id));
    const chatFiles = await files.listForChat(user.id, chat.id);
    const sent = filesToSend(chatFiles, request, edited, dropped);
    const sentIds = new Set(sent.map((f) => f.id));
    // What the model may open: the files of the messages it is sent, and this message's.
    const readable = chatFiles.filter(
      (f) => sentIds.has(f.id) || (f.message_id !== null && keptIds.has(f.message_id)),
    );

    const changes: Partial<ChatRow> = {};
    if (request.customerName !== undefined) {
      changes.customer_name = request.customerName;
      changes.customer_id = request.customerId ?? null;
    }
    if (request.specialists !== undefined) changes.specialists = JSON.stringify(request.specialists);
    let teamId = chat.agent_id;
    if (request.app_name !== undefined && request.app_name !== chat.app_name) {
      const team = await resolveTeam(user, { appName: request.app_name });
      teamId = team?.id ?? null;
      changes.agent_id = teamId;
      changes.app_name = request.app_name;
    }
    return { kept, dropFromSeq, sentIds, readable, changes, teamId };
  };

  /**
   * Every check a regenerate makes before the model is called: 404 unless the message is one of this
   * chat's, 409 unless it is the chat's last message and a reply to a question. Answers what the model is
   * sent: the conversation up to the question, and the files of its messages.
   */
  const planRegenerate = async (user: UserRow, chat: ChatRow, messageId: string) => {
    const history = await chats.messages(chat.id);
    const reply = history.find((message) => message.id === messageId);
    if (reply === undefined) throw notFound('Message not found');
    if (reply !== history.at(-1) || reply.role !== 'assistant')
      throw conflict('Only the last reply can be regenerated');
    const question = history.at(-2);
    if (question?.role !== 'user') throw conflict('The reply answers no question to ask again');
    const keptIds = new Set(history.slice(0, -1).map((message) => message.id));
    const readable = (await files.listForChat(user.id, chat.id)).filter(
      (f) => f.message_id !== null && keptIds.has(f.message_id),
    );
    const sentIds = new Set(readable.filter((f) => f.message_id === question.id).map((f) => f.id));
    return { reply, question, earlier: history.slice(0, -2), readable, sentIds };
  };

  /**
   * The model's reply to the plan's question: one code path for runs and regenerates, so both get the
   * chat's team, customer, specialists, files, system prompt and tools; a regenerate's version line asks
   * for another version. A failed model throws (502) and leaves nothing to store.
   */
  const writeReply = async (
    user: UserRow,
    chat: ChatRow,
    plan: ReplyPlan,
    stopSignal: AbortSignal,
    callbacks: ReplyCallbacks,
  ): Promise<WrittenReply> => {
    const { earlier, question, readable, sentIds, changes, teamId } = plan;
    const team = teamId === null ? undefined : await teams.visibleTeam(user.id, user.is_admin === 1, teamId);
    const customerName = changes.customer_name ?? chat.customer_name;
    const customer =
      team !== undefined && customerName !== null
        ? await teams.customerByName(team.id, customerName)
        : undefined;
    const chosen = new Set(parseNames(changes.specialists ?? chat.specialists));
    const specialists =
      team === undefined ? [] : (await teams.specialists(team.id)).filter((s) => chosen.has(s.name));

    const citations = createCitations();
    const documentCount = customer === undefined ? 0 : await knowledge.repo.documentCount(customer.id);
    const agent = chatAgent({
      team: team === undefined ? null : { name: team.name, instructions: team.instructions },
      specialists,
      customer: customer ?? null,
      customerDocuments: {
        count: documentCount,
        list: async () =>
          customer === undefined
            ? []
            : (await knowledge.repo.documentList(customer.id, LISTED_DOCUMENTS)).map((d) => ({
                name: d.name,
                type: d.mime,
                searchable: d.status === 'indexed' && d.passages > 0,
              })),
      },
      searchKnowledge: (query, limit) =>
        customer === undefined ? Promise.resolve([]) : knowledge.search.search(customer.id, query, limit),
      citations,
      today: now().slice(0, 10),
      language: plan.language,
      attachments: { files: readable, latest: sentIds },
      readFile: deps.readFile,
      acceptsImages: deps.modelAcceptsImages,
      search: deps.search,
      log,
    });
    const messages: ModelMessage[] = [
      ...earlier
        .slice(-HISTORY_LIMIT)
        .filter((message) => message.role !== 'system' && message.content.trim() !== '')
        .map((message): ModelMessage =>
          message.role === 'assistant'
            ? { role: 'assistant', content: message.content }
            : { role: 'user', content: message.content },
        ),
      { role: 'user', content: question },
    ];
    return runTurn(
      model,
      {
        system: plan.version === undefined ? agent.system : `${agent.system}\n${versionLine(plan.version)}`,
        history: messages,
        tools: agent.tools,
        toolMedia: agent.toolMedia,
        stopSignal,
        onDelta: callbacks.onDelta,
        onTool: callbacks.onTool,
      },
      timeouts,
    )
      .then((turn) => ({ ...turn, sources: citations.cited(replyText(turn)) }))
      .catch((error: unknown) => toModelFailure(error, chat.id));
  };

  /** How long a run waits for the chat's running reply (on another instance) to end before it is refused. */
  const queueWaitMs = timeouts.totalMs + 30_000;

  const newRun = (
    user: UserRow,
    chatId: string,
    kind: RunRow['kind'],
    messageId: string,
    userMessageId: string | null,
  ): RunRow => {
    const wallNow = new Date().toISOString();
    return {
      id: newId(),
      chat_id: chatId,
      user_id: user.id,
      kind,
      message_id: messageId,
      user_message_id: userMessageId,
      status: 'running',
      text: '',
      instance_id: deps.instanceId,
      stop_requested: 0,
      started_at: wallNow,
      heartbeat_at: wallNow,
      ended_at: null,
    };
  };
  const asNewRun = (row: RunRow, now: string) => ({
    id: row.id,
    chatId: row.chat_id,
    userId: row.user_id,
    kind: row.kind,
    messageId: row.message_id,
    userMessageId: row.user_message_id,
    instanceId: row.instance_id,
    now,
    wallNow: row.started_at,
  });

  /** Waits for the chat's running reply to end; refuses the run when it does not in time. */
  const awaitTurn = async (chatId: string, deadline: number) => {
    if (!(await live.waitForIdle(chatId, Math.max(0, deadline - Date.now()))))
      throw conflict('Another reply of this chat is still being written; try again when it ends');
  };

  /**
   * Accepts a run once the chat has no running reply: the checks, then (in one transaction) the user's
   * message, the reply's and the run. Waits, checking again, while another instance's reply runs.
   */
  const acceptRun = async (user: UserRow, chatId: string, request: RunRequest) => {
    const deadline = Date.now() + queueWaitMs;
    for (;;) {
      const chat = await requireChat(user, chatId);
      const { kept, dropFromSeq, sentIds, readable, changes, teamId } = await planRun(user, chat, request);
      // Said by the caller, or recognised by its exact text, so API callers that don't say are treated alike.
      const automatic = request.automatic ?? automaticPromptOf(request.message) ?? null;
      const language = chatLanguage(
        [...kept, { role: 'user', content: request.message, automatic }],
        request.locale,
      );
      // The question is dated when it is accepted (before the model is called), the reply when it ends.
      const askedAt = now();
      const userMessage = { id: newId(), role: 'user' as const, content: request.message, automatic };
      const row = newRun(user, chatId, 'run', newId(), userMessage.id);
      try {
        const attached = await runs.acceptRun(
          asNewRun(row, askedAt),
          {
            user: userMessage,
            reply: { id: row.message_id, role: 'assistant', content: '', status: 'running' },
          },
          { dropFromSeq, chatChanges: changes, fileIds: [...sentIds] },
        );
        const plan: ReplyPlan = {
          earlier: kept,
          question: request.message,
          readable,
          sentIds,
          changes,
          teamId,
          language,
        };
        return { chat, plan, row, userMessage, attached, askedAt };
      } catch (error) {
        if (error instanceof AttachmentTaken)
          throw conflict('A file was sent with another message meanwhile; nothing was stored');
        if (!(error instanceof RunBusy)) throw error;
        await awaitTurn(chatId, deadline);
      }
    }
  };

  /** Accepts a regenerate of the chat's last reply once the chat has no running reply. */
  const acceptRegenerate = async (
    user: UserRow,
    chatId: string,
    messageId: string,
    locale: ChatLanguage | undefined,
  ) => {
    const deadline = Date.now() + queueWaitMs;
    for (;;) {
      const chat = await requireChat(user, chatId);
      const { reply, question, earlier, readable, sentIds } = await planRegenerate(user, chat, messageId);
      const row = newRun(user, chatId, 'regenerate', reply.id, null);
      try {
        await runs.acceptRegenerate(asNewRun(row, now()));
        const plan: ReplyPlan & { version: number } = {
          earlier,
          question: question.content,
          readable,
          sentIds,
          changes: {},
          teamId: chat.agent_id,
          version: reply.version_count + 1,
          language: chatLanguage([...earlier, question], locale),
        };
        return { chat, plan, row };
      } catch (error) {
        if (!(error instanceof RunBusy)) throw error;
        await awaitTurn(chatId, deadline);
      }
    }
  };

  /** The model's pieces go to the live reply (database, followers) and to the caller's stream. */
  const relay = (reply: LiveRun, callbacks: ReplyCallbacks): ReplyCallbacks => ({
    onDelta: (text) => {
      reply.append(text);
      callbacks.onDelta?.(text);
    },
    onTool: (name, state) => {
      reply.tool(name, state);
      callbacks.onTool?.(name, state);
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
    return toModelFailure(error, row.chat_id);
  };

  /** The user's chats with a reply running: a handful at most, from a partial index. */
  const runningChatsOf = async (user: UserRow) =>
    new Set((await runs.runningRunsOfUser(user.id)).map((run) => run.chat_id));

  /** A chat with its messages (the running reply as it stands), its files and whether a reply runs. */
  const detailOf = async (chat: ChatRow): Promise<ChatDetail> => {
    const [messages, chatFiles, run] = await Promise.all([
      chats.messages(chat.id),
      files.listForChat(chat.user_id, chat.id),
      runs.runningRun(chat.id),
    ]);
    const attachments = attachmentsByMessage(chatFiles);
    // The reply being written reads as it stands now (this instance knows it to the word).
    const writing = (message: ChatMessage): ChatMessage =>
      run === undefined || message.id !== run.message_id
        ? message
        : {
            ...message,
            status: 'running',
            content: live.textOf(run.id) ?? run.text,
            text: live.textOf(run.id) ?? run.text,
          };
    return {
      ...toChatSummary(chat, run !== undefined),
      run:
        run === undefined
          ? null
          : {
              id: run.id,
              kind: run.kind,
              messageId: run.message_id,
              userMessageId: run.user_message_id,
              startedAt: run.started_at,
            },
      messages: messages.map((message) => writing(toChatMessage(message, attachments.get(message.id)))),
      events: messages.flatMap((message) => parseEvents(message.events)),
      language: chatLanguage(messages),
    };
  };

  /** What /related and /suggested_title send: the latest messages without the automatic prompts, and the chat's language. */
  const transcriptOf = async (chatId: string) => {
    const messages = await chats.messages(chatId);
    const lines = messages
      .filter((m) => m.automatic === null)
      .slice(-12)
      .map((m) => ({ role: m.role, content: m.content }));
    return { lines, language: chatLanguage(messages) };
  };

  return {
    async createSession(
      user: UserRow,
      request: CreateSessionRequest,
    ): Promise<{ id: string; title: string }> {
      const team = await resolveTeam(user, { agentId: request?.agentId, appName: request?.app_name });
      const createdAt = now();
      const chat: ChatRow = {
        id: newId(),
        user_id: user.id,
        agent_id: team?.id ?? null,
        app_name: team?.app_name ?? request?.app_name ?? 'brief',
        title: NEW_CHAT_TITLE,
        favorite: 0,
        customer_id: request?.customerId ?? null,
        customer_name: request?.customerName ?? null,
        specialists: JSON.stringify(request?.specialists ?? []),
        message_count: 0,
        preview: '',
        last_message: '',
        created_at: createdAt,
        last_update_time: createdAt,
        copied_from_chat_id: null,
      };
      await chats.createChat(chat);
      return { id: chat.id, title: chat.title };
    },

    async list(
      user: UserRow,
      query: {
        limit?: number | undefined;
        before?: string | undefined;
        favorite?: 'true' | 'false' | undefined;
      },
    ): Promise<{ chats: ChatSummary[]; nextCursor: string | null }> {
      const rows = await chats.listChats(user.id, {
        limit: query.limit === undefined ? undefined : query.limit + 1,
        before: query.before,
        favorite: query.favorite === undefined ? undefined : query.favorite === 'true',
      });
      const page = query.limit === undefined ? rows : rows.slice(0, query.limit);
      const last = page.at(-1);
      const more = query.limit !== undefined && rows.length > query.limit;
      const running = await runningChatsOf(user);
      return {
        chats: page.map((chat) => toChatSummary(chat, running.has(chat.id))),
        nextCursor: more && last !== undefined ? encodeCursor(last) : null,
      };
    },

    /** The user's chats whose title or messages hold every word searched, newest first. */
    async search(user: UserRow, query: ChatSearchQuery): Promise<ChatSearchResult[]> {
      const hits = await chats.searchChats(user.id, query.q, query.limit);
      const terms = searchTerms(query.q);
      const running = await runningChatsOf(user);
      return hits.map(({ chat, text }) => ({
        ...toChatSummary(chat, running.has(chat.id)),
        match: matchSnippet(text, terms),
      }));
    },

    async get(user: UserRow, chatId: string): Promise<ChatDetail> {
      return detailOf(await requireChat(user, chatId));
    },

    /** A chat as the API shows it, to its owner or to a reader it is shared with (the caller decides). */
    detailOf: (chat: ChatRow): Promise<ChatDetail> => detailOf(chat),

    /**
     * One turn. The run is accepted once no other reply of the chat runs: the user's message and the
     * reply's (running) are stored then, before the model is called. The reply's text is written as it
     * grows, any instance can follow or stop it, and its end is stored: done, stopped (with what was
     * written), or failed (the message stays, with a failed reply to retry; the caller gets a 502).
     */
    async run(
      user: UserRow,
      chatId: string,
      request: RunRequest,
      callbacks: ReplyCallbacks = {},
    ): Promise<RunResponse> {
      await requireChat(user, chatId);
      return queue.exclusive(chatId, async () => {
        const accepted = await acceptRun(user, chatId, request);
        const { chat, plan, row, userMessage, attached } = accepted;
        const reply = live.begin(row.id);
        callbacks.onAccepted?.();
        try {
          const turn = await writeReply(user, chat, plan, reply.signal, relay(reply, callbacks)).catch(
            (error: unknown) => failRun(row, reply, error),
          );
          const content = replyText(turn);
          const status = replyStatus(turn);
          const storedAt = now();
          const stored = await runs.finish(row, {
            status,
            content,
            events: JSON.stringify(turn.events),
            sources: storedSources(turn),
            inputTokens: turn.usage.inputTokens,
            outputTokens: turn.usage.outputTokens,
            now: storedAt,
          });
          if (!stored) throw interrupted();
          return {
            message: content,
            events: turn.events,
            userMessage: {
              id: userMessage.id,
              role: 'user',
              content: userMessage.content,
              text: userMessage.content,
              timestamp: accepted.askedAt,
              attachments: attached.map(toMessageAttachment),
              ...(userMessage.automatic ? { automatic: userMessage.automatic } : {}),
            },
            assistantMessage: {
              id: row.message_id,
              role: 'assistant',
              content,
              text: content,
              timestamp: storedAt,
              attachments: [],
              ...replyState({ status, version: 1, version_count: 1, sources: storedSources(turn) }),
            },
            stopped: turn.stopped,
          };
        } finally {
          reply.end();
        }
      });
    },

    /**
     * A new version of the chat's last reply, written from the conversation before it and streamed
     * through the callbacks. It queues with the chat's runs and stops like them (a stopped version is
     * kept, marked stopped); the message then shows it, and earlier versions stay stored.
     */
    async regenerate(
      user: UserRow,
      chatId: string,
      messageId: string,
      callbacks: ReplyCallbacks = {},
      locale?: ChatLanguage,
    ): Promise<RegenerateResponse> {
      await planRegenerate(user, await requireChat(user, chatId), messageId);
      return queue.exclusive(chatId, async () => {
        const { chat, plan, row } = await acceptRegenerate(user, chatId, messageId, locale);
        const reply = live.begin(row.id);
        callbacks.onAccepted?.();
        try {
          const turn = await writeReply(user, chat, plan, reply.signal, relay(reply, callbacks)).catch(
            (error: unknown) => failRun(row, reply, error),
          );
          const stored = await runs.finish(row, {
            status: replyStatus(turn),
            content: replyText(turn),
            events: JSON.stringify(turn.events),
            sources: storedSources(turn),
            inputTokens: turn.usage.inputTokens,
            outputTokens: turn.usage.outputTokens,
            now: now(),
          });
          if (!stored) throw interrupted();
          const shown = await chats.findMessage(chat.id, messageId);
          if (shown === undefined || shown.version_count <= plan.version - 1)
            throw conflict('The chat changed meanwhile; the new version was not stored');
          return {
            message: shown.content,
            events: turn.events,
            assistantMessage: toChatMessage(shown),
            stopped: turn.stopped,
          };
        } finally {
          reply.end();
        }
      });
    },

    /** Shows one of a reply's stored versions: the one the chat shows, previews and sends on from now. */
    async selectVersion(
      user: UserRow,
      chatId: string,
      messageId: string,
      version: number,
    ): Promise<ChatMessage> {
      const chat = await requireChat(user, chatId);
      const message = await chats.findMessage(chat.id, messageId);
      if (message === undefined) throw notFound('Message not found');
      const shown =
        message.role === 'assistant' && version <= message.version_count
          ? await chats.selectReplyVersion(chat.id, messageId, version)
          : undefined;
      if (shown === undefined) throw badRequest(`version: the message has no version ${version}`);
      return toChatMessage(shown);
    },

    /** Ends the chat's running reply, on whichever instance writes it; what was written is kept. */
    async stop(user: UserRow, chatId: string): Promise<{ stopped: boolean }> {
      await requireChat(user, chatId);
      const run = await runs.runningRun(chatId);
      if (run === undefined) return { stopped: false };
      await live.stop(run);
      return { stopped: true };
    },

    /** The chat's running reply (the owner's only), or null when none runs. */
    async runningReply(user: UserRow, chatId: string): Promise<RunRow | null> {
      await requireChat(user, chatId);
      return (await runs.runningRun(chatId)) ?? null;
    },

    /**
     * Follows a running reply: its text from character `from` on, each piece once, then its end as
     * stored: the same answer as the run's or the regenerate's own. A failed or interrupted reply
     * throws (502), as a failed run does. Answers null when the caller went away first.
     */
    async follow(
      user: UserRow,
      run: RunRow,
      from: number,
      sink: FollowSink,
      abort: AbortSignal,
    ): Promise<FollowDone | null> {
      let streamed = '';
      await live.follow(
        run.id,
        from,
        {
          onDelta: (text) => {
            streamed += text;
            sink.onDelta(text);
          },
          onTool: sink.onTool,
        },
        abort,
      );
      if (abort.aborted) return null;
      const [ended, message, chatFiles] = await Promise.all([
        runs.findRun(run.id),
        chats.findMessage(run.chat_id, run.message_id),
        files.listForChat(user.id, run.chat_id),
      ]);
      if (ended === undefined || message === undefined) throw notFound('Chat not found');
      if (ended.status === 'failed' || ended.status === 'interrupted' || ended.status === 'running')
        throw ended.status === 'failed'
          ? new AppError('upstream', 'The language model is not available right now. Please try again.')
          : interrupted();
      // Whatever the pieces missed (a stopped reply's mark, the last words) completes the text.
      const content = message.content;
      const prior = content.slice(0, from);
      if (content.startsWith(prior + streamed) && content.length > from + streamed.length)
        sink.onDelta(content.slice(from + streamed.length));
      const attachments = attachmentsByMessage(chatFiles);
      const question =
        run.user_message_id === null ? undefined : await chats.findMessage(run.chat_id, run.user_message_id);
      return {
        message: content,
        events: parseEvents(message.events),
        ...(question === undefined
          ? {}
          : { userMessage: toChatMessage(question, attachments.get(question.id)) }),
        assistantMessage: toChatMessage(message, attachments.get(message.id)),
        stopped: ended.status === 'stopped',
      };
    },

    async saveMessage(
      user: UserRow,
      chatId: string,
      request: {
        message: string;
        role: 'user' | 'assistant' | 'system';
        customerId?: string | undefined;
        customerName?: string | undefined;
      },
    ): Promise<ChatMessage> {
      const chat = await requireChat(user, chatId);
      const automatic = request.role === 'user' ? (automaticPromptOf(request.message) ?? null) : null;
      const message = { id: newId(), role: request.role, content: request.message };
      const storedAt = now();
      const changes: Partial<ChatRow> =
        request.customerName === undefined
          ? {}
          : { customer_name: request.customerName, customer_id: request.customerId ?? null };
      await chats.storeExchange(chat.id, [{ ...message, automatic }], {
        now: storedAt,
        chatChanges: changes,
      });
      return {
        ...message,
        text: message.content,
        timestamp: storedAt,
        attachments: [],
        ...(automatic === null ? {} : { automatic }),
        ...(message.role === 'assistant' ? replyState({ status: 'done', version: 1, version_count: 1 }) : {}),
      };
    },

    async setFavorite(user: UserRow, chatId: string, favorite: boolean) {
      if (!(await chats.updateChat(user.id, chatId, { favorite: favorite ? 1 : 0 })))
        throw notFound('Chat not found');
      return { id: chatId, favorite };
    },

    async rename(user: UserRow, chatId: string, name: string) {
      const title = name.trim();
      if (!(await chats.updateChat(user.id, chatId, { title }))) throw notFound('Chat not found');
      return { id: chatId, name: title, title };
    },

    async remove(user: UserRow, chatId: string) {
      // Its running reply ends first (kept as written, then gone with the chat).
      const run = (await chats.findChat(user.id, chatId)) && (await runs.runningRun(chatId));
      if (run) await live.stop(run);
      const { deleted, storageKeys } = await chats.deleteChat(user.id, chatId);
      if (!deleted) throw notFound('Chat not found');
      await deps.removeFiles(storageKeys);
      return { id: chatId, deleted: true as const };
    },

    async related(user: UserRow, chatId: string): Promise<{ action: string }[]> {
      const chat = await requireChat(user, chatId);
      const transcript = await transcriptOf(chat.id);
      if (transcript.lines.length === 0) return [];
      const prompt = relatedPrompt(transcript.lines, transcript.language);
      const text = await completeText(model, prompt, timeouts.totalMs).catch((error: unknown) =>
        toModelFailure(error, chat.id),
      );
      return parseRelated(text);
    },

    async suggestedTitle(user: UserRow, chatId: string): Promise<{ suggested_title: string }> {
      const chat = await requireChat(user, chatId);
      const transcript = await transcriptOf(chat.id);
      if (transcript.lines.length === 0) throw badRequest('The chat has no messages to name yet');
      const prompt = titlePrompt(transcript.lines, transcript.language);
      const text = await completeText(model, prompt, timeouts.totalMs).catch((error: unknown) =>
        toModelFailure(error, chat.id),
      );
      const title = cleanTitle(text);
      if (title === '') throw new AppError('upstream', 'The language model gave no title. Please try again.');
      return { suggested_title: title };
    },
  };
}

export type ChatsService = ReturnType<typeof createChatsService>;
