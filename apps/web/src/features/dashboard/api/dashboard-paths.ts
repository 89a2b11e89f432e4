import { API_BASE } from '@brief/contract/paths';

const user = (userId: string) => `${API_BASE}/users/${encodeURIComponent(userId)}`;

/** The Overview's own call: the counts (the chat lists come from lib/chats, bookmarks from lib/bookmarks). */
export const dashboardPaths = {
  stats: (userId: string, timeZone: string | null) =>
    timeZone === null
      ? `${user(userId)}/stats`
      : `${user(userId)}/stats?${new URLSearchParams({ timeZone }).toString()}`,
} as const;

export const dashboardKeys = {
  stats: (userId: string, timeZone: string) => ['stats', userId, timeZone] as const,
};

/** The dashboard's lists show five items, and ask the server for five. */
export const OVERVIEW_LIST_SIZE = 5;
