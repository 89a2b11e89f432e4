import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { reasonText } from '@/lib/error-text';
import { getSuggestedTitle } from '@/lib/chats/get-suggested-title';
import { logger } from '@/lib/logger';
import { chatMore } from '@/features/chat/i18n/en';
import { labelIn } from '@/i18n/core';
import { chatLabels } from '@/features/chat/i18n/en';

const failToast = (description: string) =>
  toast({ variant: 'destructive', title: chatMore.get().error, description });

/**
 * 'Propose Title from AI' of the one Rename Chat dialog, wherever it is opened: the proposed title, or
 * null after an error toast. Without a user or a chat the server knows, nothing is asked.
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
      (error instanceof ApiError && reasonText(error)) ||
        labelIn(chatLabels.get(), 'Failed to generate AI title suggestion'),
    );
    return null;
  }
}
