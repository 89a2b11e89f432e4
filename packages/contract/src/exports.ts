import { z } from 'zod';
import { API_BASE } from './paths';

/**
 * Downloads of a chat, one of its messages, a chat shared with the caller, or the caller's bookmarks, as
 * a document: Markdown, Word or PDF. Every export is a GET with `?format=`, answered as an attachment.
 */
export const exportFormatSchema = z.enum(['md', 'docx', 'pdf']);
export type ExportFormat = z.infer<typeof exportFormatSchema>;

/** The languages an export's own words (labels, notes) are written in. */
export const exportLanguageSchema = z.enum(['en', 'es']);
export type ExportLanguage = z.infer<typeof exportLanguageSchema>;

/**
 * `lang` is the language the reader's interface shows (it wins over the account's stored choice: a
 * browser in Spanish with no choice made reads Spanish); `timeZone` is the reader's IANA zone, which
 * every time of the document is written in. A zone the server does not know gives UTC, and the
 * document says which zone its times are in either way.
 */
export const exportQuerySchema = z.object({
  format: exportFormatSchema,
  lang: exportLanguageSchema.optional(),
  timeZone: z.string().max(100).optional(),
});
export type ExportQuery = z.infer<typeof exportQuerySchema>;

/** The reader's part of an export's address: `&lang=es&timeZone=Europe%2FMadrid`. */
export const exportReaderQuery = (reader: { lang: ExportLanguage; timeZone: string }): string =>
  `&lang=${reader.lang}&timeZone=${encodeURIComponent(reader.timeZone)}`;

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
