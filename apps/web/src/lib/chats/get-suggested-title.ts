import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { chatPaths } from '@/lib/chats/chat-paths';

/** The answer is a string, or an object with `suggested_title` or `title`. */
const suggestedTitleSchema = z.union([
  z.string(),
  z.looseObject({ suggested_title: z.string().optional(), title: z.string().optional() }),
]);

/** GET /users/:userId/chats/:chatId/suggested_title: a title from the model; '' when none came. */
export async function getSuggestedTitle(userId: string, chatId: string): Promise<string> {
  const answer = await apiClient.request(chatPaths.suggestedTitle(userId, chatId), {
    schema: suggestedTitleSchema,
  });
  const title = typeof answer === 'string' ? answer : (answer.suggested_title ?? answer.title ?? '');
  return title.trim();
}
