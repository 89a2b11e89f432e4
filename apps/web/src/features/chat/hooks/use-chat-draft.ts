import type { MessageAttachment } from '@brief/contract/files';
import { useCallback, useMemo } from 'react';
import type { AttachmentDraft } from '@/features/chat/hooks/use-chat-attachments';
import { getChatDraft, saveChatDraft } from '@/lib/storage/chat-drafts';

/**
 * The composer's draft under `key` (see draftKeyOf): the text and the uploaded files it held and did
 * not send, kept in this browser until they are sent or cleared, across reloads and pages. Nothing is
 * kept without a signed-in user.
 */
export function useChatDraft(userId: string, key: string) {
  const initialText = useMemo(() => (userId ? getChatDraft(userId, key).text : ''), [userId, key]);
  const saveText = useCallback(
    (text: string) => {
      if (userId) saveChatDraft(userId, key, { text });
    },
    [userId, key],
  );
  const files = useMemo<AttachmentDraft>(
    () => ({
      read: (chatId) => (userId ? getChatDraft(userId, chatId).files : []),
      save: (chatId, saved: readonly MessageAttachment[]) => {
        if (userId) saveChatDraft(userId, chatId, { files: [...saved] });
      },
    }),
    [userId],
  );
  return { initialText, saveText, files };
}
