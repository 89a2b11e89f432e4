import { API_BASE } from '@brief/contract/paths';

const user = (userId: string) => `${API_BASE}/users/${encodeURIComponent(userId)}`;

/** The Overview's calls: the counts and the chat lists (bookmarks come from lib/bookmarks). */
export const dashboardPaths = {
  stats: (userId: string, timeZone: string | null) =>
    timeZone === null
      ? `${user(userId)}/stats`
      : `${user(userId)}/stats?${new URLSearchParams({ timeZone }).toString()}`,
  chats: (userId: string, favoritesOnly: boolean, limit: number) =>
    `${user(userId)}/chats?${new URLSearchParams({ limit: String(limit), ...(favoritesOnly ? { favorite: 'true' } : {}) }).toString()}`,
} as const;

/**
 * The chat keys sit under ['chats', userId], the prefix the chat and library features invalidate,
 * so a renamed or starred chat shows here at once.
 */
export const dashboardKeys = {
  stats: (userId: string, timeZone: string) => ['stats', userId, timeZone] as const,
  chats: (userId: string, favoritesOnly: boolean) =>
    ['chats', userId, 'overview', favoritesOnly ? 'favorites' : 'latest'] as const,
  recent: (userId: string) => ['chats', userId, 'recent'] as const,
};

/** Spec §9: the dashboard's lists show five items, and ask the server for five. */
export const OVERVIEW_LIST_SIZE = 5;
