import { stopResponseSchema } from '@brief/contract/chats';
import { chatPaths } from '@/lib/chats/chat-paths';
import { apiClient } from '@/lib/api-client';

/** POST /users/:userId/chats/:chatId/stop: ends the running reply; what was written is kept. */
export function stopRun(userId: string, chatId: string) {
  return apiClient.request(chatPaths.stop(userId, chatId), { method: 'POST', schema: stopResponseSchema });
}
