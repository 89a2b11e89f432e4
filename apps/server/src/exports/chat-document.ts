/**
 * What an exported chat or bookmark list says, built from the stored rows: the header's details, and
 * for every message who wrote it, when, and what kind of step it was. No format is decided here.
 */
import { readAutomaticPrompt } from '@brief/contract/automatic-prompts';
import { isKnownTimeZone } from '@brief/contract/bookmarks';
import type { AutomaticPrompt } from '@brief/contract/chats';
import type { ExportFormat } from '@brief/contract/exports';
import { fileUrl } from '@brief/contract/files';
import { isConnectorSource, isDocumentSource } from '@brief/contract/knowledge';
import type { BookmarkRow } from '../bookmarks/repo';
import type { ChatOwner } from '../chats/access-repo';
import { parseRuleFindings } from '../brand-rules/stored-findings';
import { parseNames, parseSources } from '../chats/present';
import type { ChatRow } from '../chats/chat-repo';
import type { MessageRow } from '../chats/message-repo';
import { parseToolCalls } from '../chats/stored-tool-calls';
import { cleanFileName } from '../files/file-name';
import type { FileRow } from '../files/repo';
import { documentWords, type DocumentWords } from './document-words';
import type { ExportDetail, ExportDocument, ExportEntry, ExportImage } from './export-document';
import { inlineText } from './markdown-text';

/** Formats by locale and time zone: a few of each are ever asked for. */
const timeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "2 Mar 2026, 10:00" in English, "2 mar 2026, 10:00" in Spanish: a time as the reader's web app shows
 * it, in their time zone (a known IANA name: see readerTimeZone). The document's header says the zone.
 */
export function readableTime(iso: string | Date, locale = 'en-GB', timeZone = 'UTC'): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  const key = `${locale} ${timeZone}`;
  let format = timeFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    timeFormats.set(key, format);
  }
  return Number.isNaN(date.getTime()) ? String(iso) : format.format(date);
}

/** The zone an export's times are written in: the reader's when the server knows it, else UTC. */
export function readerTimeZone(asked: string | undefined): string {
  return asked !== undefined && isKnownTimeZone(asked) ? asked : 'UTC';
}

/** How the reader reads the document: the language of its own words, and the zone of its times. */
export type ExportReader = { words: DocumentWords; timeZone: string };

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
  reader: ExportReader;
  /**
   * The reader owns the chat: its replies' brand-rule findings and connector calls are listed (a reader of
   * a share's are not: the calls concern the customer's data, the findings annotate the owner's work).
   */
  byOwner?: boolean;
};

/** A time of the document as its reader reads it. */
const timeFor = (reader: ExportReader, iso: string | Date) =>
  readableTime(iso, reader.words.locale, reader.timeZone);

function chatDetails(source: ChatSource): ExportDetail[] {
  const { chat, owner, team, reader } = source;
  const { words } = reader;
  const specialists = parseNames(chat.specialists);
  return [
    ...(chat.customer_name === null ? [] : [{ label: words.customer, value: chat.customer_name }]),
    ...(team === undefined ? [] : [{ label: words.team, value: team }]),
    ...(specialists.length === 0 ? [] : [{ label: words.specialists, value: specialists.join(', ') }]),
    { label: words.author, value: `${owner.name} <${owner.email}>` },
    { label: words.date, value: timeFor(reader, chat.created_at) },
    { label: words.exported, value: timeFor(reader, source.exportedAt) },
  ];
}

function messageEntry(message: MessageRow, source: ChatSource): ExportEntry {
  const { words } = source.reader;
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
          .map((s) =>
            isDocumentSource(s)
              ? `- \\[${s.n}\\] ${inlineText(s.documentName)} — ${inlineText(words.place(s.locator))}`
              : isConnectorSource(s)
                ? `- \\[${s.n}\\] ${inlineText(`${s.connector} · ${s.tool}`)}`
                : `- \\[${s.n}\\] ${inlineText(words.memorySource(s.approvedBy.name, timeFor(source.reader, s.approvedAt)))}: ${inlineText(s.text)}`,
          )
          .join('\n')}`;
  return {
    author,
    time: timeFor(source.reader, message.created_at),
    note: notes.length === 0 ? null : notes.join(' · '),
    body: {
      kind: message.role === 'user' ? 'plain' : 'markdown',
      text: `${message.content}${callsList(message, source)}${cited}${findingsLine(message, source)}`,
    },
    pictures: attached
      .filter((file) => file.kind === 'image')
      .map((file) => ({ fileId: file.id, name: file.name, url: fileUrl(file.user_id, file.id, file.name) })),
  };
}

/** Under a reply, for the chat's owner: the connectors' tools it called, how each ended and how long it took. */
function callsList(message: MessageRow, source: ChatSource): string {
  if (source.byOwner !== true || message.role !== 'assistant') return '';
  const calls = parseToolCalls(message.tool_calls);
  if (calls.length === 0) return '';
  const { words } = source.reader;
  return `\n\n**${words.toolCalls}**\n\n${calls.map((call) => `- ${inlineText(words.toolCall(call))}`).join('\n')}`;
}

/** Under a reply, for the chat's owner: the forbidden terms it uses, each once, with what to write instead. */
function findingsLine(message: MessageRow, source: ChatSource): string {
  if (source.byOwner !== true || message.role !== 'assistant') return '';
  const findings = new Map(parseRuleFindings(message.rule_findings).map((f) => [f.term, f.instead]));
  if (findings.size === 0) return '';
  const named = [...findings].map(([term, instead]) => ({
    term: inlineText(term),
    instead: instead && inlineText(instead),
  }));
  return `\n\n*${source.reader.words.ruleFindings(named)}*`;
}

/** The chat as a document: its header, then the messages of `source` (all of them, or one alone). */
export function chatDocument(source: ChatSource): ExportDocument {
  return {
    title: source.chat.title.trim() === '' ? source.reader.words.chat : source.chat.title,
    details: chatDetails(source),
    timeNote: source.reader.words.timesIn(source.reader.timeZone),
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
  reader: ExportReader;
};

export function bookmarksDocument(source: BookmarksSource): ExportDocument {
  const { user, bookmarks, reader } = source;
  const { words } = reader;
  return {
    title: words.bookmarks,
    details: [
      { label: words.author, value: `${user.name} <${user.email}>` },
      { label: words.bookmarks, value: String(bookmarks.length) },
      { label: words.exported, value: timeFor(reader, source.exportedAt) },
    ],
    timeNote: words.timesIn(reader.timeZone),
    entries: bookmarks.map((bookmark): ExportEntry => {
      const chatTitle = bookmark.chat_id === null ? undefined : source.chatTitles.get(bookmark.chat_id);
      return {
        author: bookmark.customer_name ?? words.bookmark,
        time: timeFor(reader, bookmark.created_at),
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
