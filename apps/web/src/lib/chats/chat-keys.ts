/** Which of the user's chats a library list holds: all of them, or only the starred ones. */
export type LibraryFilter = 'all' | 'favorites';

/**
 * Every query key of the chats, defined here only. Everything about a user's chats sits under
 * `all(userId)` and every list of them under `lists(userId)`, so one invalidation refreshes the
 * sidebar, the library and the dashboard alike; a chat's detail is one entry wherever it is shown.
 */
export const chatKeys = {
  all: (userId: string) => ['chats', userId] as const,
  lists: (userId: string) => ['chats', userId, 'list'] as const,
  /** The chat page's sidebar. */
  sidebarList: (userId: string) => ['chats', userId, 'list', 'sidebar'] as const,
  libraryList: (userId: string, filter: LibraryFilter) =>
    ['chats', userId, 'list', 'library', filter] as const,
  /** The Overview's five newest (or starred) chats. */
  overviewList: (userId: string, favoritesOnly: boolean) =>
    ['chats', userId, 'list', 'overview', favoritesOnly ? 'favorites' : 'latest'] as const,
  /** The workspace's Recent tab. */
  recentList: (userId: string) => ['chats', userId, 'list', 'recent'] as const,
  chat: (userId: string, chatId: string) => ['chats', userId, 'detail', chatId] as const,
  /** Follow-up questions, per reply (and version) they follow. */
  related: (userId: string, chatId: string, messageId: string) =>
    ['chats', userId, 'related', chatId, messageId] as const,
  search: (userId: string, query: string) => ['chats', userId, 'search', query] as const,
  teams: (userId: string) => ['teams', userId] as const,
  customers: (userId: string, teamId: string) => ['customers', userId, teamId] as const,
  specialists: (userId: string, teamId: string) => ['specialists', userId, teamId] as const,
  /** Every list of teams, customers and specialists above: what an admin's change to them makes stale. */
  catalogue: () => [['teams'], ['customers'], ['specialists']] as const,
};
