import { automaticPromptOf } from '@brief/contract/automatic-prompts';
import type { ChatMessage, SaveMessageRequest } from '@brief/contract/chats';
import type { Clock } from '../clock';
import { badRequest, conflict, notFound } from '../errors';
import type { FilesRepo } from '../files/repo';
import { newId } from '../ids';
import type { UserRow } from '../users/repo';
import { requireChat } from './chat-service';
import type { ChatRepo, ChatRow } from './chat-repo';
import type { MessageRepo } from './message-repo';
import { attachmentsByMessage, replyState, toChatMessage } from './present';
import type { VersionRepo } from './version-repo';
import { versionShown } from './version-rules';

type Deps = { chats: ChatRepo; messages: MessageRepo; versions: VersionRepo; files: FilesRepo; clock: Clock };

/** Messages stored by the client itself, and which stored version of a message the chat shows. */
export function createMessageService(deps: Deps) {
  const { chats, messages, versions, clock } = deps;
  return {
    async saveMessage(user: UserRow, chatId: string, request: SaveMessageRequest): Promise<ChatMessage> {
      const chat = await requireChat(chats, user, chatId);
      const automatic = request.role === 'user' ? (automaticPromptOf(request.message) ?? null) : null;
      const message = { id: newId(), role: request.role, content: request.message };
      const storedAt = clock.now().toISOString();
      const chatChanges: Partial<ChatRow> =
        request.customerName === undefined
          ? {}
          : { customer_name: request.customerName, customer_id: request.customerId ?? null };
      await messages.storeExchange({
        chatId: chat.id,
        messages: [{ ...message, automatic }],
        now: storedAt,
        chatChanges,
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

    /**
     * Shows one of a message's stored versions, the one the chat shows, previews and sends on from now:
     * a reply's regenerated version, or a user message's edit with the branch that followed it (every
     * later message as it was). A branch is not changed while a reply of the chat runs (409).
     */
    async selectVersion(
      user: UserRow,
      chatId: string,
      messageId: string,
      version: number,
    ): Promise<ChatMessage> {
      const chat = await requireChat(chats, user, chatId);
      const message = await messages.findMessage(chat.id, messageId);
      if (message === undefined) throw notFound('Message not found');
      const noSuchVersion = () => badRequest(`version: the message has no version ${version}`);
      if (!versionShown(message, version)) throw noSuchVersion();
      if (message.role === 'assistant') {
        const shown = await versions.selectReplyVersion(chat.id, messageId, version);
        if (shown === undefined) throw noSuchVersion();
        return toChatMessage(shown);
      }
      const branch = await versions.showUserVersion(chat.id, messageId, version, clock.now().toISOString());
      if (branch.outcome === 'busy')
        throw conflict('A reply of this chat is still being written; try again when it ends', {
          reason: 'reply_running',
        });
      if (branch.outcome === 'unknown') throw noSuchVersion();
      const files = await deps.files.listForChat(user.id, chat.id);
      return toChatMessage(branch.message, attachmentsByMessage(files).get(branch.message.id));
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
