import { RELATED_LIMIT, relatedResponseSchema } from '@brief/contract/chats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatKeys } from '@/lib/chats/chat-keys';
import { chatPaths } from '@/lib/chats/chat-paths';
import { apiClient } from '@/lib/api-client';
import { logger } from '@/lib/logger';

/** GET /users/:userId/chats/:chatId/related: follow-up questions, at most 5. */
export async function getRelated(userId: string, chatId: string): Promise<string[]> {
  const related = await apiClient.request(chatPaths.related(userId, chatId), {
    schema: relatedResponseSchema,
  });
  return related
    .map((item) => item.action.trim())
    .filter(Boolean)
    .slice(0, RELATED_LIMIT);
}

/** Keyed by the reply they follow, so a new reply asks again and an old one is asked once. */
export const relatedQueryOptions = (userId: string, chatId: string, messageId: string) =>
  queryOptions({
    queryKey: chatKeys.related(userId, chatId, messageId),
    // A failed fetch is only logged as a warning; the reply stays as it is.
    queryFn: () =>
      getRelated(userId, chatId).catch((error: unknown) => {
        logger.warn('Related suggestions could not be loaded', error);
        throw error;
      }),
    staleTime: Infinity,
    retry: false,
  });

export function useRelated(userId: string, chatId: string | null, messageId: string | null) {
  return useQuery({
    ...relatedQueryOptions(userId, chatId ?? '', messageId ?? ''),
    enabled: chatId !== null && messageId !== null,
  });
}
