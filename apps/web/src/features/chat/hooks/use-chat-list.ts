import type { ChatSummary } from '@brief/contract/chats';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { chatLabels, chatMore } from '@/features/chat/i18n/en';
import { NEW_CHAT_TITLE, newChatTitle } from '@/features/chat/utils/chat-title';
import { useFailureToast } from '@/hooks/use-failure-toast';
import { useLatest } from '@/hooks/use-latest';
import { toast } from '@/hooks/use-toast';
import { labelIn } from '@/i18n/core';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { chatKeys } from '@/lib/chats/chat-keys';
import { createChat } from '@/lib/chats/create-chat';
import { useDeleteChat } from '@/lib/chats/delete-chat';
import { useSidebarList } from '@/lib/chats/get-chats';
import { renameChat } from '@/lib/chats/rename-chat';
import { logger } from '@/lib/logger';
import { getLocalChats, setLocalChats, type LocalChat } from '@/lib/storage/local-chats';

/** A chat in the sidebar: one the server keeps, or one only this browser has (`local`). */
export interface ListedChat {
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

/** The address parameter that names the open chat (the API's name for a chat's id). */
export const CHAT_PARAM = 'sessionId';

export const fromServer = (chat: ChatSummary): ListedChat => ({
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

const fromBrowser = (chat: LocalChat): ListedChat => ({
  ...chat,
  favorite: false,
  lastUpdateTime: chat.createdAt,
  local: true,
});

/**
 * Starts a chat on the server and titles it from its customer and specialists (a rename right after
 * creation). Resolves with its id; rejects when the server could not start it.
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
 * The sidebar's chats (the server's and the browser-only ones) and which is open, named in the address
 * (?sessionId=). Its callbacks stay the same between renders. `discardRun` forgets a chat's running
 * reply and failed send when the chat is deleted.
 */
export function useChatList(userId: string, discardRun: (chatId: string) => void) {
  const queryClient = useQueryClient();
  const list = useSidebarList(userId);
  const { mutateAsync: deleteChat } = useDeleteChat(userId);
  useFailureToast(list, { title: chatMore.get().failedToLoadChats });
  const [localChats, setLocalChatsState] = useState<LocalChat[]>(() => getLocalChats(userId));
  const [creating, setCreating] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const currentId = searchParams.get(CHAT_PARAM);

  const chats = useMemo(
    () => [
      ...localChats.map(fromBrowser),
      ...(list.data?.pages.flatMap((page) => page.chats.map(fromServer)) ?? []),
    ],
    [localChats, list.data],
  );
  const latestRef = useLatest({ chats, currentId, discardRun });

  const select = useCallback(
    (id: string | null) =>
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          if (id === null) next.delete(CHAT_PARAM);
          else next.set(CHAT_PARAM, id);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const saveLocal = useCallback(
    (update: (chats: LocalChat[]) => LocalChat[]) => {
      setLocalChatsState((current) => {
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

  /**
   * A new chat becomes the open one; if the server cannot start it, a browser-only one does. `creating`
   * holds meanwhile.
   */
  const create = useCallback(
    async (setup: NewChatSetup): Promise<string> => {
      setCreating(true);
      try {
        const id = await startServerChat(userId, setup);
        await refreshList();
        select(id);
        return id;
      } catch (error) {
        logger.error('Creating the chat failed', error);
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
        const why =
          error instanceof ApiError
            ? errorText(error)
            : labelIn(chatLabels.get(), 'The chat could not be started on the server');
        toast({
          variant: 'destructive',
          title: chatMore.get().error,
          description: `${why.replace(/[.!?]?$/, '.')}${labelIn(chatLabels.get(), ' It is kept in this browser and saved when you send a message.')}`,
        });
        return local.id;
      } finally {
        setCreating(false);
      }
    },
    [userId, refreshList, select, saveLocal],
  );

  /** A browser-only chat is started on the server when it is first used; answers the server's id. */
  const promote = useCallback(
    async (chat: ListedChat): Promise<string> => {
      const id = await startServerChat(userId, {
        appName: chat.appName,
        customer: { id: chat.customerId ?? '', name: chat.customerName ?? '' },
        specialists: chat.specialists,
      });
      saveLocal((current) => current.filter((candidate) => candidate.id !== chat.id));
      await refreshList();
      select(id);
      return id;
    },
    [userId, saveLocal, refreshList, select],
  );

  /** The chat goes, the first remaining one (or none) becomes the open one, toast 'Chat Deleted'. */
  const remove = useCallback(
    async (chat: ListedChat) => {
      try {
        if (chat.local) saveLocal((current) => current.filter((candidate) => candidate.id !== chat.id));
        else await deleteChat(chat.id);
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
      latestRef.current.discardRun(chat.id);
      toast({ title: chatMore.get().chatDeleted, description: chat.title });
      if (chat.id === latestRef.current.currentId) {
        const next = latestRef.current.chats.find((candidate) => candidate.id !== chat.id);
        select(next?.id ?? null);
      }
    },
    [saveLocal, deleteChat, latestRef, select],
  );

  /** Changing the customer also changes it on a browser-only chat (server chats take it on the next run). */
  const setLocalCustomer = useCallback(
    (id: string, customer: { id: string; name: string } | null) =>
      saveLocal((current) =>
        current.map((chat) =>
          chat.id === id
            ? { ...chat, customerId: customer?.id ?? null, customerName: customer?.name ?? null }
            : chat,
        ),
      ),
    [saveLocal],
  );

  const { fetchNextPage } = list;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  return {
    chats,
    currentId,
    current: chats.find((chat) => chat.id === currentId) ?? null,
    loading: list.isPending,
    hasMore: list.hasNextPage,
    loadingMore: list.isFetchingNextPage,
    loadMore,
    select,
    creating,
    create,
    promote,
    remove,
    setLocalCustomer,
  };
}

export type ChatList = ReturnType<typeof useChatList>;
