import type { ChatDetail, ChatMessage, ChatSummary, CreateChatRequest } from '@brief/contract/chats';
import type { Clock } from '../clock';
import { chatCustomer } from '../customers/page-filter';
import { notFound } from '../errors';
import type { FilesRepo } from '../files/repo';
import { newId } from '../ids';
import type { TeamsRepo } from '../teams/repo';
import type { UserRow } from '../users/repo';
import { encodeCursor, type ChatRepo, type ChatRow } from './chat-repo';
import { chatLanguage } from './language';
import type { LiveRuns } from './live-runs';
import type { MessageRepo } from './message-repo';
import { attachmentsByMessage, parseEvents, toChatMessage, toChatSummary } from './present';
import type { RunRepo } from './run-repo';
import { chooseTeam } from './team-choice';

/** A new chat's stored title; "Untitled Chat" is only what the web app shows for an empty one. */
export const NEW_CHAT_TITLE = 'New Chat';

/** The user's own chat (404 for anyone else's, or none). */
export async function requireChat(
  chats: Pick<ChatRepo, 'findChat'>,
  user: UserRow,
  chatId: string,
): Promise<ChatRow> {
  const chat = await chats.findChat(user.id, chatId);
  if (chat === undefined) throw notFound('Chat not found');
  return chat;
}

type Deps = {
  chats: ChatRepo;
  messages: MessageRepo;
  runs: RunRepo;
  live: LiveRuns;
  files: FilesRepo;
  teams: TeamsRepo;
  /** Removes the bytes of files whose rows a deleted chat took with it. */
  removeFiles: (storageKeys: readonly string[]) => Promise<void>;
  clock: Clock;
};

/** Chats themselves: start one, list, read, favourite, rename, delete. */
export function createChatService(deps: Deps) {
  const { chats, messages, runs, live, files } = deps;

  /** A chat with its messages (the running reply as it stands), its files and whether a reply runs. */
  const detailOf = async (chat: ChatRow): Promise<ChatDetail> => {
    const [rows, chatFiles, run] = await Promise.all([
      messages.messages(chat.id),
      files.listForChat(chat.user_id, chat.id),
      runs.runningRun(chat.id),
    ]);
    const attachments = attachmentsByMessage(chatFiles);
    // The reply being written reads as it stands now (this instance knows it to the word).
    const writing = (message: ChatMessage): ChatMessage => {
      if (run === undefined || message.id !== run.message_id) return message;
      const text = live.textOf(run.id) ?? run.text;
      return { ...message, status: 'running', content: text, text };
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
      messages: rows.map((message) => writing(toChatMessage(message, attachments.get(message.id)))),
      events: rows.flatMap((message) => parseEvents(message.events)),
      language: chatLanguage(rows, chat.language ?? undefined),
    };
  };

  /**
   * Deletes an owner's chat with everything of it: messages, versions and branches, shares and search
   * rows go with its row; its files' bytes leave the store after. The chat DELETE, retention and a
   * person's deletion all go through here. False when the owner has no such chat.
   */
  const removeChat = async (ownerId: string, chatId: string): Promise<boolean> => {
    // Its running reply ends first (kept as written, then gone with the chat).
    const run = (await chats.findChat(ownerId, chatId)) && (await runs.runningRun(chatId));
    if (run) await live.stop(run);
    const { deleted, storageKeys } = await chats.deleteChat(ownerId, chatId);
    await deps.removeFiles(storageKeys);
    return deleted;
  };

  return {
    removeChat,

    async createChat(user: UserRow, request: CreateChatRequest): Promise<{ id: string; title: string }> {
      const team = await chooseTeam(deps.teams, user, {
        agentId: request?.agentId,
        appName: request?.app_name,
      });
      const createdAt = deps.clock.now().toISOString();
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
        language: null,
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
        customerId?: string | undefined;
      },
    ): Promise<{ chats: ChatSummary[]; nextCursor: string | null }> {
      const rows = await chats.listChats(user.id, {
        limit: query.limit === undefined ? undefined : query.limit + 1,
        before: query.before,
        favorite: query.favorite === undefined ? undefined : query.favorite === 'true',
        customer:
          query.customerId === undefined ? undefined : await chatCustomer(deps.teams, user, query.customerId),
      });
      const page = query.limit === undefined ? rows : rows.slice(0, query.limit);
      const last = page.at(-1);
      const more = query.limit !== undefined && rows.length > query.limit;
      const running = await runs.runningChatsOfUser(user.id);
      return {
        chats: page.map((chat) => toChatSummary(chat, running.has(chat.id))),
        nextCursor: more && last !== undefined ? encodeCursor(last) : null,
      };
    },

    async get(user: UserRow, chatId: string): Promise<ChatDetail> {
      return detailOf(await requireChat(chats, user, chatId));
    },

    /** A chat as the API shows it, to its owner or to a reader it is shared with (the caller decides). */
    detailOf,

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
      if (!(await removeChat(user.id, chatId))) throw notFound('Chat not found');
      return { id: chatId, deleted: true as const };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
