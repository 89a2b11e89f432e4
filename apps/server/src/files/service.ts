import { uploadFieldsSchema, type StoredFile } from '@brief/contract/files';
import { isStorableText } from '@brief/contract/text';
import type { Clock } from '../clock';
import type { FileKind } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { newId } from '../ids';
import type { UsageLimits } from '../limits/usage-limits';
import type { UserRow } from '../users/repo';
import type { Extraction } from './extract-pool';
import { cleanFileName } from './file-name';
import { toStoredFile } from './present';
import type { FileRow, FilesRepo } from './repo';
import { sniffType, type FileFormat } from './sniff';
import type { FileStorage } from './storage';

/** One part of an upload as the route hands it over; a file's bytes are read (and size-checked) on demand. */
export type UploadPart =
  | { type: 'field'; name: string; value: string }
  | { type: 'file'; name: string; declaredType: string; read(): Promise<Buffer> };

/** A document's text, read off the main thread (the extraction pool). */
export type ExtractText = (bytes: Buffer, format: FileFormat) => Promise<Extraction>;

type Deps = {
  files: FilesRepo;
  storage: FileStorage;
  clock: Clock;
  log: { error(obj: object, msg: string): void };
  extractText: ExtractText;
  /** The user's uploads per day: checked before an upload is read, counted when it is accepted. */
  limits: Pick<UsageLimits, 'checkUploadRoom' | 'takeUpload'>;
};

export type UploadedFile = {
  bytes: Buffer;
  name: string;
  mime: string;
  kind: FileKind;
  text: string | null;
  /** Why its text was not read, for the user; null when nothing went wrong. */
  notice: string | null;
};

/**
 * One uploaded file as the server understands it: a clean name, the type its bytes show, and its text.
 * A document nothing could be read from (broken, past a limit, empty) counts as a plain binary file;
 * the notice says why when the reason is not simply that it has no text.
 */
export async function readUploadedFile(
  part: Extract<UploadPart, { type: 'file' }>,
  extractText: ExtractText,
): Promise<UploadedFile> {
  const bytes = await part.read();
  const name = cleanFileName(part.name);
  const { mime, format } = await sniffType(bytes, name, part.declaredType);
  const { text, notice } = await extractText(bytes, format);
  const kind: FileKind = format === 'image' ? 'image' : text !== null && text !== '' ? 'text' : 'binary';
  return { bytes, name, mime, kind, text: kind === 'text' ? text : null, notice };
}

export function createFilesService({ files, storage, clock, log, extractText, limits }: Deps) {
  const requireChat = async (user: UserRow, chatId: string): Promise<void> => {
    if (!(await files.ownsChat(user.id, chatId))) throw notFound('Chat not found');
  };

  /** Reads, types, extracts and stores one file; answers its row, not yet saved. */
  const storeFile = async (user: UserRow, part: Extract<UploadPart, { type: 'file' }>): Promise<FileRow> => {
    const { bytes, name, mime, kind, text, notice } = await readUploadedFile(part, extractText);
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
      notice,
      created_at: clock.now().toISOString(),
    };
  };

  return {
    /**
     * Stores every file of an upload into one of the user's chats, or none of them: a refused part
     * (too large, too many, wrong chat) removes what this request already put in the store. A user
     * whose day of uploads is used up is refused before anything is read (429); the bytes are counted
     * when the upload is accepted, and refused (429, nothing kept) when they would go over the day's.
     */
    async upload(user: UserRow, parts: AsyncIterable<UploadPart>): Promise<StoredFile[]> {
      const fields: Record<string, string> = {};
      const stored: FileRow[] = [];
      let checkedChatId: string | undefined;
      await limits.checkUploadRoom(user.id);
      try {
        for await (const part of parts) {
          if (part.type === 'field') {
            fields[part.name] = part.value;
            // The chat (field sessionId) usually comes before the files: refuse a stranger's chat before
            // storing anything.
            // An id the database cannot take (a NUL) is left to the check of every field below.
            if (part.name === 'sessionId' && isStorableText(part.value)) {
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
          const field = String(issue?.path[0] ?? 'body');
          throw badRequest(`${field}: ${issue?.message ?? 'is invalid'}`, { reason: 'invalid', field });
        }
        const chatId = parsed.data.sessionId;
        if (checkedChatId !== chatId) await requireChat(user, chatId);
        if (stored.length === 0)
          throw badRequest('No file in the upload; send one or more parts named file', { reason: 'no_file' });
        await limits.takeUpload(
          user.id,
          stored.reduce((bytes, row) => bytes + row.size, 0),
        );
        const rows = stored.map((row) => ({ ...row, chat_id: chatId }));
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
