import type { ChatChange } from '@brief/contract/events';
import type { OwnedChatChange, RunBus } from '../chats/run-bus';

type Log = { warn(obj: object, msg: string): void };

/** One open event stream (a tab): where its events go, and how it is ended. */
export type EventSink = { send(event: ChatChange): void; end(): void };

export type EventSubscription = {
  /** Resolves once the stream hears of every chat the user may read (their shared chats are read). */
  ready: Promise<void>;
  close: () => void;
};

/** The open streams of one user on this instance. */
type UserStreams = {
  sinks: Set<EventSink>;
  /** The ids of the chats shared with the user, as last read. */
  shared: Set<string>;
  loading: Promise<void>;
};

/**
 * Every open tab's stream of chat events on this instance. Changes come from the bus (from this instance
 * or any other), so each instance tells only its own tabs. A change reaches the chat's owner and the
 * users it is shared with: each user's shared chats are read once when their first tab connects, again
 * every `refreshMs` (a team gained or lost shares or unshares chats silently), and at once by a
 * `chat.shares` change, which tells those who just gained or lost the chat. Events carry a kind and a
 * chat id, never the chat itself: the tab reads it with its own rights.
 */
export function createChatEventHub(deps: {
  bus: RunBus;
  /** The ids of the chats shared with the user (by the one access rule). */
  sharedChatIds: (userId: string) => Promise<string[]>;
  maxStreamsPerUser: number;
  refreshMs: number;
  log: Log;
}) {
  const { bus, sharedChatIds, log } = deps;
  const users = new Map<string, UserStreams>();

  const readShared = async (userId: string, streams: UserStreams): Promise<void> => {
    try {
      streams.shared = new Set(await sharedChatIds(userId));
    } catch (error) {
      log.warn({ err: { message: (error as Error).message } }, 'reading shared chats for events failed');
    }
  };

  const sendTo = (streams: UserStreams, event: ChatChange) => {
    for (const sink of streams.sinks) {
      try {
        sink.send(event);
      } catch (error) {
        log.warn({ err: { message: (error as Error).message } }, 'sending a chat event failed');
      }
    }
  };

  /** Those for whom the chat came or went with a share hear of it, besides its owner. */
  const reshare = async (change: OwnedChatChange, event: ChatChange) => {
    await Promise.all(
      [...users].map(async ([userId, streams]) => {
        if (userId === change.ownerId) return sendTo(streams, event);
        const had = streams.shared.has(change.chatId);
        await readShared(userId, streams);
        if (had || streams.shared.has(change.chatId)) sendTo(streams, event);
      }),
    );
  };

  const deliver = (change: OwnedChatChange) => {
    const event: ChatChange = { kind: change.kind, chatId: change.chatId };
    if (change.kind === 'chat.shares') {
      void reshare(change, event);
      return;
    }
    for (const [userId, streams] of users) {
      if (userId === change.ownerId || streams.shared.has(change.chatId)) sendTo(streams, event);
      if (change.kind === 'chat.deleted') streams.shared.delete(change.chatId);
    }
  };
  const unsubscribe = bus.subscribeChanges(deliver);

  const refreshTimer = setInterval(() => {
    for (const [userId, streams] of users) void readShared(userId, streams);
  }, deps.refreshMs);
  refreshTimer.unref();

  return {
    /** A new stream of the user's events; null when the user has as many open as allowed. */
    subscribe(userId: string, sink: EventSink): EventSubscription | null {
      let streams = users.get(userId);
      if (streams === undefined) {
        const created: UserStreams = { sinks: new Set(), shared: new Set(), loading: Promise.resolve() };
        created.loading = readShared(userId, created);
        users.set(userId, created);
        streams = created;
      } else if (streams.sinks.size >= deps.maxStreamsPerUser) return null;
      const own = streams;
      own.sinks.add(sink);
      return {
        ready: Promise.all([own.loading, bus.listening()]).then(() => undefined),
        close: () => {
          own.sinks.delete(sink);
          if (own.sinks.size === 0 && users.get(userId) === own) users.delete(userId);
        },
      };
    },

    /** How many streams are open here (for tests and shutdown). */
    get openStreams(): number {
      let count = 0;
      for (const streams of users.values()) count += streams.sinks.size;
      return count;
    },

    /** Ends every open stream (a shutdown: the tabs reconnect to another instance) and stops listening. */
    close(): void {
      clearInterval(refreshTimer);
      unsubscribe();
      for (const streams of users.values()) for (const sink of streams.sinks) sink.end();
      users.clear();
    },
  };
}

export type ChatEventHub = ReturnType<typeof createChatEventHub>;
