import { z } from 'zod';
import { exportQuerySchema } from './exports';
import { API_BASE } from './paths';
import { storableText } from './text';

/**
 * When someone leaves: everything of theirs in one zip (their chats as Markdown and JSON, their bookmarks,
 * the files they uploaded), for themselves or for an admin; and, for an admin, deleting the person.
 */

const part = encodeURIComponent;

export const offboardingPaths = {
  /** GET: the caller's own data as a zip. */
  ownExport: (userId: string) => `${API_BASE}/users/${part(userId)}/export`,
  /** GET (admin): a person's data as a zip. */
  personExport: (userId: string) => `${API_BASE}/admin/users/${part(userId)}/export`,
  /** DELETE (admin): the person and everything of theirs; the body confirms with their e-mail. */
  person: (userId: string) => `${API_BASE}/admin/users/${part(userId)}`,
} as const;

/** A person is deleted only when the admin typed their e-mail (any case, spaces around ignored). */
export const deleteUserRequestSchema = z.object({
  confirm: storableText().trim().max(320),
});
export type DeleteUserRequest = z.infer<typeof deleteUserRequestSchema>;

/** What went with the person, counted for the admin and the audit log. */
export const deletedUserSchema = z.object({
  id: z.string(),
  deleted: z.literal(true),
  chats: z.number().int(),
  files: z.number().int(),
  bookmarks: z.number().int(),
});
export type DeletedUser = z.infer<typeof deletedUserSchema>;

/** The zip's type; its name is `brief-<e-mail>-<date>.zip`. */
export const EXPORT_ZIP_TYPE = 'application/zip';

/** The reader of the zip's Markdown: their interface's language and time zone, as for other exports. */
export const dataExportQuerySchema = exportQuerySchema.pick({ lang: true, timeZone: true });
export type DataExportQuery = z.infer<typeof dataExportQuerySchema>;
