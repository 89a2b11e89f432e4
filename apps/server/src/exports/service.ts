import { exportContentTypes, type ExportFormat, type ExportQuery } from '@brief/contract/exports';
import type { BookmarksRepo } from '../bookmarks/repo';
import type { ChatAccess, ReadableChat } from '../chats/access-repo';
import type { MessageRepo, MessageRow } from '../chats/message-repo';
import type { Clock } from '../clock';
import { AppError, notFound, rateLimited } from '../errors';
import type { FileRow, FilesRepo } from '../files/repo';
import type { UserRow } from '../users/repo';
import {
  bookmarksDocument,
  chatDocument,
  exportFileName,
  readerTimeZone,
  type ExportReader,
} from './chat-document';
import { documentWords } from './document-words';

import type { ExportDocument, ExportImage } from './export-document';
import { ExportNotMade } from './export-pool';
import { mentionedFileIds } from './links';
import { pictureSize } from './picture-size';
import type { ExportsRepo } from './repo';

/** What the reader's web app shows: its language and time zone (both optional in the request). */
export type ReaderQuery = Pick<ExportQuery, 'lang' | 'timeZone'>;

/**
 * How `user` reads the export: in the language their interface shows (sent with the request), else the
 * one they chose for it, else English; times in the time zone their browser is in, else UTC.
 */
function readerOf(user: UserRow, query: ReaderQuery): ExportReader {
  const chosen = user.locale === 'es' || user.locale === 'en' ? user.locale : undefined;
  return { words: documentWords(query.lang ?? chosen ?? 'en'), timeZone: readerTimeZone(query.timeZone) };
}

/** Pictures are read into an export up to this many bytes in all; the rest stay links. */
const MAX_PICTURE_BYTES = 64 * 1024 * 1024;
/** Stored files read at once for one export. */
const PICTURE_READS = 4;
const EMBEDDABLE_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg']);

type Deps = {
  access: Pick<ChatAccess, 'readable'>;
  messages: Pick<MessageRepo, 'messages' | 'findMessage'>;
  files: Pick<FilesRepo, 'listForChat' | 'find'>;
  bookmarks: Pick<BookmarksRepo, 'listBookmarks'>;
  names: ExportsRepo;
  readFile: (file: FileRow) => Promise<Buffer>;
  /** Makes the file for the user who asked (the export pool: off the main thread, fair between users). */
  render: (document: ExportDocument, format: ExportFormat, userId: string) => Promise<Buffer>;
  clock: Clock;
  /** The app's public address, which relative links in the documents are made absolute against. */
  origin: string;
  log: { warn(obj: object, msg: string): void };
};

/** A finished export: what it is called, what type it is sent as, and its bytes. */
export type ExportFile = { fileName: string; contentType: string; body: Buffer };

const formatNames: Record<ExportFormat, string> = {
  md: 'a Markdown file',
  docx: 'a Word document',
  pdf: 'a PDF',
};

/** How long a refused export is told to wait: a short file is made in well under that. */
const RETRY_AFTER_SECONDS = 5;

export function createExportsService(deps: Deps) {
  const { log } = deps;

  /** The pictures among `files` that the document shows: PNG and JPEG only, within the byte budget. */
  async function readPictures(files: readonly FileRow[]): Promise<Record<string, ExportImage>> {
    const candidates = files.filter((file) => file.kind === 'image' && EMBEDDABLE_TYPES.has(file.mime));
    const images: Record<string, ExportImage> = {};
    let budget = MAX_PICTURE_BYTES;
    const chosen = candidates.filter((file) => {
      if (file.size > budget) return false;
      budget -= file.size;
      return true;
    });
    for (let at = 0; at < chosen.length; at += PICTURE_READS) {
      await Promise.all(
        chosen.slice(at, at + PICTURE_READS).map(async (file) => {
          try {
            const bytes = await deps.readFile(file);
            const size = pictureSize(bytes);
            // A picture that is not what its row says is left as a link.
            if (size !== null) images[file.id] = { bytes, ...size };
          } catch (error) {
            log.warn({ err: error, fileId: file.id }, 'a picture could not be read for an export');
          }
        }),
      );
    }
    return images;
  }

  /** The finished file, made for `reader`; a refusal says why. */
  async function finish(
    document: ExportDocument,
    format: ExportFormat,
    fileName: string,
    reader: UserRow,
  ): Promise<ExportFile> {
    try {
      return {
        fileName,
        contentType: exportContentTypes[format],
        body: await deps.render(document, format, reader.id),
      };
    } catch (error) {
      if (!(error instanceof ExportNotMade)) throw error;
      switch (error.reason) {
        case 'share':
          throw rateLimited(
            'Your other exports are still being made. Try again when one of them is ready.',
            RETRY_AFTER_SECONDS,
            { reason: 'exports_own_share' },
          );
        case 'busy':
          throw rateLimited(
            'Many exports are being made right now. Try again in a moment.',
            RETRY_AFTER_SECONDS,
            { reason: 'exports_busy' },
          );
        case 'time':
        case 'memory':
        case 'depth':
          throw new AppError(
            'export_too_complex',
            `This is too long or too complex to export as ${formatNames[format]}. Try another format, or export single replies.`,
          );
        case 'failed':
          throw error;
      }
    }
  }

  /** The chat's document: the messages shown, with the pictures their replies and uploads show. */
  async function chatExport(
    readable: ReadableChat,
    format: ExportFormat,
    messages: readonly MessageRow[],
    reader: UserRow,
    query: ReaderQuery,
  ): Promise<ExportFile> {
    const { chat, owner } = readable;
    const [team, files] = await Promise.all([
      deps.names.teamName(chat.agent_id),
      deps.files.listForChat(owner.id, chat.id),
    ]);
    let images: Record<string, ExportImage> = {};
    if (format !== 'md') {
      const mentioned = mentionedFileIds(
        messages.filter((message) => message.role !== 'user').map((message) => message.content),
        owner.id,
      );
      const sentWith = new Set(messages.map((message) => message.id));
      // Only the chat's own files: a reply pointing at another chat's picture gets a link, not its bytes.
      images = await readPictures(
        files.filter(
          (file) => mentioned.has(file.id) || (file.message_id !== null && sentWith.has(file.message_id)),
        ),
      );
    }
    const source = {
      chat,
      owner,
      team,
      messages,
      files,
      images,
      exportedAt: deps.clock.now(),
      origin: deps.origin,
      reader: readerOf(reader, query),
      byOwner: reader.id === owner.id,
    };
    return finish(chatDocument(source), format, exportFileName(chat.title, format), reader);
  }

  return {
    /** The user's own chat (`own`), or a chat shared with them (`shared`); 404 for anything else. */
    async chat(
      user: UserRow,
      chatId: string,
      mode: 'own' | 'shared',
      format: ExportFormat,
      query: ReaderQuery = {},
    ): Promise<ExportFile> {
      const readable = await deps.access.readable(user.id, chatId, mode);
      if (readable === undefined) throw notFound('Chat not found');
      return chatExport(readable, format, await deps.messages.messages(chatId), user, query);
    },

    /** One message of the user's own chat; 404 for another chat's message or anyone else's chat. */
    async message(
      user: UserRow,
      chatId: string,
      messageId: string,
      format: ExportFormat,
      query: ReaderQuery = {},
    ): Promise<ExportFile> {
      const readable = await deps.access.readable(user.id, chatId, 'own');
      if (readable === undefined) throw notFound('Chat not found');
      const message = await deps.messages.findMessage(chatId, messageId);
      if (message === undefined) throw notFound('Message not found');
      return chatExport(readable, format, [message], user, query);
    },

    /** The user's bookmarks, newest first, with the pictures of their own files that they show. */
    async bookmarks(user: UserRow, format: ExportFormat, query: ReaderQuery = {}): Promise<ExportFile> {
      const bookmarks = await deps.bookmarks.listBookmarks(user.id);
      const chatIds = bookmarks.flatMap((bookmark) => (bookmark.chat_id === null ? [] : [bookmark.chat_id]));
      const chatTitles = await deps.names.chatTitles(user.id, chatIds);
      let images: Record<string, ExportImage> = {};
      if (format !== 'md') {
        const ids = [
          ...mentionedFileIds(
            bookmarks.map((bookmark) => bookmark.message),
            user.id,
          ),
        ];
        const found = await Promise.all(ids.map((id) => deps.files.find(user.id, id)));
        images = await readPictures(found.filter((file): file is FileRow => file !== undefined));
      }
      const document = bookmarksDocument({
        user,
        bookmarks,
        chatTitles,
        images,
        exportedAt: deps.clock.now(),
        origin: deps.origin,
        reader: readerOf(user, query),
      });
      return finish(document, format, `Bookmarks.${format}`, user);
    },
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
