/**
 * What an exported chat or bookmark list says, built from the stored rows: the header's details, and
 * for every message who wrote it, when, and what kind of step it was. No format is decided here.
 */
import { readAutomaticPrompt } from '@brief/contract/automatic-prompts';
import type { AutomaticPrompt } from '@brief/contract/chats';
import type { ExportFormat } from '@brief/contract/exports';
import { fileUrl } from '@brief/contract/files';
import type { BookmarkRow } from '../bookmarks/repo';
import type { ChatOwner } from '../chats/access-repo';
import { parseNames, parseSources } from '../chats/present';
import type { ChatRow } from '../chats/chat-repo';
import type { MessageRow } from '../chats/message-repo';
import { cleanFileName } from '../files/file-name';
import type { FileRow } from '../files/repo';
import { documentWords, type DocumentWords } from './document-words';
import type { ExportDetail, ExportDocument, ExportEntry, ExportImage } from './export-document';
import { inlineText } from './markdown-text';

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** "2 Mar 2026, 10:00 UTC": the reader's time zone is unknown, so the time says which one it is in. */
export function readableTime(iso: string | Date, locale = 'en-GB'): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  let format = timeFormats.get(locale);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: 'UTC',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    timeFormats.set(locale, format);
  }
  return Number.isNaN(date.getTime()) ? String(iso) : `${format.format(date)} UTC`;
}

/**
 * What an automatic step did, in the web app's words (its "done" labels): the Spanish prompt it sent is
 * the entry's text, this says why it is there.
 */
export function automaticNote(
  kind: AutomaticPrompt,
  content: string,
  fileNames: readonly string[],
  words: DocumentWords = documentWords('en'),
): string {
  const prompt = readAutomaticPrompt(content);
  if (kind === 'customer-data')
    return words.loadedData(prompt?.kind === 'customer-data' ? prompt.customerName : null);
  if (kind === 'search') return words.searched(prompt?.kind === 'search' ? prompt.query : null);
  const names =
    fileNames.length > 0
      ? fileNames
      : prompt?.kind === 'attachment'
        ? prompt.files.map((file) => file.name)
        : [];
  return words.read(names.length > 0 ? names.join(', ') : null);
}

const statusNote = (status: MessageRow['status'], words: DocumentWords): string | undefined =>
  status === 'done' ? undefined : words[status];

/** The name a download is saved under: the title without what file systems refuse, or `fallback`. */
export function exportFileName(title: string, format: ExportFormat, fallback = 'Chat'): string {
  const readable = title
    // Invisible format marks (direction overrides among them) and control characters go first.
    .replace(/[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu, '')
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  return `${readable === '' ? fallback : cleanFileName(readable)}.${format}`;
}

export type ChatSource = {
  chat: ChatRow;
  owner: ChatOwner;
  team: string | undefined;
  messages: readonly MessageRow[];
  /** The chat's files: what each user message was sent with. */
  files: readonly FileRow[];
  images: Record<string, ExportImage>;
  exportedAt: Date;
  origin: string;
  /** The reader's language, which the document's own words are in. */
  words: DocumentWords;
};

function chatDetails(source: ChatSource): ExportDetail[] {
  const { chat, owner, team, words } = source;
  const specialists = parseNames(chat.specialists);
  return [
    ...(chat.customer_name === null ? [] : [{ label: words.customer, value: chat.customer_name }]),
    ...(team === undefined ? [] : [{ label: words.team, value: team }]),
    ...(specialists.length === 0 ? [] : [{ label: words.specialists, value: specialists.join(', ') }]),
    { label: words.author, value: `${owner.name} <${owner.email}>` },
    { label: words.date, value: readableTime(chat.created_at, words.locale) },
    { label: words.exported, value: readableTime(source.exportedAt, words.locale) },
  ];
}

function messageEntry(message: MessageRow, source: ChatSource): ExportEntry {
  const { words } = source;
  const attached = source.files.filter((file) => file.message_id === message.id);
  const notes: string[] = [];
  if (message.automatic !== null) {
    notes.push(
      automaticNote(
        message.automatic,
        message.content,
        attached.map((file) => file.name),
        words,
      ),
    );
  } else if (attached.length > 0) {
    notes.push(words.attached(attached.map((file) => file.name).join(', ')));
  }
  if (message.role === 'assistant') {
    const status = statusNote(message.status, words);
    if (status !== undefined) notes.push(status);
    if (message.version_count > 1) notes.push(words.version(message.version, message.version_count));
  }
  const author =
    message.role === 'user'
      ? source.owner.name
      : message.role === 'assistant'
        ? (source.team ?? words.assistant)
        : words.system;
  const sources = message.role === 'assistant' ? parseSources(message.sources) : [];
  const cited =
    sources.length === 0
      ? ''
      : `\n\n**${words.sources}**\n\n${sources
          .map((s) => `- \\[${s.n}\\] ${inlineText(s.documentName)} — ${inlineText(words.place(s.locator))}`)
          .join('\n')}`;
  return {
    author,
    time: readableTime(message.created_at, words.locale),
    note: notes.length === 0 ? null : notes.join(' · '),
    body: { kind: message.role === 'user' ? 'plain' : 'markdown', text: `${message.content}${cited}` },
    pictures: attached
      .filter((file) => file.kind === 'image')
      .map((file) => ({ fileId: file.id, name: file.name, url: fileUrl(file.user_id, file.id, file.name) })),
  };
}

/** The chat as a document: its header, then the messages of `source` (all of them, or one alone). */
export function chatDocument(source: ChatSource): ExportDocument {
  return {
    title: source.chat.title.trim() === '' ? source.words.chat : source.chat.title,
    details: chatDetails(source),
    entries: source.messages.map((message) => messageEntry(message, source)),
    images: source.images,
    origin: source.origin,
    fileOwnerId: source.owner.id,
  };
}

export type BookmarksSource = {
  user: { id: string; name: string; email: string };
  bookmarks: readonly BookmarkRow[];
  /** The titles of the user's chats the bookmarks were saved from, by chat id. */
  chatTitles: ReadonlyMap<string, string>;
  images: Record<string, ExportImage>;
  exportedAt: Date;
  origin: string;
  words: DocumentWords;
};

export function bookmarksDocument(source: BookmarksSource): ExportDocument {
  const { user, bookmarks, words } = source;
  return {
    title: words.bookmarks,
    details: [
      { label: words.author, value: `${user.name} <${user.email}>` },
      { label: words.bookmarks, value: String(bookmarks.length) },
      { label: words.exported, value: readableTime(source.exportedAt, words.locale) },
    ],
    entries: bookmarks.map((bookmark): ExportEntry => {
      const chatTitle = bookmark.chat_id === null ? undefined : source.chatTitles.get(bookmark.chat_id);
      return {
        author: bookmark.customer_name ?? words.bookmark,
        time: readableTime(bookmark.created_at, words.locale),
        note: chatTitle === undefined ? null : words.savedFrom(chatTitle),
        body: { kind: 'markdown', text: bookmark.message },
        pictures: [],
      };
    }),
    images: source.images,
    origin: source.origin,
    fileOwnerId: user.id,
  };
}
