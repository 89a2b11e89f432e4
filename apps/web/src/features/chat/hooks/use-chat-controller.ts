import { chatLabels } from '@/features/chat/i18n/en';
import { labelIn } from '@/i18n/core';
import type { AutomaticPrompt } from '@brief/contract/chats';
import type { MessageAttachment } from '@brief/contract/files';
import type { Team } from '@brief/contract/teams';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { patchCachedChat } from '@/lib/chats/chat-cache';
import { chatKeys } from '@/lib/chats/chat-keys';
import type { Customer } from '@/lib/chats/get-customers';
import { useChat } from '@/lib/chats/get-chat';
import { useChatTitleActions } from '@/features/chat/hooks/use-chat-title-actions';
import { useSelectReplyVersion } from '@/features/chat/api/select-reply-version';
import type { UploadTarget } from '@/features/chat/api/upload-files';
import { useChatRun } from '@/features/chat/hooks/use-chat-run';
import { useChatSelection } from '@/features/chat/hooks/use-chat-selection';
import { useChatSessions, type ChatSession } from '@/features/chat/hooks/use-chat-sessions';
import { useSidebarState } from '@/features/chat/hooks/use-sidebar-state';
import { isValidSessionId, toClientMessage, type ClientMessage } from '@/features/chat/utils/chat-message';
import { NEW_CHAT_TITLE } from '@/features/chat/utils/chat-title';
import { replyAsShown } from '@/features/chat/utils/parse-reply';
import { initialPromptFor, isInitialPromptFor } from '@/features/chat/utils/prompts';
import { useLocalBookmarks } from '@/hooks/use-local-bookmarks';
import { useSaveBookmark } from '@/hooks/use-save-bookmark';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { interfaceLanguage } from '@/lib/interface-language';
import { logger } from '@/lib/logger';
import { takeContinuingConversation } from '@/lib/storage/continuing-conversation';
import { getSessionValue, removeSessionValue, setSessionValue } from '@/lib/storage/session-values';
import { sessionKeys } from '@/lib/storage/storage-keys';
import type { StoredUser } from '@/lib/storage/stored-user';
import { chatMore } from '@/features/chat/i18n/en';

const NO_MESSAGES: ClientMessage[] = [];

/** The title bar of a chat the address names but the user does not have. */
export const MISSING_CHAT_TITLE = 'Chat not found';

const failToast = (description: string) =>
  toast({ variant: 'destructive', title: chatMore.get().error, description });

/**
 * A chat configured from outside the page (spec §2 Chat page states, from the wizard): its team and
 * customer are chosen, a new chat is started and the prompt, if any, is its first message.
 */
export interface ChatLaunch {
  team: Team;
  customer: Customer;
  /** The specialists chosen in the wizard (spec §5: at least one); none falls back to the first. */
  specialists: readonly string[];
  prompt: string | null;
}

export interface SendOptions {
  /** Spec §4 Editing: the user message this text replaces (it and everything after it go). */
  editMessageId?: string;
  /** Files uploaded to this chat that go with the message. */
  attachments?: readonly MessageAttachment[];
  /** The text is one of spec §4's automatic prompts, not typed by the user. */
  automatic?: AutomaticPrompt;
}

/** Everything the chat page does (spec §4 Chat), for the components to show. */
export function useChatController(user: StoredUser | null, launch?: ChatLaunch) {
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const selection = useChatSelection(userId);
  const run = useChatRun(userId);
  const sessions = useChatSessions(userId, run.discard);
  const sidebar = useSidebarState();
  const versionMutation = useSelectReplyVersion(userId, {
    onError: (error) => {
      logger.warn('Choosing a version of the reply failed', error);
      toast({
        variant: 'destructive',
        title: chatMore.get().error,
        description: chatMore.get().couldNotShowThatVersion,
      });
    },
  });
  const [creating, setCreating] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);

  const currentId = sessions.currentId;
  const isLocal = currentId?.startsWith('session-') ?? false;
  const malformed = currentId !== null && !isValidSessionId(currentId);
  const detail = useChat(userId, currentId !== null && !isLocal && !malformed ? currentId : null);
  const chat = detail.data;
  const listed = sessions.current;
  // The address names a chat this user does not have: deleted, another user's, or no id at all. The
  // server answers 404 (or 400) for those alike, and a browser-only chat is missing from the list.
  const missing =
    currentId !== null &&
    (malformed ||
      (isLocal && listed === null) ||
      (detail.error instanceof ApiError && detail.error.status >= 400 && detail.error.status < 500));
  const current = useMemo<ChatSession | null>(
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

  const activeRun = currentId ? run.runs[currentId] : undefined;
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

  // A reply the server is writing that this page did not start (another tab's, one from before a
  // reload or on another server) is followed as it goes; a few tries a run, a second apart, if the
  // stream keeps breaking.
  const followTries = useRef(new Map<string, number>());
  const { follow } = run;
  useEffect(() => {
    if (currentId === null || serverRun === null || activeRun !== undefined) return;
    const tries = followTries.current.get(serverRun.id) ?? 0;
    if (tries >= 5) return;
    followTries.current.set(serverRun.id, tries + 1);
    const timer = setTimeout(() => void follow(currentId, serverRun), tries * 1000);
    return () => clearTimeout(timer);
  }, [currentId, serverRun, activeRun, follow]);

  // Back on this tab: the open chat is read again (a reply another tab started shows and is followed).
  useEffect(() => {
    if (currentId === null || isLocal || malformed) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible' && !run.runs[currentId])
        void queryClient.invalidateQueries({ queryKey: chatKeys.chat(userId, currentId) });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [currentId, isLocal, malformed, run.runs, queryClient, userId]);
  const failures = (currentId ? run.failures[currentId] : undefined) ?? NO_MESSAGES;
  const loading = activeRun !== undefined;

  // Opening a chat puts its team, customer and specialists back into the sidebar, once per chat; not
  // the chat NEW CHAT is starting (its setup is the sidebar's already, and its initial prompt stays).
  const restoredFor = useRef<string | null>(null);
  const { restore } = selection;
  const restoreFrom = useCallback(
    (session: ChatSession) => {
      restoredFor.current = session.id;
      restore({
        appName: session.appName,
        customer: session.customerName ? { id: session.customerId ?? '', name: session.customerName } : null,
        specialists: session.specialists,
      });
    },
    [restore],
  );
  useEffect(() => {
    if (current && !creating && restoredFor.current !== current.id) restoreFrom(current);
  }, [current, creating, restoreFrom]);

  // Spec §4 Continuing a past conversation: the library left the chat to continue in session storage.
  // The server already holds that chat, so it is opened (same id), the effect above puts its team and
  // customer back, and the stored payload is cleared as it is read.
  const { select } = sessions;
  useEffect(() => {
    const continuing = takeContinuingConversation();
    if (continuing && continuing.conversationId !== currentId) select(continuing.conversationId);
  }, [currentId, select]);

  /** A browser-only chat is started on the server (its id from then on); null when that failed. */
  const promoted = useCallback(
    async (session: ChatSession): Promise<string | null> => {
      try {
        const id = await sessions.promote(session);
        restoredFor.current = id;
        return id;
      } catch (error) {
        logger.error('Starting the chat on the server failed', error);
        return null;
      }
    },
    [sessions],
  );

  const send = useCallback(
    async (
      text: string,
      { editMessageId, attachments = [], automatic }: SendOptions = {},
    ): Promise<boolean> => {
      if (!user || !current) {
        failToast(chatMore.get().noActiveSessionOrUser);
        return false;
      }
      const { team, customer, specialists } = selection;
      // A browser-only chat gets its initial prompt here, ahead of the first typed message (the
      // effect below only serves chats the server already has); only its own customer's prompt.
      const storedPrompt = current.local && customer ? getSessionValue(sessionKeys.initialPrompt) : null;
      const prompt =
        storedPrompt !== null &&
        storedPrompt !== text &&
        isInitialPromptFor(storedPrompt, current.customerName)
          ? storedPrompt
          : null;
      const chatId = current.local ? await promoted(current) : current.id;
      if (chatId === null) {
        failToast(chatMore.get().failedToSendMessagePlease);
        return false;
      }
      if (!isValidSessionId(chatId)) {
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
        if (!(await run.send(chatId, prompt, { ...options, automatic: 'customer-data' }))) return false;
      }
      return run.send(chatId, text, { ...options, editMessageId, automatic }, attachments);
    },
    [user, current, promoted, selection, run],
  );

  /**
   * Spec §5/§8: a file upload needs a signed-in user and an open chat; a browser-only chat is started
   * on the server first, so the files belong to a chat the server knows. Null (after a toast) when
   * the files cannot go anywhere.
   */
  const uploadTarget = useCallback(async (): Promise<UploadTarget | null> => {
    if (!user) {
      failToast(chatMore.get().userNotAuthenticatedForFile);
      return null;
    }
    if (!current) {
      failToast(chatMore.get().noActiveSessionForFile);
      return null;
    }
    const sessionId = current.local ? await promoted(current) : current.id;
    if (sessionId === null || !isValidSessionId(sessionId)) {
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
      sessionId,
      appName: team?.app_name ?? current.appName ?? undefined,
      customerId: customer?.id || current.customerId || undefined,
      customerName: customer?.name ?? current.customerName ?? undefined,
    };
  }, [user, current, promoted, selection]);

  // Spec §4: the initial prompt is sent once a chat, a customer and a non-loading state exist, as the
  // chat's first message; then it is removed. Another customer's prompt never goes into this chat, nor
  // does the prompt of a chat NEW CHAT is starting go into the one still open.
  const readyForPrompt =
    current !== null &&
    !current.local &&
    !creating &&
    detail.isSuccess &&
    selection.customer !== null &&
    !loading;
  const empty = storedMessages.length === 0 && failures.length === 0;
  const chatCustomerName = current?.customerName ?? null;
  useEffect(() => {
    if (!readyForPrompt || !empty) return;
    const prompt = getSessionValue(sessionKeys.initialPrompt);
    if (!prompt || !isInitialPromptFor(prompt, chatCustomerName)) return;
    removeSessionValue(sessionKeys.initialPrompt);
    void send(prompt, { automatic: 'customer-data' });
  }, [readyForPrompt, empty, chatCustomerName, send]);

  const newChat = useCallback(async () => {
    if (!user) {
      failToast(chatMore.get().youMustBeLoggedIn);
      return;
    }
    const { customer, specialists, team } = selection;
    if (!customer || specialists.length === 0) {
      toast({
        variant: 'destructive',
        title: chatMore.get().cannotCreateChat,
        description: chatMore.get().pleaseSelectACustomerAnd,
      });
      return;
    }
    setCreating(true);
    // The initial prompt is the new chat's own (spec §4): whatever an earlier customer choice left is
    // replaced by this customer's.
    const prompt = initialPromptFor(customer.name);
    if (prompt === null) removeSessionValue(sessionKeys.initialPrompt);
    else setSessionValue(sessionKeys.initialPrompt, prompt);
    try {
      const id = await sessions.create({ appName: team?.app_name ?? null, customer, specialists });
      restoredFor.current = id;
      setEditingId(null);
      sidebar.fold();
    } finally {
      setCreating(false);
    }
  }, [user, selection, sessions, sidebar]);

  // A launch (spec §4 Wizard) starts its chat once, with the specialists chosen in the wizard (a launch
  // from an address that names none gets the first, so a chat can start), and sends its prompt once that chat is the open one.
  const launchStarted = useRef(false);
  const launchPromptSent = useRef(false);
  const [launchedId, setLaunchedId] = useState<string | null>(null);
  const firstSpecialist = selection.specialistOptions[0]?.name;
  useEffect(() => {
    if (!launch || !user || launchStarted.current) return;
    launchStarted.current = true;
    const specialists =
      launch.specialists.length > 0 ? [...launch.specialists] : firstSpecialist ? [firstSpecialist] : [];
    restore({ appName: launch.team.app_name, customer: launch.customer, specialists });
    setCreating(true);
    sessions
      .create({ appName: launch.team.app_name, customer: launch.customer, specialists })
      .then((id) => {
        restoredFor.current = id;
        setLaunchedId(id);
        sidebar.fold();
      })
      .catch((error: unknown) => {
        logger.error('Launching the chat failed', error);
        failToast(chatMore.get().failedToLaunchChat);
      })
      .finally(() => setCreating(false));
  }, [launch, user, firstSpecialist, restore, sessions, sidebar]);
  useEffect(() => {
    if (!launch?.prompt || launchedId === null || launchPromptSent.current) return;
    if (current?.id !== launchedId || creating || loading) return;
    launchPromptSent.current = true;
    void send(launch.prompt).then((sent) => {
      if (!sent) failToast(chatMore.get().failedToLaunchChat);
    });
  }, [launch, launchedId, current, creating, loading, send]);

  const openSession = useCallback(
    (session: ChatSession) => {
      sessions.select(session.id);
      restoreFrom(session);
      setEditingId(null);
      sidebar.fold();
    },
    [sessions, restoreFrom, sidebar],
  );

  /**
   * Spec §4: changing the customer, to another or to none, changes the current chat's too (the
   * server's on the next send).
   */
  const setChatCustomer = useCallback(
    (customer: Customer | null) => {
      if (!current) return;
      if (current.local) sessions.setLocalCustomer(current.id, customer);
      else
        patchCachedChat(queryClient, userId, current.id, {
          customerId: customer?.id ?? null,
          customerName: customer?.name ?? null,
        });
    },
    [current, sessions, queryClient, userId],
  );
  const chooseCustomer = useCallback(
    (customer: Customer | null) => {
      selection.chooseCustomer(customer);
      setChatCustomer(customer);
    },
    [selection, setChatCustomer],
  );
  /** Choosing a team, or deselecting it, leaves no customer chosen: the current chat's goes too. */
  const toggleTeam = useCallback(
    (team: Team) => {
      selection.toggleTeam(team);
      setChatCustomer(null);
    },
    [selection, setChatCustomer],
  );

  const editMessage = useCallback(
    (message: ClientMessage, text: string) => {
      setEditingId(null);
      toast({ title: chatMore.get().messageUpdated, description: chatMore.get().yourMessageHasBeenEdited });
      // The message's files go with it again.
      void send(text, { editMessageId: message.id, attachments: message.attachments });
    },
    [send],
  );

  const copy = useCallback(async (text: string) => {
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
  }, []);

  // Spec §2 Message actions: save-to-bookmarks, with the chat and its customer; a saved reply shows so.
  const saveBookmark = useSaveBookmark(user?.id ?? null);
  const saveReply = useCallback(
    (message: ClientMessage) => {
      if (!current || current.local) return;
      void saveBookmark({
        content: replyAsShown(message.content, window.location.origin),
        timestamp: message.timestamp,
        chatId: current.id,
        messageId: message.id,
        customerId: current.customerId,
        customerName: current.customerName,
      });
    },
    [current, saveBookmark],
  );
  const bookmarks = useLocalBookmarks();
  const savedReplyIds = useMemo(
    () =>
      new Set(
        bookmarks.flatMap((bookmark) =>
          bookmark.chatId === currentId && bookmark.messageId !== null ? [bookmark.messageId] : [],
        ),
      ),
    [bookmarks, currentId],
  );

  const titleActions = useChatTitleActions(userId, current);

  return {
    user,
    selection: { ...selection, chooseCustomer, toggleTeam },
    sessions,
    sidebar,
    creating,
    current,
    title: labelIn(chatLabels.get(), missing ? MISSING_CHAT_TITLE : current?.title || NEW_CHAT_TITLE),
    missing,
    /** The chat was continued from a chat shared with the user ('Continue as my copy'). */
    copiedFromShared: chat?.copiedFromChatId != null,
    chatLoading: detail.isPending && detail.fetchStatus !== 'idle',
    chatFailed: detail.isError,
    storedMessages,
    failures,
    activeRun,
    loading,
    editingId,
    setEditingId,
    newChat,
    openSession,
    deleteSession: (session: ChatSession) => void sessions.remove(session),
    send,
    uploadTarget,
    stop: () => currentId && void run.stop(currentId),
    editMessage,
    copy,
    saveReply,
    savedReplyIds,
    proposeTitle: titleActions.proposeTitle,
    toggleFavorite: titleActions.toggleFavorite,
    rename: titleActions.rename,
    /** A new version of the open chat's last reply, streamed in its place. */
    regenerate: (messageId: string) =>
      current && !current.local && void run.regenerate(current.id, messageId),
    /** Shows another stored version of one of the open chat's replies. */
    selectVersion: (messageId: string, version: number) =>
      current && !current.local && versionMutation.mutate({ chatId: current.id, messageId, version }),
  };
}

export type ChatController = ReturnType<typeof useChatController>;
