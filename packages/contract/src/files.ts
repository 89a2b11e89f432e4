import { z } from 'zod';
import { API_BASE } from './paths';
import { storableId, storableText } from './text';

const id = storableId;

/** At most this many files in one upload request. */
export const MAX_FILES_PER_UPLOAD = 10;

export const fileParamsSchema = z.object({ userId: id, fileId: id });
/** GET /users/:userId/files/:fileId/:name: the name only makes the address end like the file. */
export const fileDownloadParamsSchema = fileParamsSchema.extend({ name: storableText().max(300).optional() });

/**
 * A stored file as the API answers it. `url` is the owner-scoped download address
 * (`/api/users/{userId}/files/{id}/{name}`), which needs the bearer token like every call; `kind`
 * says how the model reads it: extracted text, an image, or neither (kept and downloadable only).
 */
export const storedFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
  kind: z.enum(['text', 'image', 'binary']),
  chatId: z.string().nullable(),
  url: z.string(),
  createdAt: z.string(),
  /**
   * Why a document's text was not read, in a sentence for the user ("Its text was not read: it unpacks
   * to more than 50 MB."): it tripped a limit or looks damaged, and is kept as `binary`. Absent otherwise.
   */
  notice: z.string().optional(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** POST /users/:userId/files (multipart: file (one or more), sessionId, app_name, customerId?, customerName?). */
export const uploadFieldsSchema = z.object({
  sessionId: id,
  app_name: storableText().max(100).optional(),
  customerId: storableText().max(200).optional(),
  customerName: storableText().max(200).optional(),
});
export const uploadResponseSchema = z.object({ files: z.array(storedFileSchema) });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** A message's attachments, as messages list them. */
export const messageAttachmentSchema = storedFileSchema.pick({
  id: true,
  name: true,
  size: true,
  type: true,
  kind: true,
  url: true,
  notice: true,
});
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;

/** The download address of a stored file; the same on both sides. */
export function fileUrl(userId: string, fileId: string, name: string): string {
  const safeName = name.replace(/[^\w.-]+/g, '_').slice(-120) || 'file';
  return `${API_BASE}/users/${encodeURIComponent(userId)}/files/${encodeURIComponent(fileId)}/${encodeURIComponent(safeName)}`;
}

/**
 * The automatic Spanish prompt an upload sends: analyse and describe an image, or load a
 * document's data, using the main agent. The server's offline model answers these by reading the file.
 */
export function uploadPrompt(file: { name: string; kind: StoredFile['kind'] }): string {
  return file.kind === 'image'
    ? `Analiza y describe la imagen "${file.name}" usando el agente principal.`
    : `Carga los datos del archivo "${file.name}" usando el agente principal y resume su contenido.`;
}
