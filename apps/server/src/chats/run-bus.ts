import { EventEmitter } from 'node:events';
import type { ToolStep } from '@brief/contract/chats';
import type { ChatChange } from '@brief/contract/events';
import pg from 'pg';

/**
 * What instances tell each other about running replies: a piece of text (with where it starts in the
 * reply, so a follower can tell a gap from a repeat), a tool step, the end, a stop request.
 */
export type RunSignal =
  | { type: 'delta'; runId: string; offset: number; text: string }
  | { type: 'tool'; runId: string; step: ToolStep }
  | { type: 'end'; runId: string }
  | { type: 'stop'; runId: string };

/**
 * A change to a chat, for the open tabs of everyone who may read it (events/hub.ts delivers it to this
 * instance's). The owner is named so no instance has to read the chat to know whose it is.
 */
export type OwnedChatChange = ChatChange & { ownerId: string };

export type RunBus = {
  /** Whether signals reach other instances (PostgreSQL); if not, followers elsewhere read the database. */
  readonly shared: boolean;
  publish(signal: RunSignal): void;
  subscribe(listener: (signal: RunSignal) => void): () => void;
  /** Tells every instance of a change to a chat, in order with the run signals sent before it. */
  publishChange: (change: OwnedChatChange) => void;
  subscribeChanges: (listener: (change: OwnedChatChange) => void) => () => void;
  /**
   * Resolves once this instance hears the others: at once within one process, on PostgreSQL once its
   * LISTEN holds (or the attempt failed: it is tried again meanwhile). A tab's event stream says it
   * listens only then.
   */
  listening: () => Promise<void>;
  close(): Promise<void>;
};

/** What goes over the bus: a run's signal or a chat's change. */
type Message = { signal: RunSignal } | { change: OwnedChatChange };
type Topics = { signal: RunSignal; change: OwnedChatChange };

const CHANNEL = 'brief_runs';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; longer deltas go in pieces. */
const MAX_PAYLOAD_CHARS = 1800;
/** How long a reply's words wait to go out together to other instances. */
const BATCH_MS = 30;

/** Within one process: SQLite's single instance. */
export function createLocalRunBus(): RunBus {
  const emitter = createEmitter();
  return {
    shared: false,
    publish: (signal) => emitter.emit('signal', signal),
    subscribe: (listener) => emitter.listen('signal', listener),
    publishChange: (change) => emitter.emit('change', change),
    subscribeChanges: (listener) => emitter.listen('change', listener),
    listening: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
}

/** This instance's listeners, by what they listen to. */
function createEmitter() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit<K extends keyof Topics>(name: K, value: Topics[K]) {
      emitter.emit(name, value);
    },
    listen<K extends keyof Topics>(name: K, listener: (value: Topics[K]) => void) {
      emitter.on(name, listener);
      return () => {
        emitter.off(name, listener);
      };
    },
    deliver(message: Message) {
      if ('signal' in message) emitter.emit('signal', message.signal);
      else emitter.emit('change', message.change);
    },
  };
}

/** Splits a delta whose JSON could pass NOTIFY's limit (text is at most 4 bytes a character). */
function pieces(signal: RunSignal): RunSignal[] {
  if (signal.type !== 'delta' || signal.text.length <= MAX_PAYLOAD_CHARS) return [signal];
  const parts: RunSignal[] = [];
  const characters = Array.from(signal.text);
  let offset = signal.offset;
  for (let at = 0; at < characters.length; at += MAX_PAYLOAD_CHARS) {
    const text = characters.slice(at, at + MAX_PAYLOAD_CHARS).join('');
    parts.push({ type: 'delta', runId: signal.runId, offset, text });
    offset += text.length;
  }
  return parts;
}

function parseMessage(payload: string): { from: string; message: Message } | null {
  try {
    const value = JSON.parse(payload) as { from?: unknown; signal?: RunSignal; change?: OwnedChatChange };
    if (typeof value.from !== 'string') return null;
    if (typeof value.signal === 'object' && value.signal !== null)
      return { from: value.from, message: { signal: value.signal } };
    if (typeof value.change === 'object' && value.change !== null)
      return { from: value.from, message: { change: value.change } };
    return null;
  } catch {
    return null;
  }
}

/**
 * Between instances on one PostgreSQL: LISTEN/NOTIFY on one channel over a connection of its own
 * (kept open, reconnected after a loss). A signal or a change reaches this instance's listeners at once,
 * and the others' through the database; each instance ignores the echo of its own. Notifications are
 * not stored: one lost while the connection is down is made up for by followers reading the database,
 * and by open tabs reading their chats again when their event stream reconnects.
 */
export function createPostgresRunBus(
  connectionString: string,
  instanceId: string,
  log: { warn(obj: object, msg: string): void },
): RunBus {
  const emitter = createEmitter();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client | null> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  // Sends in order, one after another, on the listening connection.
  let sending: Promise<unknown> = Promise.resolve();

  const connect = (): Promise<pg.Client | null> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString });
      next.on('notification', (message) => {
        if (message.channel !== CHANNEL || message.payload === undefined) return;
        const parsed = parseMessage(message.payload);
        if (parsed !== null && parsed.from !== instanceId) emitter.deliver(parsed.message);
      });
      next.on('error', (error) => {
        log.warn({ err: { message: error.message } }, 'run bus connection lost');
        if (client === next) client = null;
        void next.end().catch(() => undefined);
        if (!closed) retry ??= setTimeout(reconnect, 1000).unref();
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${CHANNEL}`);
        if (closed) {
          await next.end();
          return null;
        }
        client = next;
        return next;
      } catch (error) {
        log.warn({ err: { message: (error as Error).message } }, 'run bus could not connect');
        void next.end().catch(() => undefined);
        if (!closed) retry ??= setTimeout(reconnect, 1000).unref();
        return null;
      } finally {
        connecting = null;
      }
    })();
    return connecting;
  };
  const reconnect = () => {
    retry = null;
    if (!closed && client === null) void connect();
  };
  const ready = connect();

  const send = (message: Message) => {
    const messages = 'signal' in message ? pieces(message.signal).map((signal) => ({ signal })) : [message];
    for (const piece of messages) {
      const payload = JSON.stringify({ from: instanceId, ...piece });
      sending = sending
        .then(async () => {
          const target = client ?? (await ready);
          if (target === null || closed) return;
          await target.query('select pg_notify($1, $2)', [CHANNEL, payload]);
        })
        .catch((error: unknown) =>
          log.warn({ err: { message: (error as Error).message } }, 'run bus could not send'),
        );
    }
  };
  const batches = new Map<string, { type: 'delta'; runId: string; offset: number; text: string }>();
  let batchTimer: NodeJS.Timeout | null = null;
  const sendBatches = () => {
    if (batchTimer !== null) clearTimeout(batchTimer);
    batchTimer = null;
    const held = [...batches.values()];
    batches.clear();
    for (const signal of held) send({ signal });
  };

  return {
    shared: true,
    publish(signal) {
      emitter.emit('signal', signal);
      if (signal.type === 'delta') {
        // A reply's words go out together every few tens of ms: fewer notifications, same order.
        const held = batches.get(signal.runId);
        if (held === undefined) batches.set(signal.runId, { ...signal });
        else held.text += signal.text;
        batchTimer ??= setTimeout(sendBatches, BATCH_MS);
        return;
      }
      sendBatches();
      send({ signal });
    },
    subscribe: (listener) => emitter.listen('signal', listener),
    publishChange(change) {
      emitter.emit('change', change);
      // After the words held back, so a follower elsewhere has the reply before it hears it ended.
      sendBatches();
      send({ change });
    },
    subscribeChanges: (listener) => emitter.listen('change', listener),
    listening: async () => {
      if (client === null) await (connecting ?? ready);
    },
    async close() {
      sendBatches();
      await sending;
      closed = true;
      if (retry !== null) clearTimeout(retry);
      await ready;
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
}
