import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { ChatRun } from '@/features/chat/hooks/use-chat-run';
import type { ChatList, ListedChat } from '@/features/chat/hooks/use-chat-list';
import type { ChatSetup } from '@/features/chat/hooks/use-chat-selection';
import { toClientMessage, type ClientMessage } from '@/features/chat/utils/chat-message';
import { ApiError } from '@/lib/api-client';
import { patchCachedChat } from '@/lib/chats/chat-cache';
import { isValidChatId } from '@/lib/chats/chat-id';
import type { Customer } from '@/lib/chats/get-customers';
import { useChat } from '@/lib/chats/get-chat';
import { takeContinuingConversation } from '@/lib/storage/continuing-conversation';

const NO_MESSAGES: ClientMessage[] = [];

const setupOf = (chat: ListedChat): ChatSetup => ({
  appName: chat.appName,
  customer: chat.customerName ? { id: chat.customerId ?? '', name: chat.customerName } : null,
  specialists: chat.specialists,
});

/**
 * The open chat: which one it is (the address names it), what it holds, and its setup in the sidebar.
 * Opening a chat puts its team, customer and specialists back into the sidebar, once per chat; not for
 * a chat started from the sidebar's own setup (`adopt`), whose initial prompt must stay.
 */
export function useCurrentChat({
  userId,
  list,
  restoreSetup,
  runs,
  failures,
}: {
  userId: string;
  list: ChatList;
  restoreSetup: (setup: ChatSetup) => void;
  runs: Record<string, ChatRun>;
  failures: Record<string, ClientMessage[]>;
}) {
  const queryClient = useQueryClient();
  const { currentId, creating, select, setLocalCustomer } = list;
  const isLocal = currentId?.startsWith('session-') ?? false;
  const malformed = currentId !== null && !isValidChatId(currentId);
  const detail = useChat(userId, currentId !== null && !isLocal && !malformed ? currentId : null);
  const chat = detail.data;
  const listed = list.current;
  // The address names a chat this user does not have: deleted, another user's, or no id at all. The
  // server answers 404 (or 400) for those alike, and a browser-only chat is missing from the list.
  const missing =
    currentId !== null &&
    (malformed ||
      (isLocal && listed === null) ||
      (detail.error instanceof ApiError && detail.error.status >= 400 && detail.error.status < 500));
  const current = useMemo<ListedChat | null>(
    () =>
      listed ??
      (chat
        ? {
            id: chat.id,
            title: chat.title,
            favorite: chat.favorite,
            customerId: chat.customerId,
            customerName: chat.customerName,
            appName: chat.appName,
            specialists: chat.specialists,
            lastUpdateTime: chat.lastUpdateTime,
            local: false,
          }
        : null),
    [listed, chat],
  );

  const activeRun = currentId ? runs[currentId] : undefined;
  // While this page sends a message, its own copy of it and of the reply show: the stored ones of that
  // run (a refetch may bring them) would show them twice.
  const sendingHere = activeRun?.userMessage != null;
  const serverRun = chat?.run ?? null;
  const storedMessages = useMemo(() => {
    const messages = chat?.messages ?? [];
    if (messages.length === 0) return NO_MESSAGES;
    const hidden = sendingHere && serverRun ? new Set([serverRun.messageId, serverRun.userMessageId]) : null;
    return messages.filter((message) => !hidden?.has(message.id)).map(toClientMessage);
  }, [chat?.messages, sendingHere, serverRun]);

  const restoredFor = useRef<string | null>(null);
  const restore = useCallback(
    (opened: ListedChat) => {
      restoredFor.current = opened.id;
      restoreSetup(setupOf(opened));
    },
    [restoreSetup],
  );
  useEffect(() => {
    if (current && !creating && restoredFor.current !== current.id) restore(current);
  }, [current, creating, restore]);

  /** The chat `id` was started from the sidebar's setup: it is the sidebar's already. */
  const adopt = useCallback((id: string) => {
    restoredFor.current = id;
  }, []);

  /** Opens a chat the user picked, its setup back in the sidebar. */
  const open = useCallback(
    (picked: ListedChat) => {
      select(picked.id);
      restore(picked);
    },
    [select, restore],
  );

  // Continuing a past conversation: the library left the chat to continue in session storage. The
  // server already holds that chat, so it is opened (same id), the effect above puts its team and
  // customer back, and the stored payload is cleared as it is read.
  useEffect(() => {
    const continuing = takeContinuingConversation();
    if (continuing && continuing.conversationId !== currentId) select(continuing.conversationId);
  }, [currentId, select]);

  /** The open chat takes the customer chosen in the sidebar (the server's copy on the next send). */
  const setCustomer = useCallback(
    (customer: Customer | null) => {
      if (!current) return;
      if (current.local) setLocalCustomer(current.id, customer);
      else
        patchCachedChat(queryClient, userId, current.id, {
          customerId: customer?.id ?? null,
          customerName: customer?.name ?? null,
        });
    },
    [current, setLocalCustomer, queryClient, userId],
  );

  return {
    current,
    missing,
    /** The chat was continued from a chat shared with the user ('Continue as my copy'). */
    copiedFromShared: chat?.copiedFromChatId != null,
    loading: detail.isPending && detail.fetchStatus !== 'idle',
    failed: detail.isError,
    /** The open chat the server keeps has been read. */
    loaded: detail.isSuccess,
    serverRun,
    storedMessages,
    failures: (currentId ? failures[currentId] : undefined) ?? NO_MESSAGES,
    activeRun,
    adopt,
    open,
    setCustomer,
  };
}
