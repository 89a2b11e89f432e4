import type { ChatSummary } from '@brief/contract/chats';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useFailureToast } from '@/hooks/use-failure-toast';
import { chatKeys } from '@/lib/chats/chat-keys';
import { createChat } from '@/lib/chats/create-chat';
import { useDeleteChat } from '@/lib/chats/delete-chat';
import { useSidebarList } from '@/lib/chats/get-chats';
import { renameChat } from '@/lib/chats/rename-chat';
import { NEW_CHAT_TITLE, newChatTitle } from '@/features/chat/utils/chat-title';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { getLocalChats, setLocalChats, type LocalChat } from '@/lib/storage/local-chats';
import { chatMore } from '@/features/chat/i18n/en';
import { labelIn } from '@/i18n/core';
import { chatLabels } from '@/features/chat/i18n/en';

/** A chat in the sidebar: one the server keeps, or one only this browser has (`local`). */
export interface ChatSession {
  id: string;
  title: string;
  favorite: boolean;
  customerId: string | null;
  customerName: string | null;
  appName: string | null;
  specialists: readonly string[];
  lastUpdateTime: string;
  local: boolean;
  /** A reply of the chat is being written (on any tab or server). */
  running?: boolean;
}

export interface NewChatSetup {
  appName: string | null;
  customer: { id: string; name: string };
  specialists: readonly string[];
}

export const SESSION_PARAM = 'sessionId';

const fromServer = (chat: ChatSummary): ChatSession => ({
  id: chat.id,
  title: chat.title || NEW_CHAT_TITLE,
  favorite: chat.favorite,
  customerId: chat.customerId,
  customerName: chat.customerName,
  appName: chat.appName,
  specialists: chat.specialists,
  lastUpdateTime: chat.lastUpdateTime,
  local: false,
  running: chat.running,
});

const fromBrowser = (session: LocalChat): ChatSession => ({
  ...session,
  favorite: false,
  lastUpdateTime: session.createdAt,
  local: true,
});

const errorText = (error: unknown) =>
  error instanceof ApiError
    ? (error.serverMessage ?? error.message)
    : error instanceof Error
      ? error.message
      : '';

/**
 * Starts a chat on the server, titled by spec §4's rules (set with a rename right after creation).
 * Resolves with its id; rejects when the server could not start it.
 */
export async function startServerChat(userId: string, setup: NewChatSetup): Promise<string> {
  const id = await createChat(userId, {
    app_name: setup.appName ?? undefined,
    customerId: setup.customer.id || undefined,
    customerName: setup.customer.name,
    specialists: [...setup.specialists],
  });
  const title = newChatTitle(setup.customer.name, setup.specialists);
  if (title !== NEW_CHAT_TITLE) {
    // The chat exists either way; a failed rename only leaves it titled 'New Chat'.
    await renameChat(userId, id, title).catch((error: unknown) =>
      logger.warn('Titling the chat failed', error),
    );
  }
  return id;
}

/**
 * The sidebar's chat list and the current chat, whose id lives in the address (?sessionId=).
 * `discardRun` forgets a chat's running reply and failed send when the chat is deleted.
 */
export function useChatSessions(userId: string, discardRun: (chatId: string) => void) {
  const queryClient = useQueryClient();
  const list = useSidebarList(userId);
  const deleteMutation = useDeleteChat(userId);
  useFailureToast(list, { title: chatMore.get().failedToLoadChats });
  const [localSessions, setLocalSessions] = useState<LocalChat[]>(() => getLocalChats(userId));
  const [searchParams, setSearchParams] = useSearchParams();
  const currentId = searchParams.get(SESSION_PARAM);

  const sessions = useMemo(
    () => [
      ...localSessions.map(fromBrowser),
      ...(list.data?.pages.flatMap((page) => page.chats.map(fromServer)) ?? []),
    ],
    [localSessions, list.data],
  );

  const select = useCallback(
    (id: string | null) =>
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          if (id === null) next.delete(SESSION_PARAM);
          else next.set(SESSION_PARAM, id);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const saveLocal = useCallback(
    (update: (sessions: LocalChat[]) => LocalChat[]) => {
      setLocalSessions((current) => {
        const next = update(current);
        setLocalChats(userId, next);
        return next;
      });
    },
    [userId],
  );

  const refreshList = useCallback(
    () => queryClient.invalidateQueries({ queryKey: chatKeys.sidebarList(userId) }),
    [queryClient, userId],
  );

  /** Spec §4/§8: a new chat becomes current; if the server cannot start it, a browser-only one does. */
  const create = useCallback(
    async (setup: NewChatSetup): Promise<string> => {
      try {
        const id = await startServerChat(userId, setup);
        await refreshList();
        select(id);
        return id;
      } catch (error) {
        logger.error('Creating the chat session failed', error);
        const local: LocalChat = {
          id: `session-${Date.now()}`,
          title: NEW_CHAT_TITLE,
          customerId: setup.customer.id || null,
          customerName: setup.customer.name,
          appName: setup.appName,
          specialists: [...setup.specialists],
          createdAt: new Date().toISOString(),
        };
        saveLocal((current) => [local, ...current]);
        select(local.id);
        toast({
          variant: 'destructive',
          title: chatMore.get().error,
          description: `${(errorText(error) || labelIn(chatLabels.get(), 'The chat could not be started on the server')).replace(/[.!?]?$/, '.')}${labelIn(chatLabels.get(), ' It is kept in this browser and saved when you send a message.')}`,
        });
        return local.id;
      }
    },
    [userId, refreshList, select, saveLocal],
  );

  /** A browser-only chat is started on the server when it is first used; answers the server's id. */
  const promote = useCallback(
    async (session: ChatSession): Promise<string> => {
      const id = await startServerChat(userId, {
        appName: session.appName,
        customer: { id: session.customerId ?? '', name: session.customerName ?? '' },
        specialists: session.specialists,
      });
      saveLocal((current) => current.filter((candidate) => candidate.id !== session.id));
      await refreshList();
      select(id);
      return id;
    },
    [userId, saveLocal, refreshList, select],
  );

  /** Spec §4: the chat goes, the first remaining one (or none) becomes current, toast 'Chat Deleted'. */
  const remove = useCallback(
    async (session: ChatSession) => {
      try {
        if (session.local) saveLocal((current) => current.filter((candidate) => candidate.id !== session.id));
        else await deleteMutation.mutateAsync(session.id);
      } catch (error) {
        logger.error('Deleting the chat failed', error);
        toast({
          variant: 'destructive',
          title: chatMore.get().error,
          description: chatMore.get().theChatCouldNotBe,
        });
        return;
      }
      // A reply still being written there is no longer shown (the server finishes and stores it).
      discardRun(session.id);
      toast({ title: chatMore.get().chatDeleted, description: session.title });
      if (session.id === currentId) {
        const next = sessions.find((candidate) => candidate.id !== session.id);
        select(next?.id ?? null);
      }
    },
    [saveLocal, deleteMutation, discardRun, currentId, sessions, select],
  );

  /** Changing the customer also changes it on a browser-only current chat (server chats take it on the next run). */
  const setLocalCustomer = useCallback(
    (id: string, customer: { id: string; name: string } | null) =>
      saveLocal((current) =>
        current.map((session) =>
          session.id === id
            ? { ...session, customerId: customer?.id ?? null, customerName: customer?.name ?? null }
            : session,
        ),
      ),
    [saveLocal],
  );

  return {
    sessions,
    currentId,
    current: sessions.find((session) => session.id === currentId) ?? null,
    loading: list.isPending,
    failed: list.isError,
    hasMore: list.hasNextPage,
    loadingMore: list.isFetchingNextPage,
    loadMore: () => void list.fetchNextPage(),
    select,
    create,
    promote,
    remove,
    setLocalCustomer,
    refreshList,
  };
}

export type ChatSessions = ReturnType<typeof useChatSessions>;
