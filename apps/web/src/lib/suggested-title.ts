import { API_BASE } from '@brief/contract/paths';
import { z } from 'zod';
import { toast } from '@/hooks/use-toast';
import { ApiError, apiClient } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { chatMore } from '@/features/chat/i18n/en';
import { labelIn } from '@/i18n/core';
import { chatLabels } from '@/features/chat/i18n/en';

/** Spec §7: a string, or an object with suggested_title or title. */
const suggestedTitleSchema = z.union([
  z.string(),
  z.looseObject({ suggested_title: z.string().optional(), title: z.string().optional() }),
]);

const suggestedTitlePath = (userId: string, chatId: string) =>
  `${API_BASE}/users/${encodeURIComponent(userId)}/chats/${encodeURIComponent(chatId)}/suggested_title`;

/** GET /users/:userId/chats/:chatId/suggested_title: a title from the model; '' when none came. */
export async function getSuggestedTitle(userId: string, chatId: string): Promise<string> {
  const answer = await apiClient.request(suggestedTitlePath(userId, chatId), {
    schema: suggestedTitleSchema,
  });
  const title = typeof answer === 'string' ? answer : (answer.suggested_title ?? answer.title ?? '');
  return title.trim();
}

const failToast = (description: string) =>
  toast({ variant: 'destructive', title: chatMore.get().error, description });

/**
 * 'Propose Title from AI' of the one Rename Chat dialog, wherever it is opened: the proposed title, or
 * null after spec §8's error toast. Without a user or a chat the server knows, nothing is asked.
 */
export async function proposeChatTitle(userId: string, chatId: string | null): Promise<string | null> {
  if (!userId || !chatId) {
    failToast(chatMore.get().unableToGenerateTitleMissing);
    return null;
  }
  try {
    const title = await getSuggestedTitle(userId, chatId);
    if (title === '') failToast(chatMore.get().noTitleSuggestionReceivedFrom);
    return title || null;
  } catch (error) {
    logger.warn('Title suggestion failed', error);
    failToast(
      (error instanceof ApiError && error.serverMessage) ||
        labelIn(chatLabels.get(), 'Failed to generate AI title suggestion'),
    );
    return null;
  }
}
