import { streamDeltaSchema, streamToolSchema, type ToolStep } from '@brief/contract/chats';
import { errorBodySchema } from '@brief/contract/errors';
import type { z } from 'zod';
import { createSseParser, type ServerSentEvent } from '@/lib/sse';
import { ApiError, apiClient } from '@/lib/api-client';
import { chatMore } from '@/features/chat/i18n/en';

export interface ReplyStreamCallbacks {
  /** The stream opened: the run is accepted and its message stored. */
  onOpen?: () => void;
  /** A piece of the reply's text, in order. */
  onDelta: (text: string) => void;
  /** The model called a tool, or got its result (a connector's call: which, and how it ended). */
  onTool?: (step: ToolStep) => void;
}

/**
 * The reply ended in an `error` event: it was accepted (the server stores its message, and the reply
 * as far as it got, marked failed or interrupted), then failed.
 */
export class ReplyFailedError extends ApiError {}

/**
 * The stream broke off after it was accepted (the connection, or the server writing it, went away): the
 * message is stored and the reply may still be running somewhere; follow it again.
 */
export class ReplyStreamBrokenError extends Error {}

/**
 * POSTs `body` to a reply stream (a run's or a regenerate's) and reads its server-sent events: delta*,
 * tool*, then done or error. Resolves with the `done` answer read by `schema` (the server has stored the
 * reply by then); rejects with an ApiError for a refused request (nothing stored), a ReplyFailedError for
 * an `error` event, and a ReplyStreamBrokenError if the stream breaks off.
 */
export async function readReplyStream<T>(
  path: string,
  body: unknown,
  schema: z.ZodType<T>,
  callbacks: ReplyStreamCallbacks,
  signal?: AbortSignal,
): Promise<T> {
  const response = await apiClient.requestResponse(path, { method: 'POST', body, signal });
  callbacks.onOpen?.();
  return readEvents(response, schema, callbacks);
}

/**
 * GETs a running reply's stream (following it from another tab, after a reload): the same events.
 * Resolves null when nothing runs any more (204).
 */
export async function followReplyStream<T>(
  path: string,
  schema: z.ZodType<T>,
  callbacks: ReplyStreamCallbacks,
  signal?: AbortSignal,
): Promise<T | null> {
  const response = await apiClient.requestResponse(path, { signal });
  if (response.status === 204) return null;
  return readEvents(response, schema, callbacks);
}

async function readEvents<T>(
  response: Response,
  schema: z.ZodType<T>,
  callbacks: ReplyStreamCallbacks,
): Promise<T> {
  if (!response.body) throw new ReplyStreamBrokenError('The reply stream has no body');

  // Set from the parser's callback, so held in an object the compiler does not narrow.
  const outcome: { result?: T; failure?: Error } = {};
  const onEvent = ({ event, data }: ServerSentEvent) => {
    if (outcome.result || outcome.failure) return;
    const payload: unknown = JSON.parse(data);
    if (event === 'delta') callbacks.onDelta(streamDeltaSchema.parse(payload).text);
    else if (event === 'tool') callbacks.onTool?.(streamToolSchema.parse(payload));
    else if (event === 'done') outcome.result = schema.parse(payload);
    else if (event === 'error') {
      const error = errorBodySchema.safeParse(payload);
      const { code, message, ...detail } = error.success
        ? error.data.error
        : { code: 'unknown', message: chatMore.get().theReplyFailed };
      outcome.failure = new ReplyFailedError(502, code, message, message, null, detail);
    }
  };

  const parser = createSseParser(onEvent);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read().catch((error: unknown) => {
        // Aborted here (the page was left, a stop gave up): the caller knows; anything else broke off.
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        throw new ReplyStreamBrokenError('The reply stream broke off', { cause: error });
      });
      if (done) break;
      parser.push(value);
      if (outcome.result || outcome.failure) break;
    }
    parser.end();
  } finally {
    // Also when an event cannot be read: the request must not stay open behind a failed reply.
    await reader.cancel().catch(() => undefined);
  }

  if (outcome.failure) throw outcome.failure;
  if (!outcome.result)
    throw new ReplyStreamBrokenError('The reply stream ended before the reply was complete');
  return outcome.result;
}
