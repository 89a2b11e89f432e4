import type { ChatChangeKind } from '@brief/contract/events';
import type { ChatService } from '../chats/chat-service';
import type { MessageService } from '../chats/message-service';
import type { OwnedChatChange } from '../chats/run-bus';
import type { TurnService } from '../chats/turn-service';
import type { SharesService } from '../shares/service';

type Log = { warn(obj: object, msg: string): void };

/** Tells every instance's open tabs of a change; never throws into the change that was made. */
export function chatChangePublisher(bus: { publishChange(change: OwnedChatChange): void }, log: Log) {
  return (kind: ChatChangeKind, chatId: string, ownerId: string): void => {
    try {
      bus.publishChange({ kind, chatId, ownerId });
    } catch (error) {
      log.warn({ err: { message: (error as Error).message } }, 'publishing a chat event failed');
    }
  };
}

export type PublishChatChange = ReturnType<typeof chatChangePublisher>;

/*
 * Each change to a chat is published here, in one place, once it is committed: the services below are
 * the ones the routes call, with a publish after each call that changed a chat. Only the owner changes
 * a chat, so the caller is its owner (a copy of a shared chat is the caller's new chat).
 */

export function publishingChats(chats: ChatService, publish: PublishChatChange): ChatService {
  return {
    ...chats,
    async createChat(user, request) {
      const created = await chats.createChat(user, request);
      publish('chat.created', created.id, user.id);
      return created;
    },
    async setFavorite(user, chatId, favorite) {
      const set = await chats.setFavorite(user, chatId, favorite);
      publish('chat.updated', chatId, user.id);
      return set;
    },
    async rename(user, chatId, name) {
      const renamed = await chats.rename(user, chatId, name);
      publish('chat.updated', chatId, user.id);
      return renamed;
    },
    async remove(user, chatId) {
      const removed = await chats.remove(user, chatId);
      publish('chat.deleted', chatId, user.id);
      return removed;
    },
  };
}

export function publishingMessages(messages: MessageService, publish: PublishChatChange): MessageService {
  return {
    ...messages,
    async saveMessage(user, chatId, request) {
      const saved = await messages.saveMessage(user, chatId, request);
      publish('chat.messages', chatId, user.id);
      return saved;
    },
    async selectVersion(user, chatId, messageId, version) {
      const shown = await messages.selectVersion(user, chatId, messageId, version);
      publish('chat.messages', chatId, user.id);
      return shown;
    },
  };
}

/**
 * A turn is told twice: once accepted (its messages are stored and the reply runs: a tab showing the
 * chat follows it), and once it ended, whichever way (its reply is stored, or it failed).
 */
export function publishingTurns(turns: TurnService, publish: PublishChatChange): TurnService {
  const told = <T>(
    chatId: string,
    ownerId: string,
    callbacks: { onAccepted?: () => void } | undefined,
    take: (onAccepted: () => void) => Promise<T>,
  ): Promise<T> => {
    let accepted = false;
    return take(() => {
      accepted = true;
      publish('run.started', chatId, ownerId);
      callbacks?.onAccepted?.();
    }).finally(() => {
      if (accepted) publish('run.ended', chatId, ownerId);
    });
  };
  return {
    ...turns,
    run: (user, chatId, request, callbacks) =>
      told(chatId, user.id, callbacks, (onAccepted) =>
        turns.run(user, chatId, request, { ...callbacks, onAccepted }),
      ),
    regenerate: (user, chatId, messageId, callbacks, options) =>
      told(chatId, user.id, callbacks, (onAccepted) =>
        turns.regenerate(user, chatId, messageId, { ...callbacks, onAccepted }, options),
      ),
  };
}

/** A share or a revoke tells the owner and whoever gained or lost the chat; a copy is a new chat. */
export function publishingShares(shares: SharesService, publish: PublishChatChange): SharesService {
  return {
    ...shares,
    async share(user, chatId, request) {
      const made = await shares.share(user, chatId, request);
      publish('chat.shares', chatId, user.id);
      return made;
    },
    async revoke(user, chatId, shareId) {
      const revoked = await shares.revoke(user, chatId, shareId);
      publish('chat.shares', chatId, user.id);
      return revoked;
    },
    async copy(user, chatId) {
      const copied = await shares.copy(user, chatId);
      publish('chat.created', copied.id, user.id);
      return copied;
    },
  };
}
