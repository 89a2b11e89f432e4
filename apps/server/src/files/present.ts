import { fileUrl, type StoredFile } from '@brief/contract/files';
import type { FileRow } from './repo';

/** How a stored file reads in answers: the download address is owner-scoped, like the row. */
export const toStoredFile = (row: FileRow): StoredFile => ({
  id: row.id,
  name: row.name,
  size: row.size,
  type: row.mime,
  kind: row.kind,
  chatId: row.chat_id,
  url: fileUrl(row.user_id, row.id, row.name),
  createdAt: row.created_at,
  ...(row.notice === null ? {} : { notice: row.notice }),
});
