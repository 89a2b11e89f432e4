import type { Team } from '@brief/contract/teams';
import { useCallback } from 'react';
import { chatLabels } from '@/features/chat/i18n/en';
import { useChatLaunch, type ChatLaunch } from '@/features/chat/hooks/use-chat-launch';
import { useChatList, type ListedChat } from '@/features/chat/hooks/use-chat-list';
import { useChatRun } from '@/features/chat/hooks/use-chat-run';
import { useChatSelection } from '@/features/chat/hooks/use-chat-selection';
import { useChatSend } from '@/features/chat/hooks/use-chat-send';
import { useChatTitleActions } from '@/features/chat/hooks/use-chat-title-actions';
import { useCurrentChat } from '@/features/chat/hooks/use-current-chat';
import { useInitialPrompt } from '@/features/chat/hooks/use-initial-prompt';
import { useMessageActions } from '@/features/chat/hooks/use-message-actions';
import { useNewChat } from '@/features/chat/hooks/use-new-chat';
import { useRememberFact } from '@/features/chat/hooks/use-remember-fact';
import { useRunFollower } from '@/features/chat/hooks/use-run-follower';
import { useSidebarState } from '@/features/chat/hooks/use-sidebar-state';
import { NEW_CHAT_TITLE } from '@/features/chat/utils/chat-title';
import { labelIn } from '@/i18n/core';
import type { Customer } from '@/lib/chats/get-customers';
import { useCustomerRef } from '@/lib/customers/get-customer-directory';
import { logger } from '@/lib/logger';
import { moveChatDraft } from '@/lib/storage/chat-drafts';
import type { StoredUser } from '@/lib/storage/stored-user';

/** The title bar of a chat the address names but the user does not have. */
export const MISSING_CHAT_TITLE = 'Chat not found';

/**
 * The chat page's behaviour, composed of one hook per behaviour: the sidebar's choices and chats, the
 * open chat, the replies being written and followed, sending, the initial prompt, starting a chat (NEW
 * CHAT or a wizard's launch), and what the title bar and the messages' buttons do. Every callback it
 * returns stays the same between renders, or changes only with the open chat.
 */
export function useChatController(user: StoredUser | null, launch?: ChatLaunch) {
  const userId = user?.id ?? '';
  const selection = useChatSelection(userId);
  const sidebar = useSidebarState();
  const run = useChatRun(userId);
  const list = useChatList(userId, run.discard);
  const chat = useCurrentChat({
    userId,
    list,
    restoreSetup: selection.restore,
    runs: run.runs,
    failures: run.failures,
  });
  const { current, adopt, activeRun } = chat;
  const serverChatId = current && !current.local ? current.id : null;
  useRunFollower({
    userId,
    chatId: serverChatId,
    serverRun: chat.serverRun,
    running: activeRun !== undefined,
    follow: run.follow,
  });

  const { promote: promoteChat } = list;
  /** A browser-only chat is started on the server (its id from then on); null when that failed. */
  const promote = useCallback(
    async (browserOnly: ListedChat): Promise<string | null> => {
      try {
        const id = await promoteChat(browserOnly);
        adopt(id);
        // Its draft goes with it to its server id.
        moveChatDraft(userId, browserOnly.id, id);
        return id;
      } catch (error) {
        logger.error('Starting the chat on the server failed', error);
        return null;
      }
    },
    [promoteChat, adopt, userId],
  );
  const { send, uploadTarget } = useChatSend({ user, current, selection, send: run.send, promote });

  const loading = activeRun !== undefined;
  /** Why the open chat's last send was refused for a limit, for its composer to say; null when it was not. */
  const refusal = (serverChatId !== null ? run.refusals[serverChatId] : undefined) ?? null;
  useInitialPrompt({
    ready: serverChatId !== null && !list.creating && chat.loaded && selection.customer !== null && !loading,
    empty: chat.storedMessages.length === 0 && chat.failures.length === 0,
    customerName: current?.customerName ?? null,
    send,
  });

  // The open chat's customer by its id (the chat names it by team and name), for its rules and memory.
  const customer =
    useCustomerRef(
      userId,
      selection.team?.id ?? null,
      current?.customerName ?? selection.customer?.name ?? null,
    ) ?? null;
  const remember = useRememberFact(serverChatId, customer);
  const { chats } = list;
  const isOwnChat = useCallback((id: string) => chats.some((listed) => listed.id === id), [chats]);
  const messages = useMessageActions({
    userId,
    chat: current,
    send,
    regenerate: run.regenerate,
    remember: remember.remember,
    isOwnChat,
  });
  const { stopEditing } = messages;
  const { fold } = sidebar;
  /** A chat started here is the open one, with the sidebar's setup already. */
  const onStarted = useCallback(
    (id: string) => {
      adopt(id);
      stopEditing();
      fold();
    },
    [adopt, stopEditing, fold],
  );
  const newChat = useNewChat({ user, selection, create: list.create, onStarted });
  useChatLaunch({
    launch,
    signedIn: user !== null,
    firstSpecialist: selection.specialistOptions[0]?.name,
    restoreSetup: selection.restore,
    create: list.create,
    onStarted,
    openChatId: current?.id ?? null,
    idle: !list.creating && !loading,
    send,
  });

  const { open } = chat;
  const openChat = useCallback(
    (picked: ListedChat) => {
      open(picked);
      stopEditing();
      fold();
    },
    [open, stopEditing, fold],
  );

  // Changing the customer, to another or to none, changes the open chat's too (the server's on the
  // next send); choosing a team, or deselecting it, leaves no customer chosen.
  const { chooseCustomer: choose, toggleTeam: toggle } = selection;
  const { setCustomer } = chat;
  const chooseCustomer = useCallback(
    (customer: Customer | null) => {
      choose(customer);
      setCustomer(customer);
    },
    [choose, setCustomer],
  );
  const toggleTeam = useCallback(
    (team: Team) => {
      toggle(team);
      setCustomer(null);
    },
    [toggle, setCustomer],
  );

  const { stop: stopRun } = run;
  const stop = useCallback(() => {
    if (current) void stopRun(current.id);
  }, [current, stopRun]);
  const { remove } = list;
  const deleteChat = useCallback((listed: ListedChat) => void remove(listed), [remove]);
  const titleActions = useChatTitleActions(userId, current);

  return {
    user,
    selection: { ...selection, chooseCustomer, toggleTeam },
    list,
    sidebar,
    chat,
    title: labelIn(chatLabels.get(), chat.missing ? MISSING_CHAT_TITLE : current?.title || NEW_CHAT_TITLE),
    loading,
    refusal,
    newChat,
    openChat,
    deleteChat,
    send,
    uploadTarget,
    stop,
    messages,
    titleActions,
    customer,
    remember,
  };
}

export type ChatController = ReturnType<typeof useChatController>;
