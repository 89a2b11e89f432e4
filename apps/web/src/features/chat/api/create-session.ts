import { type CreateSessionRequest } from '@brief/contract/chats';
import { z } from 'zod';
import { chatPaths } from '@/features/chat/api/chat-paths';
import { apiClient } from '@/lib/api-client';

/** Spec §3: the session id is read from id, session_id or sessionId. */
const sessionResponseSchema = z.looseObject({
  id: z.string().optional(),
  session_id: z.string().optional(),
  sessionId: z.string().optional(),
  title: z.string().optional(),
});

export const NO_SESSION_ID_MESSAGE = 'Invalid session response - no ID found';

/** Reads the id of a session-creation answer; throws the spec's message when there is none. */
export function readSessionId(answer: unknown): string {
  const parsed = sessionResponseSchema.safeParse(answer);
  const id = parsed.success ? (parsed.data.id ?? parsed.data.session_id ?? parsed.data.sessionId) : undefined;
  if (!id) throw new Error(NO_SESSION_ID_MESSAGE);
  return id;
}

/** POST /users/:userId/sessions: a new chat with its team, customer and specialists; answers its id. */
export async function createSession(userId: string, request: CreateSessionRequest): Promise<string> {
  const answer = await apiClient.request(chatPaths.sessions(userId), { method: 'POST', body: request ?? {} });
  return readSessionId(answer);
}
