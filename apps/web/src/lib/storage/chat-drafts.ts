import type { MessageAttachment } from '@brief/contract/files';
import { logger } from '@/lib/logger';
import { localKeys } from '@/lib/storage/storage-keys';
import { isFilledText, isText, isTextOrNothing, pick, type Check } from '@/lib/storage/stored-shape';

/** How many drafts a user keeps in this browser; the least recently changed go first. */
export const MAX_CHAT_DRAFTS = 50;

/**
 * What the composer held for one chat (or one new-chat setup) and was not sent: the text typed, and
 * the files uploaded for the message (their chips come back from these).
 */
export interface ChatDraft {
  text: string;
  files: MessageAttachment[];
}

interface StoredDraft extends ChatDraft {
  /** When it last changed (ms), to keep the most recent ones. */
  savedAt: number;
}

const EMPTY: ChatDraft = { text: '', files: [] };

const fileShape: Record<keyof MessageAttachment, Check> = {
  id: isFilledText,
  name: isText,
  size: (value) => typeof value === 'number',
  type: isText,
  kind: (value) => value === 'text' || value === 'image' || value === 'binary',
  url: isText,
  notice: isTextOrNothing,
};

function readFile(value: unknown): MessageAttachment | null {
  const file = pick<MessageAttachment>(value, fileShape);
  if (!file) return null;
  const { notice, ...rest } = file;
  return notice == null ? rest : { ...rest, notice };
}

function readDraft(value: unknown): StoredDraft | null {
  const draft = pick<{ text: string; files: unknown[]; savedAt: number }>(value, {
    text: isText,
    files: Array.isArray,
    savedAt: (at) => typeof at === 'number',
  });
  if (!draft) return null;
  // One damaged file does not cost the rest of the draft.
  const files = draft.files.flatMap((file) => {
    const read = readFile(file);
    return read ? [read] : [];
  });
  return { text: draft.text, files, savedAt: draft.savedAt };
}

const draftsKey = (userId: string) => `${localKeys.chatDraftsPrefix}${userId}`;

function readDrafts(userId: string): Map<string, StoredDraft> {
  const raw = localStorage.getItem(draftsKey(userId));
  const drafts = new Map<string, StoredDraft>();
  if (raw === null) return drafts;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not drafts');
    for (const [key, entry] of Object.entries(value)) {
      const draft = readDraft(entry);
      if (draft) drafts.set(key, draft);
    }
  } catch (error) {
    logger.warn('Saved drafts could not be read', error);
  }
  return drafts;
}

function writeDrafts(userId: string, drafts: Map<string, StoredDraft>): void {
  const kept = [...drafts].sort(([, a], [, b]) => b.savedAt - a.savedAt).slice(0, MAX_CHAT_DRAFTS);
  if (kept.length === 0) localStorage.removeItem(draftsKey(userId));
  else localStorage.setItem(draftsKey(userId), JSON.stringify(Object.fromEntries(kept)));
}

/** The user's draft under `key` (a chat's id, or a new-chat setup's key); empty when there is none. */
export function getChatDraft(userId: string, key: string): ChatDraft {
  const draft = readDrafts(userId).get(key);
  return draft ? { text: draft.text, files: draft.files } : EMPTY;
}

/**
 * Keeps the user's draft under `key`, with what `change` gives of text and files (the rest stays); a
 * draft with no text and no files is removed. Past the limit, the least recently changed go.
 */
export function saveChatDraft(userId: string, key: string, change: Partial<ChatDraft>): void {
  const drafts = readDrafts(userId);
  const draft = { ...(drafts.get(key) ?? EMPTY), ...change };
  if (draft.text.trim() === '' && draft.files.length === 0) {
    if (!drafts.delete(key)) return;
  } else {
    drafts.set(key, { text: draft.text, files: draft.files, savedAt: Date.now() });
  }
  writeDrafts(userId, drafts);
}

/** The draft under `from` becomes the one under `to` (a chat was started from it), unless `to` has one. */
export function moveChatDraft(userId: string, from: string, to: string): void {
  const drafts = readDrafts(userId);
  const draft = drafts.get(from);
  if (!draft || from === to) return;
  drafts.delete(from);
  if (!drafts.has(to)) drafts.set(to, { ...draft, savedAt: Date.now() });
  writeDrafts(userId, drafts);
}
