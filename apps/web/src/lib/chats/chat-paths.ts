import { API_BASE } from '@brief/contract/paths';

const user = (userId: string) => `${API_BASE}/users/${encodeURIComponent(userId)}`;
const chat = (userId: string, chatId: string) => `${user(userId)}/chats/${encodeURIComponent(chatId)}`;
const message = (userId: string, chatId: string, messageId: string) =>
  `${chat(userId, chatId)}/messages/${encodeURIComponent(messageId)}`;

/**
 * Every path of the chat calls, built here only: the teams a user may chat with, their customers and
 * specialists, and the user's chats with their messages. The API's own names stay in the paths (a team
 * is an `agent`, starting a chat posts a `session`).
 */
export const chatPaths = {
  teams: (userId: string) => `${user(userId)}/agents`,
  customers: (userId: string, teamId: string, appName: string) =>
    `${user(userId)}/agents/${encodeURIComponent(teamId)}/customers?app_name=${encodeURIComponent(appName)}`,
  specialists: (teamId: string) => `${API_BASE}/agents/${encodeURIComponent(teamId)}/specialists`,
  /** POST: starts a chat. */
  create: (userId: string) => `${user(userId)}/sessions`,
  chats: (userId: string) => `${user(userId)}/chats`,
  search: (userId: string) => `${user(userId)}/chats/search`,
  chat,
  rename: (userId: string, chatId: string) => `${chat(userId, chatId)}/rename`,
  favorite: (userId: string, chatId: string) => `${chat(userId, chatId)}/favorite`,
  suggestedTitle: (userId: string, chatId: string) => `${chat(userId, chatId)}/suggested_title`,
  related: (userId: string, chatId: string) => `${chat(userId, chatId)}/related`,
  /** POST sends a message and streams its reply; GET follows the reply being written. */
  runStream: (userId: string, chatId: string) => `${chat(userId, chatId)}/run/stream`,
  stop: (userId: string, chatId: string) => `${chat(userId, chatId)}/stop`,
  /** A new version of the chat's last reply, streamed like a run. */
  regenerateStream: (userId: string, chatId: string, messageId: string) =>
    `${message(userId, chatId, messageId)}/regenerate/stream`,
  /** Which stored version of a reply is shown and sent on. */
  messageVersion: (userId: string, chatId: string, messageId: string) =>
    `${message(userId, chatId, messageId)}/version`,
  files: (userId: string) => `${user(userId)}/files`,
} as const;
