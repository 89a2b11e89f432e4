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
import { parseNames } from '../chats/present';
import type { ChatRow, MessageRow } from '../chats/repo';
import { cleanFileName } from '../files/file-name';
import type { FileRow } from '../files/repo';
import type { ExportDetail, ExportDocument, ExportEntry, ExportImage } from './export-document';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "2 Mar 2026, 10:00 UTC": the reader's time zone is unknown, so the time says which one it is in. */
export function readableTime(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  return Number.isNaN(date.getTime()) ? String(iso) : `${timeFormat.format(date)} UTC`;
}

const possessive = (name: string) => (/s$/i.test(name) ? `${name}'` : `${name}'s`);

/**
 * What an automatic step did, in the web app's words (its "done" labels): the Spanish prompt it sent is
 * the entry's text, this says why it is there.
 */
export function automaticNote(kind: AutomaticPrompt, content: string, fileNames: readonly string[]): string {
  const prompt = readAutomaticPrompt(content);
  if (kind === 'customer-data') {
    return prompt?.kind === 'customer-data'
      ? `Automatic step: loaded ${possessive(prompt.customerName)} data`
      : "Automatic step: loaded the customer's data";
  }
  if (kind === 'search') {
    return prompt?.kind === 'search'
      ? `Automatic step: searched the web for “${prompt.query}”`
      : 'Automatic step: searched the web';
  }
  const names =
    fileNames.length > 0
      ? fileNames
      : prompt?.kind === 'attachment'
        ? prompt.files.map((file) => file.name)
        : [];
  return names.length > 0 ? `Automatic step: read ${names.join(', ')}` : 'Automatic step: read the files';
}

const statusNotes: Partial<Record<MessageRow['status'], string>> = {
  running: 'Still being written when this was exported',
  stopped: 'Stopped before it was finished',
  failed: 'This reply failed',
  interrupted: 'Interrupted before it was finished',
};

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
};

function chatDetails(source: ChatSource): ExportDetail[] {
  const { chat, owner, team } = source;
  const specialists = parseNames(chat.specialists);
  return [
    ...(chat.customer_name === null ? [] : [{ label: 'Customer', value: chat.customer_name }]),
    ...(team === undefined ? [] : [{ label: 'Team', value: team }]),
    ...(specialists.length === 0 ? [] : [{ label: 'Specialists', value: specialists.join(', ') }]),
    { label: 'Author', value: `${owner.name} <${owner.email}>` },
    { label: 'Date', value: readableTime(chat.created_at) },
    { label: 'Exported', value: readableTime(source.exportedAt) },
  ];
}

function messageEntry(message: MessageRow, source: ChatSource): ExportEntry {
  const attached = source.files.filter((file) => file.message_id === message.id);
  const notes: string[] = [];
  if (message.automatic !== null) {
    notes.push(
      automaticNote(
        message.automatic,
        message.content,
        attached.map((file) => file.name),
      ),
    );
  } else if (attached.length > 0) {
    notes.push(`Attached: ${attached.map((file) => file.name).join(', ')}`);
  }
  if (message.role === 'assistant') {
    const status = statusNotes[message.status];
    if (status !== undefined) notes.push(status);
    if (message.version_count > 1) notes.push(`Version ${message.version} of ${message.version_count}`);
  }
  const author =
    message.role === 'user'
      ? source.owner.name
      : message.role === 'assistant'
        ? (source.team ?? 'Assistant')
        : 'System';
  return {
    author,
    time: readableTime(message.created_at),
    note: notes.length === 0 ? null : notes.join(' · '),
    body: { kind: message.role === 'user' ? 'plain' : 'markdown', text: message.content },
    pictures: attached
      .filter((file) => file.kind === 'image')
      .map((file) => ({ fileId: file.id, name: file.name, url: fileUrl(file.user_id, file.id, file.name) })),
  };
}

/** The chat as a document: its header, then the messages of `source` (all of them, or one alone). */
export function chatDocument(source: ChatSource): ExportDocument {
  return {
    title: source.chat.title.trim() === '' ? 'Chat' : source.chat.title,
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
};

export function bookmarksDocument(source: BookmarksSource): ExportDocument {
  const { user, bookmarks } = source;
  return {
    title: 'Bookmarks',
    details: [
      { label: 'Author', value: `${user.name} <${user.email}>` },
      { label: 'Bookmarks', value: String(bookmarks.length) },
      { label: 'Exported', value: readableTime(source.exportedAt) },
    ],
    entries: bookmarks.map((bookmark): ExportEntry => {
      const chatTitle = bookmark.chat_id === null ? undefined : source.chatTitles.get(bookmark.chat_id);
      return {
        author: bookmark.customer_name ?? 'Bookmark',
        time: readableTime(bookmark.created_at),
        note: chatTitle === undefined ? null : `Saved from “${chatTitle}”`,
        body: { kind: 'markdown', text: bookmark.message },
        pictures: [],
      };
    }),
    images: source.images,
    origin: source.origin,
    fileOwnerId: user.id,
  };
}
