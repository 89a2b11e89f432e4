import type { CreateChatRequest } from '@brief/contract/chats';
import { z } from 'zod';
import { chatPaths } from '@/lib/chats/chat-paths';
import { apiClient } from '@/lib/api-client';

/** The answer of starting a chat names its id as `id`, `session_id` or `sessionId`. */
const createdChatSchema = z.looseObject({
  id: z.string().optional(),
  session_id: z.string().optional(),
  sessionId: z.string().optional(),
  title: z.string().optional(),
});

export const NO_CHAT_ID_MESSAGE = 'Invalid session response - no ID found';

/** Reads the id of a chat-creation answer; throws 'Invalid session response - no ID found' without one. */
export function readCreatedChatId(answer: unknown): string {
  const parsed = createdChatSchema.safeParse(answer);
  const id = parsed.success ? (parsed.data.id ?? parsed.data.session_id ?? parsed.data.sessionId) : undefined;
  if (!id) throw new Error(NO_CHAT_ID_MESSAGE);
  return id;
}

/** POST /users/:userId/sessions: a new chat with its team, customer and specialists; answers its id. */
export async function createChat(userId: string, request: CreateChatRequest): Promise<string> {
  const answer = await apiClient.request(chatPaths.create(userId), { method: 'POST', body: request ?? {} });
  return readCreatedChatId(answer);
}
