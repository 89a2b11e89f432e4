import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { lazyChatPage } from '@/app/lazy-chat-page';
import { markdownRenderer } from '@/components/markdown-renderer';
import { lazyMessageList } from '@/features/chat/components/lazy-message-list';
import { dashboardView } from '@/features/dashboard/utils/workspace-tabs';
import { isValidChatId } from '@/lib/chats/chat-id';
import { chatQueryOptions } from '@/lib/chats/get-chat';
import { libraryListQueryOptions, sidebarListQueryOptions } from '@/lib/chats/get-chats';
import { teamsQueryOptions } from '@/lib/chats/get-teams';
import { getStoredUser } from '@/lib/storage/stored-user';

/*
 * Route loaders that start a page's first requests while its code is still downloading, instead of
 * after the page has mounted. They never wait for the answer (navigation is not held up) and never
 * fail: the page's own query shows loading and errors as usual, and finds the request under way.
 */

type Loader = (args: LoaderFunctionArgs) => null;

function prefetching(start: (queryClient: QueryClient, userId: string, url: URL) => Promise<unknown>) {
  return (queryClient: QueryClient): Loader =>
    ({ request }) => {
      const user = getStoredUser();
      if (user) void start(queryClient, user.id, new URL(request.url)).catch(() => undefined);
      return null;
    };
}

/** The address parameter of the chat page that names the open chat (its CHAT_PARAM). */
const CHAT_PARAM = 'sessionId';
/** A chat only this browser has is named `session-…` in the address; the server has nothing to send. */
const BROWSER_ONLY_CHAT = 'session-';

/** The chat the address names, when the server keeps it; null for none or a browser-only chat. */
function namedChat(url: URL): string | null {
  const chatId = url.searchParams.get(CHAT_PARAM);
  return chatId && !chatId.startsWith(BROWSER_ONLY_CHAT) ? chatId : null;
}

/**
 * Opening a chat: the chat itself under the key the page reads, the sidebar's chats and the user's teams
 * (asked for at once: their calls come with the app's own code), and the code that shows the messages
 * (the message list and the replies' markdown, which the page would only ask for once the chat is
 * there), beside the route's own code. Only what the cache lacks is asked for: the loader runs again
 * for every chat picked in the sidebar.
 */
function prefetchChat(queryClient: QueryClient, userId: string, chatId: string): Promise<unknown> {
  return Promise.all([
    // An id the server could not have made is the page's 'Chat not found', without asking.
    isValidChatId(chatId) ? queryClient.ensureQueryData(chatQueryOptions(userId, chatId)) : null,
    queryClient.ensureInfiniteQueryData(sidebarListQueryOptions(userId)),
    queryClient.ensureQueryData(teamsQueryOptions(userId)),
    lazyMessageList.preload(),
    markdownRenderer.preload(),
  ]);
}

/** /chat and /chat-v2: a chat the address names, with what shows it (nothing for a new chat). */
export const chatLoader = prefetching(async (queryClient, userId, url) => {
  const chatId = namedChat(url);
  if (chatId !== null) await prefetchChat(queryClient, userId, chatId);
});

/** /chats and /favorite-chats: the first page of the list. */
export const libraryListLoader = (filter: 'all' | 'favorites') =>
  prefetching((queryClient, userId) =>
    queryClient.prefetchInfiniteQuery(libraryListQueryOptions(userId, filter)),
  );

/**
 * /dashboard?tab=library: the user's teams and both lists of the library tab, side by side. The chat
 * tab: the teams (the tab waits for them) and the chat page's code, and a chat the address names as
 * /chat opens it.
 */
export const dashboardLoader = prefetching(async (queryClient, userId, url) => {
  const view = dashboardView(url.searchParams);
  if (view === 'chat') {
    const chatId = namedChat(url);
    await Promise.all([
      queryClient.ensureQueryData(teamsQueryOptions(userId)),
      lazyChatPage.preload(),
      chatId === null ? null : prefetchChat(queryClient, userId, chatId),
    ]);
  } else if (view === 'library') {
    await Promise.all([
      queryClient.prefetchQuery(teamsQueryOptions(userId)),
      queryClient.prefetchInfiniteQuery(libraryListQueryOptions(userId, 'all')),
      queryClient.prefetchInfiniteQuery(libraryListQueryOptions(userId, 'favorites')),
    ]);
  }
});
