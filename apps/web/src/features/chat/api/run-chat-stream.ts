import { runResponseSchema, type RunRequest, type RunResponse } from '@brief/contract/chats';
import { chatPaths } from '@/lib/chats/chat-paths';
import { readReplyStream, type ReplyStreamCallbacks } from '@/features/chat/api/reply-stream';

/**
 * POST /users/:userId/chats/:chatId/run/stream: sends one message and reads the reply as server-sent
 * events. Resolves with the `done` answer (the server has stored both messages by then); rejects with
 * an ApiError for an `error` event or a refused request, and with an Error if the stream breaks off.
 */
export function runChatStream(
  userId: string,
  chatId: string,
  request: RunRequest,
  callbacks: ReplyStreamCallbacks,
  signal?: AbortSignal,
): Promise<RunResponse> {
  return readReplyStream(chatPaths.runStream(userId, chatId), request, runResponseSchema, callbacks, signal);
}
