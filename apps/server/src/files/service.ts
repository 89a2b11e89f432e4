import { uploadFieldsSchema, type StoredFile } from '@brief/contract/files';
import type { Clock } from '../clock';
import type { FileKind } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { newId } from '../ids';
import type { UserRow } from '../users/repo';
import { extractText } from './extract';
import { cleanFileName } from './file-name';
import { toStoredFile } from './present';
import type { FileRow, FilesRepo } from './repo';
import { sniffType } from './sniff';
import type { FileStorage } from './storage';

/** One part of an upload as the route hands it over; a file's bytes are read (and size-checked) on demand. */
export type UploadPart =
  | { type: 'field'; name: string; value: string }
  | { type: 'file'; name: string; declaredType: string; read(): Promise<Buffer> };

type Deps = {
  files: FilesRepo;
  storage: FileStorage;
  clock: Clock;
  log: { error(obj: object, msg: string): void };
  /** Overrides the extraction time limit (tests). */
  extractTimeoutMs?: number;
};

export type UploadedFile = { bytes: Buffer; name: string; mime: string; kind: FileKind; text: string | null };

/**
 * One uploaded file as the server understands it: a clean name, the type its bytes show, and its text.
 * A document nothing could be read from (broken, too slow, empty) counts as a plain binary file.
 */
export async function readUploadedFile(
  part: Extract<UploadPart, { type: 'file' }>,
  extractTimeoutMs?: number,
): Promise<UploadedFile> {
  const bytes = await part.read();
  const name = cleanFileName(part.name);
  const { mime, format } = await sniffType(bytes, name, part.declaredType);
  const text = format === 'image' ? null : await extractText(bytes, format, { timeoutMs: extractTimeoutMs });
  const kind: FileKind = format === 'image' ? 'image' : text !== null && text !== '' ? 'text' : 'binary';
  return { bytes, name, mime, kind, text: kind === 'text' ? text : null };
}

export function createFilesService({ files, storage, clock, log, extractTimeoutMs }: Deps) {
  const requireChat = async (user: UserRow, chatId: string): Promise<void> => {
    if (!(await files.ownsChat(user.id, chatId))) throw notFound('Chat not found');
  };

  /** Reads, types, extracts and stores one file; answers its row, not yet saved. */
  const storeFile = async (user: UserRow, part: Extract<UploadPart, { type: 'file' }>): Promise<FileRow> => {
    const { bytes, name, mime, kind, text } = await readUploadedFile(part, extractTimeoutMs);
    const id = newId();
    await storage.put(id, bytes, mime);
    return {
      id,
      user_id: user.id,
      chat_id: null,
      message_id: null,
      name,
      mime,
      size: bytes.length,
      kind,
      storage_key: id,
      text,
      created_at: clock.now().toISOString(),
    };
  };

  return {
    /**
     * Stores every file of an upload into one of the user's chats, or none of them: a refused part
     * (too large, too many, wrong chat) removes what this request already put in the store.
     */
    async upload(user: UserRow, parts: AsyncIterable<UploadPart>): Promise<StoredFile[]> {
      const fields: Record<string, string> = {};
      const stored: FileRow[] = [];
      let checkedChatId: string | undefined;
      try {
        for await (const part of parts) {
          if (part.type === 'field') {
            fields[part.name] = part.value;
            // The session usually comes before the files: refuse a stranger's chat before storing anything.
            if (part.name === 'sessionId') {
              await requireChat(user, part.value);
              checkedChatId = part.value;
            }
          } else {
            stored.push(await storeFile(user, part));
          }
        }
        const parsed = uploadFieldsSchema.safeParse(fields);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw badRequest(`${String(issue?.path[0] ?? 'body')}: ${issue?.message ?? 'is invalid'}`);
        }
        if (checkedChatId !== parsed.data.sessionId) await requireChat(user, parsed.data.sessionId);
        if (stored.length === 0) throw badRequest('No file in the upload; send one or more parts named file');
        const rows = stored.map((row) => ({ ...row, chat_id: parsed.data.sessionId }));
        await files.insert(rows);
        return rows.map(toStoredFile);
      } catch (error) {
        await Promise.all(
          stored.map((row) =>
            storage.remove(row.storage_key).catch((cause: unknown) => {
              log.error({ err: cause, key: row.storage_key }, 'could not remove a refused upload');
            }),
          ),
        );
        throw error;
      }
    },

    /** The user's file and its bytes; another user's file is as missing as one that never existed. */
    async download(user: UserRow, fileId: string): Promise<{ file: FileRow; body: Buffer }> {
      const file = await files.find(user.id, fileId);
      if (file === undefined) throw notFound('File not found');
      try {
        return { file, body: await storage.get(file.storage_key) };
      } catch (error) {
        log.error({ err: error, fileId }, 'stored file is missing from the file store');
        throw notFound('File not found');
      }
    },

    async listForChat(user: UserRow, chatId: string): Promise<StoredFile[]> {
      await requireChat(user, chatId);
      return (await files.listForChat(user.id, chatId)).map(toStoredFile);
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
