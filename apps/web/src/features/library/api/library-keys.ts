import { API_BASE } from '@brief/contract/paths';

const user = (userId: string) => `${API_BASE}/users/${encodeURIComponent(userId)}`;
const chat = (userId: string, chatId: string) => `${user(userId)}/chats/${encodeURIComponent(chatId)}`;

/** Which chats a library list holds: all of them, or only the starred ones. */
export type LibraryFilter = 'all' | 'favorites';

/** The library's calls; every path is built here. */
export const libraryPaths = {
  chats: (userId: string) => `${user(userId)}/chats`,
  chat,
  favorite: (userId: string, chatId: string) => `${chat(userId, chatId)}/favorite`,
  rename: (userId: string, chatId: string) => `${chat(userId, chatId)}/rename`,
} as const;

/**
 * Query keys of the library. They sit under ['chats', userId] like the chat page's, so a change made
 * on either side invalidates both; the detail key is the chat page's own (same answer, one cache).
 */
export const libraryKeys = {
  all: (userId: string) => ['chats', userId] as const,
  lists: (userId: string) => ['chats', userId, 'library'] as const,
  list: (userId: string, filter: LibraryFilter) => ['chats', userId, 'library', filter] as const,
  chat: (userId: string, chatId: string) => ['chats', userId, 'detail', chatId] as const,
};
