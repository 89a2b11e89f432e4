import type { AutomaticPrompt } from '@brief/contract/chats';
import type { MessageAttachment } from '@brief/contract/files';
import { useCallback } from 'react';
import type { UploadTarget } from '@/features/chat/api/upload-files';
import { chatMore } from '@/features/chat/i18n/en';
import type { ListedChat } from '@/features/chat/hooks/use-chat-list';
import type { RunOptions } from '@/features/chat/hooks/use-chat-run';
import type { ChatSelection } from '@/features/chat/hooks/use-chat-selection';
import { isInitialPromptFor } from '@/features/chat/utils/prompts';
import { useLatest } from '@/hooks/use-latest';
import { toast } from '@/hooks/use-toast';
import { isValidChatId } from '@/lib/chats/chat-id';
import { interfaceLanguage } from '@/lib/interface-language';
import type { StoredUser } from '@/lib/storage/stored-user';
import { getSessionValue, removeSessionValue } from '@/lib/storage/session-values';
import { sessionKeys } from '@/lib/storage/storage-keys';

export interface SendOptions {
  /** The user message this text replaces (it and everything after it go). */
  editMessageId?: string;
  /** Files uploaded to this chat that go with the message. */
  attachments?: readonly MessageAttachment[];
  /** The text is one of the product's automatic prompts, not typed by the user. */
  automatic?: AutomaticPrompt;
}

type RunSend = (
  chatId: string,
  text: string,
  options?: RunOptions,
  attachments?: readonly MessageAttachment[],
) => Promise<boolean>;

const failToast = (description: string) =>
  toast({ variant: 'destructive', title: chatMore.get().error, description });

/**
 * Sending into the open chat, and where its files go. A browser-only chat is started on the server
 * first (`promote`), so the message and the files belong to a chat the server knows. Both callbacks
 * stay the same between renders.
 */
export function useChatSend({
  user,
  current,
  selection,
  send: runSend,
  promote,
}: {
  user: StoredUser | null;
  current: ListedChat | null;
  selection: ChatSelection;
  send: RunSend;
  /** Starts a browser-only chat on the server; its id, or null when that failed. */
  promote: (chat: ListedChat) => Promise<string | null>;
}) {
  const latestRef = useLatest({ user, current, selection, runSend, promote });

  /** Sends `text` into the open chat; false (after a toast) when it could not go. */
  const send = useCallback(
    async (text: string, { editMessageId, attachments = [], automatic }: SendOptions = {}) => {
      const { user, current, selection, runSend, promote } = latestRef.current;
      if (!user || !current) {
        failToast(chatMore.get().noActiveSessionOrUser);
        return false;
      }
      const { team, customer, specialists } = selection;
      // A browser-only chat gets its initial prompt here, ahead of the first typed message (the
      // initial prompt's own effect only serves chats the server already has); only its own customer's.
      const storedPrompt = current.local && customer ? getSessionValue(sessionKeys.initialPrompt) : null;
      const prompt =
        storedPrompt !== null &&
        storedPrompt !== text &&
        isInitialPromptFor(storedPrompt, current.customerName)
          ? storedPrompt
          : null;
      const chatId = current.local ? await promote(current) : current.id;
      if (chatId === null) {
        failToast(chatMore.get().failedToSendMessagePlease);
        return false;
      }
      if (!isValidChatId(chatId)) {
        failToast(chatMore.get().invalidSessionId);
        return false;
      }
      const options = {
        app_name: team?.app_name,
        customerId: customer?.id || undefined,
        customerName: customer?.name,
        specialists: specialists.length > 0 ? [...specialists] : undefined,
        locale: interfaceLanguage(),
      };
      if (prompt !== null) {
        removeSessionValue(sessionKeys.initialPrompt);
        if (!(await runSend(chatId, prompt, { ...options, automatic: 'customer-data' }))) return false;
      }
      return runSend(chatId, text, { ...options, editMessageId, automatic }, attachments);
    },
    [latestRef],
  );

  /**
   * Where files attached now go: a file upload needs a signed-in user and an open chat. Null (after a
   * toast) when the files cannot go anywhere.
   */
  const uploadTarget = useCallback(async (): Promise<UploadTarget | null> => {
    const { user, current, selection, promote } = latestRef.current;
    if (!user) {
      failToast(chatMore.get().userNotAuthenticatedForFile);
      return null;
    }
    if (!current) {
      failToast(chatMore.get().noActiveSessionForFile);
      return null;
    }
    const chatId = current.local ? await promote(current) : current.id;
    if (chatId === null || !isValidChatId(chatId)) {
      toast({
        variant: 'destructive',
        title: chatMore.get().uploadError,
        description: chatMore.get().failedToUploadTheFile,
      });
      return null;
    }
    const { team, customer } = selection;
    return {
      userId: user.id,
      chatId,
      appName: team?.app_name ?? current.appName ?? undefined,
      customerId: customer?.id || current.customerId || undefined,
      customerName: customer?.name ?? current.customerName ?? undefined,
    };
  }, [latestRef]);

  return { send, uploadTarget };
}
