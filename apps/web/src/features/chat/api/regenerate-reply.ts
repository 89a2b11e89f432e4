import {
  regenerateResponseSchema,
  type RegenerateRequest,
  type RegenerateResponse,
} from '@brief/contract/chats';
import { chatPaths } from '@/lib/chats/chat-paths';
import { readReplyStream, type ReplyStreamCallbacks } from '@/features/chat/api/reply-stream';

/**
 * POST /users/:userId/chats/:chatId/messages/:messageId/regenerate/stream: a new version of the chat's
 * last reply, read like a run's stream. Resolves with the reply as now stored (its new version shown);
 * rejects like runChatStream.
 */
export function regenerateReply(
  userId: string,
  chatId: string,
  messageId: string,
  request: RegenerateRequest,
  callbacks: ReplyStreamCallbacks,
  signal?: AbortSignal,
): Promise<RegenerateResponse> {
  return readReplyStream(
    chatPaths.regenerateStream(userId, chatId, messageId),
    request,
    regenerateResponseSchema,
    callbacks,
    signal,
  );
}
