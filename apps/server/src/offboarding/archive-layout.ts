/**
 * Where everything of a person goes in their zip, decided from the rows alone (no bytes read): a folder
 * per chat, numbered newest first so names never collide, its files beside it; uploads no chat holds
 * any more in `files/`; and a README that says what is where.
 */
import { exportFileName } from '../exports/chat-document';

export type LaidOutChat = { id: string; title: string; createdAt: string; folder: string };
export type LaidOutFile = {
  id: string;
  name: string;
  size: number;
  mime: string;
  chatId: string | null;
  path: string;
};

type ChatFacts = { id: string; title: string; created_at: string };
type FileFacts = { id: string; name: string; size: number; mime: string; chat_id: string | null };

/** A name a zip's folder may carry: the title as an export's file name has it, without the extension. */
const folderName = (title: string) => exportFileName(title, 'md').replace(/\.md$/, '');

/** `name`, or `name (2).ext`, … : the first path of the folder not taken yet. */
function uniquePath(taken: Set<string>, folder: string, name: string): string {
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let path = `${folder}/${name}`;
  for (let n = 2; taken.has(path.toLowerCase()); n += 1) path = `${folder}/${stem} (${n})${extension}`;
  taken.add(path.toLowerCase());
  return path;
}

export function layOutArchive(chats: readonly ChatFacts[], files: readonly FileFacts[]) {
  const width = Math.max(3, String(chats.length).length);
  const laidChats: LaidOutChat[] = chats.map((chat, index) => ({
    id: chat.id,
    title: chat.title,
    createdAt: chat.created_at,
    folder: `chats/${String(index + 1).padStart(width, '0')} ${folderName(chat.title)}`,
  }));
  const folderOf = new Map(laidChats.map((chat) => [chat.id, chat.folder]));
  const taken = new Set<string>();
  const laidFiles: LaidOutFile[] = files.map((file) => {
    const chatFolder = file.chat_id === null ? undefined : folderOf.get(file.chat_id);
    return {
      id: file.id,
      name: file.name,
      size: file.size,
      mime: file.mime,
      chatId: chatFolder === undefined ? null : file.chat_id,
      path: uniquePath(taken, chatFolder === undefined ? 'files' : `${chatFolder}/files`, file.name),
    };
  });
  return { chats: laidChats, files: laidFiles };
}

export type ArchiveLayout = ReturnType<typeof layOutArchive>;

/** The zip's README: whose data, when, and what each part holds. */
export function archiveReadme(
  person: { name: string; email: string },
  exportedAt: Date,
  layout: ArchiveLayout,
  bookmarks: number,
): string {
  return [
    `# Brief: everything of ${person.name} <${person.email}>`,
    '',
    `Exported ${exportedAt.toISOString()} (UTC): ${layout.chats.length} chats, ${layout.files.length} uploaded files, ${bookmarks} bookmarks.`,
    '',
    '- `chats/<n> <title>/chat.md`: the chat as a document to read (the same as its Markdown export).',
    '- `chats/<n> <title>/chat.json`: the chat as the API gives it: every message, its sources and files.',
    '- `chats/<n> <title>/files/`: the files uploaded into the chat, as they were uploaded.',
    '- `files/`: uploads no chat holds.',
    '- `bookmarks.json`: the bookmarks, newest first.',
    '- `manifest.json`: every chat and file with its id, and where it is in this zip.',
    '',
  ].join('\n');
}
