import {
  runResponseSchema,
  streamDeltaSchema,
  streamToolSchema,
  type RunRequest,
  type RunResponse,
} from '@brief/contract/chats';
import { errorBodySchema } from '@brief/contract/errors';
import { chatPaths } from '@/features/chat/api/chat-paths';
import { createSseParser, type ServerSentEvent } from '@/features/chat/utils/sse';
import { ApiError, apiClient } from '@/lib/api-client';

export interface RunStreamCallbacks {
  /** A piece of the reply's text, in order. */
  onDelta: (text: string) => void;
  /** The model called a tool, or got its result. */
  onTool?: (name: string, state: 'call' | 'result') => void;
}

/**
 * POST /users/:userId/chats/:chatId/run/stream: sends one message and reads the reply as server-sent
 * events. Resolves with the `done` answer (the server has stored both messages by then); rejects with
 * an ApiError for an `error` event or a refused request, and with an Error if the stream breaks off.
 */
export async function runChatStream(
  userId: string,
  chatId: string,
  request: RunRequest,
  callbacks: RunStreamCallbacks,
  signal?: AbortSignal,
): Promise<RunResponse> {
  const response = await apiClient.requestResponse(chatPaths.runStream(userId, chatId), {
    method: 'POST',
    body: request,
    signal,
  });
  if (!response.body) throw new Error('The reply stream has no body');

  // Set from the parser's callback, so held in an object the compiler does not narrow.
  const outcome: { result?: RunResponse; failure?: Error } = {};
  const onEvent = ({ event, data }: ServerSentEvent) => {
    if (outcome.result || outcome.failure) return;
    const payload: unknown = JSON.parse(data);
    if (event === 'delta') callbacks.onDelta(streamDeltaSchema.parse(payload).text);
    else if (event === 'tool') {
      const tool = streamToolSchema.parse(payload);
      callbacks.onTool?.(tool.name, tool.state);
    } else if (event === 'done') outcome.result = runResponseSchema.parse(payload);
    else if (event === 'error') {
      const body = errorBodySchema.safeParse(payload);
      const { code, message } = body.success
        ? body.data.error
        : { code: 'unknown', message: 'The reply failed' };
      outcome.failure = new ApiError(502, code, message, message);
    }
  };

  const parser = createSseParser(onEvent);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
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
  if (!outcome.result) throw new Error('The reply stream ended before the reply was complete');
  return outcome.result;
}
