import { chatChangeSchema, eventPaths, userEventNames, type ChatChange } from '@brief/contract/events';
import type { ApiClient } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { createSseParser } from '@/lib/sse';

export interface ChatEventHandlers {
  /**
   * The stream listens. `again` when it listened before: whatever changed while it was away was not
   * told, so what the tab shows is read again.
   */
  onReady: (again: boolean) => void;
  onEvent: (event: ChatChange) => void;
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

/**
 * Listens to the user's chat events (GET /users/:userId/events) until `signal` aborts: reads the stream,
 * and when it ends (the server restarted, the token it was opened with expired) or cannot open, opens it
 * again with the client's current token, waiting longer after each failure in a row. Read with fetch
 * (an EventSource cannot send the bearer token).
 */
export async function listenToChatEvents(
  client: Pick<ApiClient, 'requestResponse'>,
  userId: string,
  handlers: ChatEventHandlers,
  signal: AbortSignal,
  wait: (ms: number, signal: AbortSignal) => Promise<void> = pause,
): Promise<void> {
  let listenedBefore = false;
  let failures = 0;
  while (!signal.aborted) {
    let listened = false;
    try {
      const response = await client.requestResponse(eventPaths.events(userId), { signal });
      if (!response.body) throw new Error('The event stream has no body');
      const parser = createSseParser(({ event, data }) => {
        if (event === userEventNames.ready) {
          listened = true;
          handlers.onReady(listenedBefore);
          listenedBefore = true;
        } else if (event === userEventNames.chat) {
          // A kind this version does not know is left for a newer one.
          const parsed = chatChangeSchema.safeParse(JSON.parse(data));
          if (parsed.success) handlers.onEvent(parsed.data);
        }
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          parser.push(value);
        }
      } finally {
        await reader.cancel().catch(() => undefined);
      }
    } catch (error) {
      if (signal.aborted) return;
      logger.warn('The chat event stream broke off', error);
    }
    failures = listened ? 0 : failures + 1;
    // A stream that listened and then ended comes back at once (after a moment, should it end at once).
    await wait(failures === 0 ? 500 : reconnectDelay(failures - 1), signal);
  }
}
