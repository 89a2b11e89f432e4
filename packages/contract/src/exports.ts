import { z } from 'zod';
import { API_BASE } from './paths';

/**
 * Downloads of a chat, one of its messages, a chat shared with the caller, or the caller's bookmarks, as
 * a document: Markdown, Word or PDF. Every export is a GET with `?format=`, answered as an attachment.
 */
export const exportFormatSchema = z.enum(['md', 'docx', 'pdf']);
export type ExportFormat = z.infer<typeof exportFormatSchema>;

export const exportQuerySchema = z.object({ format: exportFormatSchema });
export type ExportQuery = z.infer<typeof exportQuerySchema>;

/** The type each format is sent with. */
export const exportContentTypes = {
  md: 'text/markdown; charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
} as const satisfies Record<ExportFormat, string>;

const user = (userId: string) => `${API_BASE}/users/${encodeURIComponent(userId)}`;
const query = (format: ExportFormat) => `export?format=${format}`;

/** Where each export is asked for; both sides build the addresses from here. */
export const exportPaths = {
  /** The caller's own chat. */
  chat: (userId: string, chatId: string, format: ExportFormat) =>
    `${user(userId)}/chats/${encodeURIComponent(chatId)}/${query(format)}`,
  /** One message (usually a reply) of the caller's own chat. */
  message: (userId: string, chatId: string, messageId: string, format: ExportFormat) =>
    `${user(userId)}/chats/${encodeURIComponent(chatId)}/messages/${encodeURIComponent(messageId)}/${query(format)}`,
  /** A chat someone shared with the caller. */
  sharedChat: (userId: string, chatId: string, format: ExportFormat) =>
    `${user(userId)}/shared-chats/${encodeURIComponent(chatId)}/${query(format)}`,
  /** The caller's bookmarks, newest first. */
  bookmarks: (userId: string, format: ExportFormat) => `${user(userId)}/bookmarks/${query(format)}`,
} as const;
