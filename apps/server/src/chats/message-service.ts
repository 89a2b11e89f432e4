import { automaticPromptOf } from '@brief/contract/automatic-prompts';
import type { ChatMessage, SaveMessageRequest } from '@brief/contract/chats';
import type { Clock } from '../clock';
import { badRequest, notFound } from '../errors';
import { newId } from '../ids';
import type { UserRow } from '../users/repo';
import { requireChat } from './chat-service';
import type { ChatRepo, ChatRow } from './chat-repo';
import type { MessageRepo } from './message-repo';
import { replyState, toChatMessage } from './present';
import type { VersionRepo } from './version-repo';
import { versionShown } from './version-rules';

type Deps = { chats: ChatRepo; messages: MessageRepo; versions: VersionRepo; clock: Clock };

/** Messages stored by the client itself, and which stored version of a message the chat shows. */
export function createMessageService({ chats, messages, versions, clock }: Deps) {
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

    /** Shows one of a reply's stored versions: the one the chat shows, previews and sends on from now. */
    async selectVersion(
      user: UserRow,
      chatId: string,
      messageId: string,
      version: number,
    ): Promise<ChatMessage> {
      const chat = await requireChat(chats, user, chatId);
      const message = await messages.findMessage(chat.id, messageId);
      if (message === undefined) throw notFound('Message not found');
      const shown = versionShown(message, version)
        ? await versions.selectReplyVersion(chat.id, messageId, version)
        : undefined;
      if (shown === undefined) throw badRequest(`version: the message has no version ${version}`);
      return toChatMessage(shown);
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
