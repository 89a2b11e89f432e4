import type {
  AutomaticPrompt,
  ChatLanguage,
  ChatDetail,
  ChatMessage,
  ChatSearchQuery,
  ChatSearchResult,
  ChatSummary,
  CreateSessionRequest,
  RegenerateResponse,
  ReplyStatus,
  RunRequest,
  RunResponse,
} from '@brief/contract/chats';
import { automaticPromptOf } from '@brief/contract/automatic-prompts';
import type { LanguageModel, ModelMessage } from 'ai';
import { chatAgent } from '../agents/chat-agent';
import { relatedPrompt, titlePrompt, versionLine } from '../agents/prompts';
import { completeText, ModelFailure, runTurn, type TurnResult, type TurnTimeouts } from '../agents/runtime';
import type { Clock } from '../clock';
import { AppError, badRequest, conflict, notFound } from '../errors';
import type { FileRow, FilesRepo } from '../files/repo';
import { newId } from '../ids';
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
import type { RunRegistry } from './run-registry';

export const NEW_CHAT_TITLE = 'New Chat';
const STOPPED_REPLY = '*Reply stopped.*';
const DEFAULT_TEAM = 'coandco';
/** The most earlier messages a run sends to the model; older ones stay stored but unsent. */
export const HISTORY_LIMIT = 40;

type Deps = {
  chats: ChatsRepo;
  teams: TeamsRepo;
  runs: RunRegistry;
  files: FilesRepo;
  /** The bytes of a stored file (images the model is shown). */
  readFile: (file: FileRow) => Promise<Buffer>;
  /** Removes the bytes of files whose rows a deleted chat took with it. */
  removeFiles: (storageKeys: readonly string[]) => Promise<void>;
  model: LanguageModel;
  /** Whether the model is sent the images read_attachment opens. */
  modelAcceptsImages: boolean;
  /** The configured web search; null leaves the model without a web_search tool. */
  search: SearchProvider | null;
  clock: Clock;
  timeouts: TurnTimeouts;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
};

/** What a turn stores: the text so far of a stopped reply, or a mark when nothing was written. */
const replyText = (turn: TurnResult) => (turn.text.trim() === '' && turn.stopped ? STOPPED_REPLY : turn.text);
const replyStatus = (turn: TurnResult): ReplyStatus => (turn.stopped ? 'stopped' : 'done');

type ReplyCallbacks = {
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
  const { chats, teams, runs, files, model, clock, timeouts, log } = deps;
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
  ): Promise<TurnResult> => {
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

    const agent = chatAgent({
      team: team === undefined ? null : { name: team.name, instructions: team.instructions },
      specialists,
      customer: customer ?? null,
      customerDocuments: () =>
        customer === undefined ? Promise.resolve([]) : teams.customerDocuments(customer.id),
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
    ).catch((error: unknown) => toModelFailure(error, chat.id));
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
    /**
     * Throws what `run` would refuse the request with before calling the model, so that a streamed run
     * is refused with a plain answer before its stream opens. (The run checks again once it is its turn.)
     */
    async checkRun(user: UserRow, chatId: string, request: RunRequest): Promise<void> {
      await planRun(user, await requireChat(user, chatId), request);
    },

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
      return {
        chats: page.map(toChatSummary),
        nextCursor: more && last !== undefined ? encodeCursor(last) : null,
      };
    },

    /** The user's chats whose title or messages hold every word searched, best match first. */
    async search(user: UserRow, query: ChatSearchQuery): Promise<ChatSearchResult[]> {
      const hits = await chats.searchChats(user.id, query.q, query.limit);
      const terms = searchTerms(query.q);
      return hits.map(({ chat, text }) => ({ ...toChatSummary(chat), match: matchSnippet(text, terms) }));
    },

    async get(user: UserRow, chatId: string): Promise<ChatDetail> {
      const chat = await requireChat(user, chatId);
      const [messages, chatFiles] = await Promise.all([
        chats.messages(chat.id),
        files.listForChat(user.id, chat.id),
      ]);
      const attachments = attachmentsByMessage(chatFiles);
      return {
        ...toChatSummary(chat),
        messages: messages.map((message) => toChatMessage(message, attachments.get(message.id))),
        events: messages.flatMap((message) => parseEvents(message.events)),
        language: chatLanguage(messages),
      };
    },

    /**
     * One turn: the user's message, the model's reply (streamed through the callbacks), both stored in
     * one transaction. Runs of one chat queue behind each other; a stop keeps what was written.
     */
    async run(
      user: UserRow,
      chatId: string,
      request: RunRequest,
      callbacks: ReplyCallbacks = {},
    ): Promise<RunResponse> {
      await requireChat(user, chatId);
      return runs.exclusive(chatId, user.id, async (stopSignal) => {
        const chat = await requireChat(user, chatId);
        const { kept, dropFromSeq, sentIds, readable, changes, teamId } = await planRun(user, chat, request);
        // Said by the caller, or recognised by its exact text, so API callers that don't say are treated alike.
        const automatic = request.automatic ?? automaticPromptOf(request.message) ?? null;
        const language = chatLanguage(
          [...kept, { role: 'user', content: request.message, automatic }],
          request.locale,
        );
        // The question is dated when its turn comes (before the model is called), the reply when it ends.
        const askedAt = now();
        const turn = await writeReply(
          user,
          chat,
          { earlier: kept, question: request.message, readable, sentIds, changes, teamId, language },
          stopSignal,
          callbacks,
        );

        const reply = replyText(turn);
        const status = replyStatus(turn);
        const userMessage = {
          id: newId(),
          role: 'user' as const,
          content: request.message,
          createdAt: askedAt,
          automatic,
        };
        const assistantMessage = {
          id: newId(),
          role: 'assistant' as const,
          content: reply,
          events: JSON.stringify(turn.events),
          inputTokens: turn.usage.inputTokens,
          outputTokens: turn.usage.outputTokens,
          status,
        };
        const storedAt = now();
        const attached = await chats
          .storeExchange(chat.id, [userMessage, assistantMessage], {
            now: storedAt,
            dropFromSeq,
            chatChanges: changes,
            attach: { userId: user.id, messageId: userMessage.id, fileIds: [...sentIds] },
          })
          .catch((error: unknown) => {
            if (error instanceof AttachmentTaken)
              throw conflict('A file was sent with another message meanwhile; nothing was stored');
            throw error;
          });
        const stamp = (
          message: {
            id: string;
            role: 'user' | 'assistant';
            content: string;
            automatic?: AutomaticPrompt | null;
          },
          timestamp: string,
          attachments: FileRow[] = [],
        ): ChatMessage => ({
          id: message.id,
          role: message.role,
          content: message.content,
          text: message.content,
          timestamp,
          attachments: attachments.map(toMessageAttachment),
          ...(message.automatic ? { automatic: message.automatic } : {}),
        });
        return {
          message: reply,
          events: turn.events,
          userMessage: stamp(userMessage, askedAt, attached),
          assistantMessage: {
            ...stamp(assistantMessage, storedAt),
            ...replyState({ status, version: 1, version_count: 1 }),
          },
          stopped: turn.stopped,
        };
      });
    },

    /** Throws what `regenerate` would refuse before calling the model, so its stream is refused plainly. */
    async checkRegenerate(user: UserRow, chatId: string, messageId: string): Promise<void> {
      await planRegenerate(user, await requireChat(user, chatId), messageId);
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
      return runs.exclusive(chatId, user.id, async (stopSignal) => {
        const chat = await requireChat(user, chatId);
        const { reply, question, earlier, readable, sentIds } = await planRegenerate(user, chat, messageId);
        const turn = await writeReply(
          user,
          chat,
          {
            earlier,
            question: question.content,
            readable,
            sentIds,
            changes: {},
            teamId: chat.agent_id,
            version: reply.version_count + 1,
            language: chatLanguage([...earlier, question], locale),
          },
          stopSignal,
          callbacks,
        );
        const shown = await chats.storeReplyVersion(
          chat.id,
          reply.id,
          {
            content: replyText(turn),
            events: JSON.stringify(turn.events),
            status: replyStatus(turn),
            inputTokens: turn.usage.inputTokens,
            outputTokens: turn.usage.outputTokens,
          },
          now(),
        );
        if (shown === undefined) throw conflict('The chat changed meanwhile; the new version was not stored');
        return {
          message: shown.content,
          events: turn.events,
          assistantMessage: toChatMessage(shown),
          stopped: turn.stopped,
        };
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

    async stop(user: UserRow, chatId: string): Promise<{ stopped: boolean }> {
      await requireChat(user, chatId);
      return { stopped: runs.stop(chatId) };
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
