import { exportPaths } from '@brief/contract/exports';
import { knowledgePaths } from '@brief/contract/knowledge';
import { useCallback, useMemo, useState } from 'react';
import { useSelectVersion } from '@/features/chat/api/select-version';
import type { MessageActions } from '@/features/chat/components/message-item';
import { chatMore } from '@/features/chat/i18n/en';
import type { ListedChat } from '@/features/chat/hooks/use-chat-list';
import type { SendOptions } from '@/features/chat/hooks/use-chat-send';
import type { ClientMessage } from '@/features/chat/utils/chat-message';
import { documentViewPaths } from '@/features/chat/utils/document-opening';
import { replyAsShown } from '@/features/chat/utils/parse-reply';
import { useLatest } from '@/hooks/use-latest';
import { useLocalBookmarks } from '@/hooks/use-local-bookmarks';
import { useSaveBookmark } from '@/hooks/use-save-bookmark';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-error';
import { logger } from '@/lib/logger';

async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: chatMore.get().copiedToClipboard });
  } catch (error) {
    logger.warn('Copy failed', error);
    toast({
      variant: 'destructive',
      title: chatMore.get().copyFailed,
      description: chatMore.get().unableToCopyMessageTo,
    });
  }
}

/**
 * What a message's buttons do in the open chat: copy, edit and resend, save a reply to the bookmarks
 * (with the chat and its customer), write a new version of the last reply, show another version of a
 * reply or of an edited user message (with the exchanges that followed it), export, open a cited
 * document. `actions` stays the same while the chat stays open, so the list's messages do not render
 * again with every streamed word.
 */
export function useMessageActions({
  userId,
  chat,
  send,
  regenerate,
  remember,
  isOwnChat = () => true,
}: {
  userId: string;
  chat: ListedChat | null;
  /** "Remember for {customer}" of the open chat's replies, when it has a customer. */
  remember?: MessageActions['remember'];
  /** Whether a chat is one of the user's own (else a cited fact's chat opens as shared with them). */
  isOwnChat?: (chatId: string) => boolean;
  send: (text: string, options: SendOptions) => Promise<boolean>;
  /** Writes a new version of reply `messageId` of chat `chatId` (without its brand-rule findings). */
  regenerate: (chatId: string, messageId: string, options?: { withoutFindings?: true }) => Promise<boolean>;
}) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const { mutateAsync: selectVersion } = useSelectVersion(userId, {
    onError: (error) => {
      // The server does not swap what the chat shows while one of its replies is written.
      if (error instanceof ApiError && error.status === 409) {
        toast({ title: chatMore.get().waitForTheReplyToFinish });
        return;
      }
      logger.warn('Choosing a version of the message failed', error);
      toast({
        variant: 'destructive',
        title: chatMore.get().error,
        description: chatMore.get().couldNotShowThatVersion,
      });
    },
  });
  const saveBookmark = useSaveBookmark(userId || null);
  const latestRef = useLatest({ chat, send, regenerate, saveBookmark, isOwnChat });
  // A browser-only chat has nothing stored to save, regenerate, export or cite yet.
  const chatId = chat && !chat.local ? chat.id : '';

  const actions = useMemo<MessageActions>(
    () => ({
      onCopy: (text) => void copyText(text),
      onStartEdit: setEditingId,
      onCancelEdit: () => setEditingId(null),
      onSubmitEdit: (message, text) => {
        setEditingId(null);
        toast({ title: chatMore.get().messageUpdated, description: chatMore.get().yourMessageHasBeenEdited });
        // The message's files go with it again.
        void latestRef.current.send(text, { editMessageId: message.id, attachments: message.attachments });
      },
      onSave: (message) => {
        const { chat, saveBookmark } = latestRef.current;
        if (!chat || chat.local) return;
        void saveBookmark({
          content: replyAsShown(message.content, window.location.origin),
          timestamp: message.timestamp,
          chatId: chat.id,
          messageId: message.id,
          customerId: chat.customerId,
          customerName: chat.customerName,
        });
      },
      onRegenerate: (message, options) => {
        if (chatId) void latestRef.current.regenerate(chatId, message.id, options);
      },
      onSelectVersion: async (message, version) => {
        if (!chatId) return false;
        try {
          await selectVersion({ chatId, messageId: message.id, version });
          return true;
        } catch {
          return false; // said by the toast above
        }
      },
      exportPathOf: (message, format) => exportPaths.message(userId, chatId, message.id, format),
      documentPathOf: (documentId) => knowledgePaths.chatDocument(userId, chatId, documentId),
      documentViewOf: (documentId) => documentViewPaths.own(chatId, documentId),
      chatPathOf: (id) =>
        latestRef.current.isOwnChat(id)
          ? `/chat-v2?sessionId=${encodeURIComponent(id)}`
          : `/shared/${encodeURIComponent(id)}`,
      remember,
    }),
    [userId, chatId, latestRef, selectVersion, remember],
  );

  // A reply saved from this chat shows so.
  const bookmarks = useLocalBookmarks();
  const savedReplyIds = useMemo(
    () =>
      new Set(
        bookmarks.flatMap((bookmark) =>
          bookmark.chatId === chat?.id && bookmark.messageId !== null ? [bookmark.messageId] : [],
        ),
      ),
    [bookmarks, chat?.id],
  );
  const isSaved = useCallback((message: ClientMessage) => savedReplyIds.has(message.id), [savedReplyIds]);

  const stopEditing = useCallback(() => setEditingId(null), []);

  return { actions, editingId, stopEditing, isSaved };
}
