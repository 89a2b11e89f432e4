import type { ChatDetail } from '@brief/contract/chats';
import type {
  ChatShare,
  CreateSharesRequest,
  SharedChatDetail,
  SharedChatSummary,
} from '@brief/contract/shares';
import type { AuditService } from '../admin/audit';
import type { ChatAccess, ReadableChat } from '../chats/access-repo';
import { decodeCursor, encodeCursor, type ChatRow } from '../chats/chat-repo';
import type { NewMessage } from '../chats/message-repo';
import { toChatSummary } from '../chats/present';
import { storedToolCalls } from '../chats/stored-tool-calls';
import type { Clock } from '../clock';
import { chatCustomer } from '../customers/page-filter';
import { badRequest, notFound } from '../errors';
import type { FileRow, FilesRepo } from '../files/repo';
import type { FileStorage } from '../files/storage';
import { newId } from '../ids';
import type { TeamsRepo } from '../teams/repo';
import type { UserRow } from '../users/repo';
import { readerMessage } from './reader-view';
import type { ShareListing, SharesRepo } from './repo';

type Deps = {
  shares: SharesRepo;
  access: ChatAccess;
  teams: TeamsRepo;
  files: FilesRepo;
  storage: FileStorage;
  audit: AuditService;
  clock: Clock;
  /** How the chat page shows a chat (messages, the running reply), reused for its readers. */
  detailOf: (chat: ChatRow) => Promise<ChatDetail>;
};

const toShare = (row: ShareListing): ChatShare => ({
  id: row.id,
  kind: row.kind,
  ...(row.kind === 'user'
    ? { email: row.email ?? '', name: row.user_name ?? '' }
    : { teamId: row.team_id ?? '', teamName: row.team_name ?? '' }),
  createdAt: row.created_at,
});

/**
 * The refusal for e-mails that are not an active colleague's: one answer whether the account does not
 * exist or is disabled, so sharing never tells who has an account.
 */
export const notShareable = (emails: readonly string[]) =>
  badRequest(
    `emails: you cannot share with ${emails.join(', ')}. Only colleagues with an active account can read a shared chat.`,
    { reason: 'share_not_colleague', field: 'emails', values: { emails: emails.join(', ') } },
  );

/**
 * Sharing a chat inside the company, read-only: with named colleagues or everyone who has one of the
 * owner's teams. Only the owner shares, lists and revokes; readers read (live), export and continue it as
 * their own copy. Access is decided in SQL on every call, so a revoke, a lost team or a disabled account
 * applies at once. Every share, revoke and copy is in the audit log.
 */
export function createSharesService(deps: Deps) {
  const { shares, access, teams, files, storage, audit, clock } = deps;
  const now = () => clock.now().toISOString();
  const actor = (user: UserRow) => ({ id: user.id, email: user.email });

  const ownChat = async (user: UserRow, chatId: string): Promise<ReadableChat> => {
    const readable = await access.readable(user.id, chatId, 'own');
    if (readable === undefined) throw notFound('Chat not found');
    return readable;
  };
  const sharedChat = async (user: UserRow, chatId: string): Promise<ReadableChat> => {
    const readable = await access.readable(user.id, chatId, 'shared');
    if (readable === undefined) throw notFound('Chat not found');
    return readable;
  };

  /** The owner's file addresses, as addresses under the reader's own path for this shared chat. */
  const readerAddresses = (text: string, owner: string, reader: string, chatId: string) =>
    text.replaceAll(
      `/api/users/${encodeURIComponent(owner)}/files/`,
      `/api/users/${encodeURIComponent(reader)}/shared-chats/${encodeURIComponent(chatId)}/files/`,
    );

  return {
    async share(user: UserRow, chatId: string, request: CreateSharesRequest): Promise<ChatShare[]> {
      const { chat } = await ownChat(user, chatId);
      const emails = [...new Set(request.emails ?? [])];
      if (emails.includes(user.email.toLowerCase()))
        throw badRequest(`emails: ${user.email} is your own e-mail; share with colleagues`, {
          reason: 'share_own_email',
          field: 'emails',
        });
      const colleagues = await shares.activeUsersByEmail(emails);
      const refused = emails.filter((email) => !colleagues.some((colleague) => colleague.email === email));
      if (refused.length > 0) throw notShareable(refused);
      let team: { id: string; name: string } | undefined;
      if (request.teamId !== undefined) {
        team = await teams.visibleTeam(user.id, user.is_admin === 1, request.teamId);
        if (team === undefined)
          throw badRequest(`teamId: you do not have the team ${request.teamId}`, {
            reason: 'share_unknown_team',
            field: 'teamId',
          });
      }
      const createdAt = now();
      const rows = [
        ...colleagues.map((colleague) => ({
          id: newId(),
          chat_id: chat.id,
          kind: 'user' as const,
          user_id: colleague.id,
          team_id: null,
          created_by: user.id,
          created_at: createdAt,
        })),
        ...(team === undefined
          ? []
          : [
              {
                id: newId(),
                chat_id: chat.id,
                kind: 'team' as const,
                user_id: null,
                team_id: team.id,
                created_by: user.id,
                created_at: createdAt,
              },
            ]),
      ];
      await shares.add(rows, [
        audit.entry({
          action: 'chat.shared',
          actor: actor(user),
          target: { type: 'chat', id: chat.id },
          detail: { title: chat.title, emails, ...(team === undefined ? {} : { teamId: team.id }) },
        }),
      ]);
      // The shares named now, as stored (one made earlier for the same colleague or team stays).
      const listed = await shares.list(chat.id);
      return listed
        .filter((row) =>
          row.kind === 'user'
            ? colleagues.some((colleague) => colleague.id === row.user_id)
            : row.team_id === team?.id,
        )
        .map(toShare);
    },

    async list(user: UserRow, chatId: string): Promise<ChatShare[]> {
      const { chat } = await ownChat(user, chatId);
      return (await shares.list(chat.id)).map(toShare);
    },

    async revoke(user: UserRow, chatId: string, shareId: string): Promise<{ id: string; deleted: true }> {
      const { chat } = await ownChat(user, chatId);
      const removed = await shares.remove(
        chat.id,
        shareId,
        audit.entry({
          action: 'chat.share_revoked',
          actor: actor(user),
          target: { type: 'chat', id: chat.id },
          detail: { title: chat.title, shareId },
        }),
      );
      if (!removed) throw notFound('Share not found');
      return { id: shareId, deleted: true };
    },

    async sharedChats(
      user: UserRow,
      query: { limit?: number | undefined; before?: string | undefined; customerId?: string | undefined },
    ): Promise<{ chats: SharedChatSummary[]; nextCursor: string | null }> {
      const rows = await shares.sharedChats(user.id, {
        limit: query.limit === undefined ? undefined : query.limit + 1,
        before: query.before === undefined ? null : decodeCursor(query.before),
        customer:
          query.customerId === undefined ? undefined : await chatCustomer(deps.teams, user, query.customerId),
      });
      const page = query.limit === undefined ? rows : rows.slice(0, query.limit);
      const last = page.at(-1);
      const more = query.limit !== undefined && rows.length > query.limit;
      return {
        chats: page.map((row) => ({ ...toChatSummary(row), owner: row.owner })),
        nextCursor: more && last !== undefined ? encodeCursor(last) : null,
      };
    },

    /** The chat as its owner has it now, for a reader; file addresses lead through the share. */
    async sharedChat(user: UserRow, chatId: string): Promise<SharedChatDetail> {
      const { chat, owner } = await sharedChat(user, chatId);
      const detail = await deps.detailOf(chat);
      const moved = (text: string) => readerAddresses(text, owner.id, user.id, chat.id);
      return {
        ...detail,
        owner,
        messages: detail.messages.map(readerMessage).map((message) => ({
          ...message,
          content: moved(message.content),
          text: moved(message.text),
          attachments: message.attachments.map((file) => ({ ...file, url: moved(file.url) })),
        })),
      };
    },

    /**
     * A file of a chat shared with the user (an attachment or a reply's image): only one a message the
     * chat shows was sent with. The owner's other files (uploaded into the chat and never sent, or left
     * with a branch not shown, or of another chat) are 404, like a file that does not exist.
     */
    async sharedFile(
      user: UserRow,
      chatId: string,
      fileId: string,
    ): Promise<{ file: FileRow; body: Buffer }> {
      const { chat } = await sharedChat(user, chatId);
      const file = await files.find(chat.user_id, fileId);
      if (file === undefined || file.chat_id !== chat.id || file.message_id === null)
        throw notFound('File not found');
      try {
        return { file, body: await storage.get(file.storage_key) };
      } catch {
        throw notFound('File not found');
      }
    },

    /**
     * 'Continue as my copy': a new chat of the reader's with the messages so far (of the branch shown; a
     * reply still being written is left out), the team, customer and specialists, its files copied,
     * marked as copied from the original. The original is never written to.
     */
    async copy(user: UserRow, chatId: string): Promise<{ id: string }> {
      const { chat } = await sharedChat(user, chatId);
      // The copy holds what the reader was shown, no more.
      const detail = await deps.detailOf(chat);
      const shown = detail.messages.map(readerMessage);
      const sourceFiles = await files.listForChat(chat.user_id, chat.id);
      const createdAt = now();
      const copy: ChatRow = {
        ...chat,
        id: newId(),
        user_id: user.id,
        favorite: 0,
        message_count: 0,
        preview: '',
        last_message: '',
        created_at: createdAt,
        last_update_time: createdAt,
        copied_from_chat_id: chat.id,
      };
      const messageIds = new Map<string, string>();
      const messages: NewMessage[] = shown
        .filter((message) => message.status !== 'running')
        .map((message) => {
          const id = newId();
          messageIds.set(message.id, id);
          return {
            id,
            role: message.role,
            content: message.content,
            automatic: message.automatic ?? null,
            createdAt: message.timestamp,
            ...(message.status === undefined ? {} : { status: message.status }),
            sources:
              message.sources === undefined || message.sources.length === 0
                ? null
                : JSON.stringify(message.sources),
            toolCalls: storedToolCalls(message.toolCalls ?? []),
          };
        });
      const copiedFiles: FileRow[] = [];
      const copiedIds = new Map<string, string>();
      for (const file of sourceFiles) {
        const messageId = file.message_id === null ? undefined : messageIds.get(file.message_id);
        if (messageId === undefined) continue;
        const id = newId();
        await storage.put(id, await storage.get(file.storage_key), file.mime);
        copiedIds.set(file.id, id);
        copiedFiles.push({
          ...file,
          id,
          user_id: user.id,
          chat_id: copy.id,
          message_id: messageId,
          storage_key: id,
        });
      }
      // A reply's images are the owner's file addresses: in the copy, the copies'.
      for (const message of messages) {
        for (const [originalId, copiedId] of copiedIds) {
          message.content = message.content.replaceAll(
            `/api/users/${encodeURIComponent(chat.user_id)}/files/${encodeURIComponent(originalId)}`,
            `/api/users/${encodeURIComponent(user.id)}/files/${encodeURIComponent(copiedId)}`,
          );
        }
      }
      await shares.storeCopy(
        copy,
        messages,
        copiedFiles,
        audit.entry({
          action: 'chat.copied',
          actor: actor(user),
          target: { type: 'chat', id: copy.id },
          detail: { from: chat.id, title: chat.title, owner: chat.user_id },
        }),
      );
      return { id: copy.id };
    },
  };
}

export type SharesService = ReturnType<typeof createSharesService>;
