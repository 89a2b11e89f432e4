import { API_BASE } from '@brief/contract/paths';

const user = (userId: string) => `${API_BASE}/users/${encodeURIComponent(userId)}`;
const chat = (userId: string, chatId: string) => `${user(userId)}/chats/${encodeURIComponent(chatId)}`;

/** The chat calls of the README's API table; every path is built here. */
export const chatPaths = {
  teams: (userId: string) => `${user(userId)}/agents`,
  customers: (userId: string, teamId: string, appName: string) =>
    `${user(userId)}/agents/${encodeURIComponent(teamId)}/customers?app_name=${encodeURIComponent(appName)}`,
  specialists: (teamId: string) => `${API_BASE}/agents/${encodeURIComponent(teamId)}/specialists`,
  sessions: (userId: string) => `${user(userId)}/sessions`,
  chats: (userId: string) => `${user(userId)}/chats`,
  chat,
  runStream: (userId: string, chatId: string) => `${chat(userId, chatId)}/run/stream`,
  stop: (userId: string, chatId: string) => `${chat(userId, chatId)}/stop`,
  favorite: (userId: string, chatId: string) => `${chat(userId, chatId)}/favorite`,
  rename: (userId: string, chatId: string) => `${chat(userId, chatId)}/rename`,
  related: (userId: string, chatId: string) => `${chat(userId, chatId)}/related`,
  files: (userId: string) => `${user(userId)}/files`,
  /** A new version of the chat's last reply, streamed like a run. */
  regenerateStream: (userId: string, chatId: string, messageId: string) =>
    `${chat(userId, chatId)}/messages/${encodeURIComponent(messageId)}/regenerate/stream`,
  /** Which stored version of a reply is shown and sent on. */
  messageVersion: (userId: string, chatId: string, messageId: string) =>
    `${chat(userId, chatId)}/messages/${encodeURIComponent(messageId)}/version`,
} as const;

/** Query keys of the chat feature, so mutations invalidate exactly what they change. */
export const chatKeys = {
  teams: (userId: string) => ['teams', userId] as const,
  customers: (userId: string, teamId: string) => ['customers', userId, teamId] as const,
  specialists: (teamId: string) => ['specialists', teamId] as const,
  chatList: (userId: string) => ['chats', userId, 'list'] as const,
  chat: (userId: string, chatId: string) => ['chats', userId, 'detail', chatId] as const,
  related: (userId: string, chatId: string, messageId: string) =>
    ['chats', userId, 'related', chatId, messageId] as const,
};
