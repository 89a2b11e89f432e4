import {
  chatChangeSchema,
  eventPaths,
  eventTicketSchema,
  userEventNames,
  type ChatChange,
} from '@brief/contract/events';
import type { ApiClient } from '@/lib/api-client';
import { logger } from '@/lib/logger';

export interface ChatEventHandlers {
  /**
   * The stream listens. `again` when it listened before: whatever changed while it was away was not
   * told, so what the tab shows is read again.
   */
  onReady: (again: boolean) => void;
  onEvent: (event: ChatChange) => void;
}

/** The part of an EventSource the listener uses. */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

/** How the listener reaches the stream: the browser's in the app, fakes in tests (jsdom has no EventSource). */
export interface ChatEventTransport {
  /** A fresh ticket to the user's stream, asked for with the client's token. */
  ticket: (signal: AbortSignal) => Promise<string>;
  /** Opens the stream at this address. */
  open: (url: string) => EventSourceLike;
  /** Waits `ms` before the next attempt, or less once `signal` aborts. */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/**
 * The browser's way to the stream: a ticket (POST …/events/ticket with the bearer token, renewed like any
 * call), then an EventSource, which cannot send the token itself. An EventSource, unlike a fetch left
 * open, does not keep the page's network busy: tools that wait for a quiet network (Playwright's
 * 'networkidle') leave it aside.
 */
export function browserChatEventTransport(
  client: Pick<ApiClient, 'request'>,
  userId: string,
): ChatEventTransport {
  return {
    ticket: async (signal) =>
      (await client.request(eventPaths.ticket(userId), { method: 'POST', schema: eventTicketSchema, signal }))
        .ticket,
    open: (url) => new EventSource(url),
  };
}

/** How long to wait before connecting again after the `attempt`-th failure in a row: 1 s doubling to 30 s. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));
  // Up to a fifth more, so the tabs a restart cut off do not all come back at the same instant.
  return Math.round(base * (1 + random() / 5));
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });

/** The change a `chat` event tells, or null for one this version does not know (left for a newer one). */
function chatChangeOf(data: string): ChatChange | null {
  try {
    const parsed = chatChangeSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Reads one stream until it breaks off (an error, or the server ended it) or `signal` aborts; whether it
 * listened. It is closed then, at once: left alone, an EventSource would reconnect by itself with its
 * spent ticket.
 */
function readStream(
  source: EventSourceLike,
  handlers: { onReady: () => void; onEvent: (event: ChatChange) => void },
  signal: AbortSignal,
): Promise<boolean> {
  return new Promise((resolve) => {
    let listened = false;
    const stop = () => {
      source.close();
      signal.removeEventListener('abort', stop);
      resolve(listened);
    };
    signal.addEventListener('abort', stop);
    source.addEventListener(userEventNames.ready, () => {
      listened = true;
      handlers.onReady();
    });
    source.addEventListener(userEventNames.chat, (event) => {
      const change = chatChangeOf(event.data);
      if (change !== null) handlers.onEvent(change);
    });
    source.addEventListener('error', stop);
  });
}

/**
 * Listens to the user's chat events (GET /users/:userId/events) until `signal` aborts: opens the stream
 * with a fresh ticket, and when it breaks off (the server restarted, the sign-in ended) or cannot open,
 * opens it again with another, waiting longer after each failure in a row.
 */
export async function listenToChatEvents(
  userId: string,
  handlers: ChatEventHandlers,
  signal: AbortSignal,
  transport: ChatEventTransport,
): Promise<void> {
  const wait = transport.wait ?? pause;
  let listenedBefore = false;
  let failures = 0;
  while (!signal.aborted) {
    let listened = false;
    try {
      const ticket = await transport.ticket(signal);
      if (signal.aborted) return;
      listened = await readStream(
        transport.open(eventPaths.eventsWithTicket(userId, ticket)),
        {
          onReady: () => {
            handlers.onReady(listenedBefore);
            listenedBefore = true;
          },
          onEvent: handlers.onEvent,
        },
        signal,
      );
      if (!listened && !signal.aborted) logger.warn('The chat event stream could not open');
    } catch (error) {
      if (signal.aborted) return;
      logger.warn('The chat event stream could not open', error);
    }
    if (signal.aborted) return;
    failures = listened ? 0 : failures + 1;
    // A stream that listened and then ended comes back at once (after a moment, should it end at once).
    await wait(failures === 0 ? 500 : reconnectDelay(failures - 1), signal);
  }
}
