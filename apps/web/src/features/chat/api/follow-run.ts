import { followDoneSchema, type FollowDone } from '@brief/contract/chats';
import { chatPaths } from '@/lib/chats/chat-paths';
import { followReplyStream, type ReplyStreamCallbacks } from '@/features/chat/api/reply-stream';

/**
 * GET /users/:userId/chats/:chatId/run/stream: follows the chat's running reply (written for another
 * tab, before a reload, on another server) from its first word. Resolves with its end as stored, or
 * null when no reply runs any more.
 */
export function followRun(
  userId: string,
  chatId: string,
  callbacks: ReplyStreamCallbacks,
  signal?: AbortSignal,
): Promise<FollowDone | null> {
  return followReplyStream(chatPaths.runStream(userId, chatId), followDoneSchema, callbacks, signal);
}
