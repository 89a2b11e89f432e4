import { eventPaths, eventTicketSchema, type ChatChange } from '@brief/contract/events';
import type { FastifyInstance } from 'fastify';
import { bearer, parseEventStream, type ServerSentEvent, type TestContext, type TestUser } from './helper';

/** Listens on a free port of 127.0.0.1 and answers the app's origin. */
export async function listenOn(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

export type EventTab = {
  status: number;
  /** The `chat` events so far. */
  events: () => ChatChange[];
  /** Waits (at most `ms`) for a `chat` event of that kind and chat. */
  next: (kind: ChatChange['kind'], chatId: string, ms?: number) => Promise<ChatChange>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close: () => void;
};

/**
 * Tabs reading users' event streams over real connections, as a browser reads them: tickets are asked of
 * `ctx`'s app, streams opened at `origin` unless another instance's origin is given.
 */
export function eventTabs(ctx: TestContext, origin: string) {
  /** A ticket to `as`'s own event stream, asked for with their bearer token. */
  async function ticketOf(as: TestUser): Promise<string> {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: eventPaths.ticket(as.id),
      headers: bearer(as.token),
    });
    if (answer.statusCode !== 200) throw new Error(`no ticket: ${answer.statusCode} ${answer.body}`);
    return eventTicketSchema.parse(answer.json()).ticket;
  }

  /**
   * Opens the user's event stream as a tab does, signed in as `as` by their bearer token (an API client)
   * or by a ticket in the address and no Authorization header (a browser's EventSource); reads it until
   * closed, and resolves once it is `ready`.
   */
  async function openTab(
    user: TestUser,
    at = origin,
    as: TestUser = user,
    by: 'bearer' | 'ticket' = 'bearer',
  ): Promise<EventTab> {
    const controller = new AbortController();
    const response =
      by === 'bearer'
        ? await fetch(`${at}${eventPaths.events(user.id)}`, {
            headers: bearer(as.token),
            signal: controller.signal,
          })
        : await fetch(`${at}${eventPaths.eventsWithTicket(user.id, await ticketOf(as))}`, {
            signal: controller.signal,
          });
    const received: ServerSentEvent[] = [];
    const waiters = new Set<() => void>();
    let ready: () => void = () => {};
    const isReady = new Promise<void>((resolve) => {
      ready = resolve;
    });
    const read = async () => {
      if (response.body === null || response.status !== 200) return;
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body) {
          buffer += decoder.decode(chunk as Uint8Array, { stream: true });
          const cut = buffer.lastIndexOf('\n\n');
          if (cut === -1) continue;
          const blocks = parseEventStream(buffer.slice(0, cut + 2));
          buffer = buffer.slice(cut + 2);
          received.push(...blocks);
          if (blocks.some((event) => event.event === 'ready')) ready();
          for (const wake of waiters) wake();
        }
      } catch {
        // Closed by the test.
      }
    };
    const ended = read();
    if (response.status === 200) await isReady;
    const events = () =>
      received.filter((event) => event.event === 'chat').map((event) => event.data as ChatChange);
    return {
      status: response.status,
      events,
      async next(kind, chatId, ms = 2000) {
        const deadline = Date.now() + ms;
        for (;;) {
          const found = events().find((event) => event.kind === kind && event.chatId === chatId);
          if (found !== undefined) return found;
          if (Date.now() > deadline) throw new Error(`no ${kind} for ${chatId}: ${JSON.stringify(events())}`);
          await new Promise<void>((resolve) => {
            const wake = () => {
              waiters.delete(wake);
              resolve();
            };
            waiters.add(wake);
            setTimeout(wake, 50);
          });
        }
      },
      ended,
      close: () => controller.abort(),
    };
  }

  return { ticketOf, openTab };
}
