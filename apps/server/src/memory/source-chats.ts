import type { FastifyInstance } from 'fastify';
import type { ChatAccess } from '../chats/access-repo';

/**
 * A cited memory fact names the chat it was proposed from (`chatId`), which may be a colleague's chat.
 * Whoever reads the reply (its owner, a reader it is shared with) sees that id only if they may read
 * that chat themselves; otherwise, and once the chat is deleted, it reads as null. This is decided when
 * an answer is sent, since shares and chats change after the reply was written.
 */

/** Most levels an answer is searched for sources: `{messages: [{sources: [{chatId}]}]}` is four deep. */
const MAX_DEPTH = 5;

type MemoryCitation = { kind: 'memory'; chatId: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isMemoryCitation = (value: unknown): value is MemoryCitation =>
  isRecord(value) && value.kind === 'memory' && typeof value.chatId === 'string' && 'memoryId' in value;

/** The chat ids the answer's memory sources name. */
export function sourceChatIds(payload: unknown, depth = 0): Set<string> {
  const ids = new Set<string>();
  const visit = (value: unknown, level: number) => {
    if (level > MAX_DEPTH || !isRecord(value)) return;
    if (isMemoryCitation(value)) {
      ids.add(value.chatId);
      return;
    }
    for (const child of Array.isArray(value) ? value : Object.values(value)) visit(child, level + 1);
  };
  visit(payload, depth);
  return ids;
}

/** The answer with every memory source naming one of `hidden` chats given `chatId: null` (a copy; the input is kept). */
export function hideSourceChats(payload: unknown, hidden: ReadonlySet<string>, level = 0): unknown {
  if (level > MAX_DEPTH || !isRecord(payload)) return payload;
  if (isMemoryCitation(payload)) return hidden.has(payload.chatId) ? { ...payload, chatId: null } : payload;
  if (Array.isArray(payload)) return payload.map((item) => hideSourceChats(item, hidden, level + 1));
  // Only plain objects are copied: anything else (a Date, a Buffer) goes out as it came.
  const prototype: unknown = Object.getPrototypeOf(payload);
  if (prototype !== Object.prototype && prototype !== null) return payload;
  return Object.fromEntries(
    Object.entries(payload).map(([key, value]) => [key, hideSourceChats(value, hidden, level + 1)]),
  );
}

/** `payload` as `readerId` (null: nobody signed in) may read it: memory sources keep only chats they may read. */
export async function asReadBy<T>(
  payload: T,
  readerId: string | null,
  access: Pick<ChatAccess, 'readable'>,
): Promise<T> {
  const named = sourceChatIds(payload);
  if (named.size === 0) return payload;
  const hidden = new Set<string>();
  for (const chatId of named) {
    if (readerId === null || (await access.readable(readerId, chatId)) === undefined) hidden.add(chatId);
  }
  return hidden.size === 0 ? payload : (hideSourceChats(payload, hidden) as T);
}

/** Every answer of the app: memory sources keep the chat ids their reader may read, and no other. */
export function readSourceChatsAsTheReader(app: FastifyInstance, access: Pick<ChatAccess, 'readable'>): void {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) =>
    asReadBy(payload, request.signedInUser?.id ?? null, access),
  );
}
