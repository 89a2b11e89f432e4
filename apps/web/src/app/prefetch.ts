import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { lazyChatPage } from '@/app/lazy-chat-page';
import { markdownRenderer } from '@/components/markdown-renderer';
import { lazyMessageList } from '@/features/chat/components/lazy-message-list';
import { dashboardView } from '@/features/dashboard/utils/workspace-tabs';
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
 * Opening a chat: the code that shows its messages (the message list and the replies' markdown, which
 * the page would only ask for once the chat is there), the chat itself under the key the page reads, and
 * the sidebar's chats and the user's teams, all at once and beside the route's own code. Only what the
 * cache lacks is asked for: the loader runs again for every chat picked in the sidebar.
 */
function prefetchChat(queryClient: QueryClient, userId: string, chatId: string): Promise<unknown> {
  return Promise.all([
    lazyMessageList.preload(),
    markdownRenderer.preload(),
    Promise.all([import('@/lib/chats/get-chat'), import('@/features/chat/utils/chat-message')]).then(
      // An id the server could not have made is the page's 'Chat not found', without asking.
      ([{ chatQueryOptions }, { isValidChatId }]) =>
        isValidChatId(chatId) ? queryClient.ensureQueryData(chatQueryOptions(userId, chatId)) : null,
    ),
    import('@/lib/chats/get-chats').then(({ sidebarListQueryOptions }) =>
      queryClient.ensureInfiniteQueryData(sidebarListQueryOptions(userId)),
    ),
    prefetchTeams(queryClient, userId),
  ]);
}

function prefetchTeams(queryClient: QueryClient, userId: string): Promise<unknown> {
  return import('@/lib/chats/get-teams').then(({ teamsQueryOptions }) =>
    queryClient.ensureQueryData(teamsQueryOptions(userId)),
  );
}

/** /chat and /chat-v2: a chat the address names, with what shows it (nothing for a new chat). */
export const chatLoader = prefetching(async (queryClient, userId, url) => {
  const chatId = namedChat(url);
  if (chatId !== null) await prefetchChat(queryClient, userId, chatId);
});

/** /chats and /favorite-chats: the first page of the list. */
export const libraryListLoader = (filter: 'all' | 'favorites') =>
  prefetching(async (queryClient, userId) => {
    const { libraryListQueryOptions } = await import('@/lib/chats/get-chats');
    await queryClient.prefetchInfiniteQuery(libraryListQueryOptions(userId, filter));
  });

/**
 * /dashboard?tab=library: the user's teams and both lists of the library tab, side by side. The chat
 * tab: the chat page's code (the tab loads it only once the teams are known) and the teams, and a chat
 * the address names as /chat opens it.
 */
export const dashboardLoader = prefetching(async (queryClient, userId, url) => {
  const view = dashboardView(url.searchParams);
  if (view === 'chat') {
    const chatId = namedChat(url);
    await Promise.all([
      lazyChatPage.preload(),
      prefetchTeams(queryClient, userId),
      chatId === null ? null : prefetchChat(queryClient, userId, chatId),
    ]);
    return;
  }
  if (view !== 'library') return;
  const [{ libraryListQueryOptions }, { teamsQueryOptions }] = await Promise.all([
    import('@/lib/chats/get-chats'),
    import('@/lib/chats/get-teams'),
  ]);
  await Promise.all([
    queryClient.prefetchQuery(teamsQueryOptions(userId)),
    queryClient.prefetchInfiniteQuery(libraryListQueryOptions(userId, 'all')),
    queryClient.prefetchInfiniteQuery(libraryListQueryOptions(userId, 'favorites')),
  ]);
});
