import { createAvatarDataUrl } from '@/lib/avatar';
import { logger } from '@/lib/logger';

/**
 * The only module that touches localStorage and sessionStorage (spec §3 "Browser storage").
 * Key names are the spec's.
 */
export const localKeys = {
  user: 'user',
  bookmarks: 'bookmarks',
  /** Per-user list of chat sessions: `chat_sessions_{userId}`. */
  chatSessionsPrefix: 'chat_sessions_',
  /** System, Light or Dark; read before first paint by the inline script in index.html too. */
  theme: 'theme',
  /** The signed-in user's interface language, `{ userId, language }`, so it shows before the API answers. */
  language: 'language',
} as const;

export const sessionKeys = {
  currentAppName: 'current_app_name',
  selectedCustomerName: 'selectedCustomerName',
  selectedCustomerId: 'selectedCustomerId',
  initialPrompt: 'initialPrompt',
  continuingFromConversation: 'continuingFromConversation',
  shouldCollapseSidebar: 'should_collapse_sidebar',
} as const;

export type SessionKey = (typeof sessionKeys)[keyof typeof sessionKeys];

/*
 * What is read back from storage is checked by hand rather than with zod: this module is on the sign-in
 * page's first load, which must not download the schema library.
 */
type Check = (value: unknown) => boolean;
const isText: Check = (value) => typeof value === 'string';
const isFilledText: Check = (value) => typeof value === 'string' && value.length > 0;
const isTextOrNull: Check = (value) => value === null || typeof value === 'string';
const isTextOrNothing: Check = (value) => value == null || typeof value === 'string';
const isTextList: Check = (value) => Array.isArray(value) && value.every(isText);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The fields of `shape` taken from `value` when each passes its check (other fields are dropped); else null. */
function pick<T>(value: unknown, shape: Record<keyof T, Check>): T | null {
  if (!isRecord(value)) return null;
  const picked: Record<string, unknown> = {};
  for (const [key, check] of Object.entries<Check>(shape)) {
    if (!check(value[key])) return null;
    picked[key] = value[key];
  }
  return picked as T;
}

/** Spec §3 Stored user. */
export interface StoredUser {
  id: string;
  name: string;
  email: string;
  picture: string;
  admin: boolean;
  access_token: string;
}

/** What a sign-in knows about a user; name, picture and admin may be missing. */
export interface StoredUserInput {
  id: string;
  email: string;
  access_token: string;
  name?: string | null;
  picture?: string | null;
  admin?: boolean | null;
}

/**
 * A picture address the app will show: an https: URL or an inline data:image/ one. Anything else
 * (http:, javascript:, relative paths, junk) is dropped for the generated avatar (spec §5: only
 * allowed protocols pass).
 */
export function sanitizePicture(picture: string | null | undefined): string | null {
  const candidate = picture?.trim();
  if (!candidate) return null;
  if (/^data:image\//i.test(candidate)) return candidate;
  try {
    return new URL(candidate).protocol === 'https:' ? candidate : null;
  } catch {
    return null;
  }
}

/** Builds a stored user, filling the spec's fallbacks: name from the e-mail, picture generated. */
export function createStoredUser(input: StoredUserInput): StoredUser {
  const email = input.email.trim();
  const name = input.name?.trim() || email.split('@')[0] || email;
  const picture = sanitizePicture(input.picture) ?? createAvatarDataUrl(input.name?.trim() || email);
  return {
    id: input.id,
    name,
    email,
    picture,
    admin: input.admin ?? false,
    access_token: input.access_token,
  };
}

const storedUserShape: Record<keyof StoredUserInput, Check> = {
  id: (value) => isFilledText(value) || typeof value === 'number',
  email: isFilledText,
  access_token: isFilledText,
  name: isTextOrNothing,
  picture: isTextOrNothing,
  admin: (value) => value == null || typeof value === 'boolean',
};

/** Parses the raw `user` value; null (to be discarded) when it is missing, not JSON or incomplete. */
export function parseStoredUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = pick<StoredUserInput>(value, storedUserShape);
  return parsed ? createStoredUser({ ...parsed, id: String(parsed.id) }) : null;
}

/** Where a change of the stored user came from: this tab's own code, or another tab. */
export type StoredUserChangeOrigin = 'this-tab' | 'other-tab';
type Listener = (origin: StoredUserChangeOrigin) => void;
const userListeners = new Set<Listener>();

function notifyUserListeners() {
  for (const listener of userListeners) listener('this-tab');
}

/** Called whenever the stored user changes, in this tab or another one. Returns an unsubscribe. */
export function subscribeToStoredUser(listener: Listener): () => void {
  userListeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === localKeys.user || event.key === null) listener('other-tab');
  };
  window.addEventListener('storage', onStorage);
  return () => {
    userListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored user; an unparsable value is removed and reads as signed out. */
export function getStoredUser(): StoredUser | null {
  const raw = localStorage.getItem(localKeys.user);
  const user = parseStoredUser(raw);
  if (raw !== null && user === null) localStorage.removeItem(localKeys.user);
  return user;
}

export function setStoredUser(user: StoredUser): void {
  localStorage.setItem(localKeys.user, JSON.stringify(user));
  notifyUserListeners();
}

export function clearStoredUser(): void {
  localStorage.removeItem(localKeys.user);
  notifyUserListeners();
}

/** Replaces the stored user's access token (after a renewal); no-op when nobody is signed in. */
export function updateStoredToken(accessToken: string): void {
  const user = getStoredUser();
  if (!user) return;
  setStoredUser({ ...user, access_token: accessToken });
}

type StoredLanguage = { userId: string; language: 'en' | 'es' };
const storedLanguageShape: Record<keyof StoredLanguage, Check> = {
  userId: isText,
  language: (value) => value === 'en' || value === 'es',
};

/** The interface language `userId` chose, as last seen on their account; null when not chosen. */
export function getStoredLanguage(userId: string): 'en' | 'es' | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(localStorage.getItem(localKeys.language) ?? 'null');
  } catch {
    parsed = null;
  }
  const stored = pick<StoredLanguage>(parsed, storedLanguageShape);
  return stored?.userId === userId ? stored.language : null;
}

export function setStoredLanguage(userId: string, language: 'en' | 'es' | null): void {
  if (language === null) localStorage.removeItem(localKeys.language);
  else localStorage.setItem(localKeys.language, JSON.stringify({ userId, language }));
}

/** The colour theme chosen on this device: 'light', 'dark', or null for the system's. */
export function getStoredTheme(): 'light' | 'dark' | null {
  const raw = localStorage.getItem(localKeys.theme);
  return raw === 'light' || raw === 'dark' ? raw : null;
}

export function setStoredTheme(theme: 'light' | 'dark' | null): void {
  if (theme === null) localStorage.removeItem(localKeys.theme);
  else localStorage.setItem(localKeys.theme, theme);
}

export function getSessionValue(key: SessionKey): string | null {
  return sessionStorage.getItem(key);
}

export function setSessionValue(key: SessionKey, value: string): void {
  sessionStorage.setItem(key, value);
}

export function removeSessionValue(key: SessionKey): void {
  sessionStorage.removeItem(key);
}

/** Spec §3 Continue-conversation payload: what the library hands the chat page to pick up. */
export interface ContinuingConversation {
  conversationId: string;
  conversationTitle: string;
  messages: { role: string; content: string; timestamp: string }[];
  customerId: string | null;
  customerName: string | null;
  appName: string | null;
}

type ContinuingMessage = ContinuingConversation['messages'][number];
const continuingMessageShape: Record<keyof ContinuingMessage, Check> = {
  role: isText,
  content: isText,
  timestamp: isText,
};
const continuingConversationShape: Record<keyof ContinuingConversation, Check> = {
  conversationId: isFilledText,
  conversationTitle: isText,
  messages: (value) =>
    Array.isArray(value) && value.every((message) => pick(message, continuingMessageShape) !== null),
  customerId: isTextOrNull,
  customerName: isTextOrNull,
  appName: isTextOrNull,
};

export function setContinuingConversation(payload: ContinuingConversation): void {
  sessionStorage.setItem(sessionKeys.continuingFromConversation, JSON.stringify(payload));
}

/** The stored payload, removed as it is read (spec §4: the stored data is cleared on arrival). */
export function takeContinuingConversation(): ContinuingConversation | null {
  const raw = sessionStorage.getItem(sessionKeys.continuingFromConversation);
  if (raw === null) return null;
  sessionStorage.removeItem(sessionKeys.continuingFromConversation);
  try {
    const payload = pick<ContinuingConversation>(JSON.parse(raw), continuingConversationShape);
    if (!payload) throw new Error('not a conversation to continue');
    const messages = payload.messages.map((message) =>
      pick<ContinuingMessage>(message, continuingMessageShape)!,
    );
    return { ...payload, messages };
  } catch (error) {
    logger.warn('The conversation to continue could not be read', error);
    return null;
  }
}

/**
 * Spec §3 Chat session (client), for chats that exist only in this browser: created while the server
 * could not start a session (spec §8: id session-{timestamp}, title 'New Chat').
 */
export interface LocalChatSession {
  id: string;
  title: string;
  customerId: string | null;
  customerName: string | null;
  appName: string | null;
  specialists: string[];
  createdAt: string;
}

const localChatSessionShape: Record<keyof LocalChatSession, Check> = {
  id: isFilledText,
  title: isText,
  customerId: isTextOrNull,
  customerName: isTextOrNull,
  appName: isTextOrNull,
  specialists: isTextList,
  createdAt: isText,
};

const chatSessionsKey = (userId: string) => `${localKeys.chatSessionsPrefix}${userId}`;

/** The user's browser-only chat sessions; an unreadable list is logged and ignored (spec §8). */
export function getLocalChatSessions(userId: string): LocalChatSession[] {
  const raw = localStorage.getItem(chatSessionsKey(userId));
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) throw new Error('not a list of chat sessions');
    return value.map((entry) => {
      const session = pick<LocalChatSession>(entry, localChatSessionShape);
      if (!session) throw new Error('not a chat session');
      return session;
    });
  } catch (error) {
    logger.warn('Saved chat sessions could not be read', error);
    return [];
  }
}

export function setLocalChatSessions(userId: string, sessions: readonly LocalChatSession[]): void {
  if (sessions.length === 0) localStorage.removeItem(chatSessionsKey(userId));
  else localStorage.setItem(chatSessionsKey(userId), JSON.stringify(sessions));
}

/**
 * Spec §3 Local bookmark: id, content, role assistant, timestamp, savedAt, customerId, customerName.
 * `chatId` and `messageId` lead back to the saved reply; `serverId` is the server's bookmark id, so a
 * removal can reach the server too (null while the server has not stored it).
 */
export interface LocalBookmark {
  id: string;
  content: string;
  role: 'assistant';
  /** When the reply was written. */
  timestamp: string;
  /** When it was bookmarked. */
  savedAt: string;
  customerId: string | null;
  customerName: string | null;
  chatId: string | null;
  messageId: string | null;
  serverId: string | null;
}

const localBookmarkShape: Record<keyof LocalBookmark, Check> = {
  id: isFilledText,
  content: isText,
  role: (value) => value === 'assistant',
  timestamp: isText,
  savedAt: isText,
  customerId: isTextOrNothing,
  customerName: isTextOrNothing,
  chatId: isTextOrNothing,
  messageId: isTextOrNothing,
  serverId: isTextOrNothing,
};

/** A stored bookmark with its optional fields missing or null read as null. */
function readLocalBookmark(entry: unknown): LocalBookmark | null {
  const bookmark = pick<LocalBookmark>(entry, localBookmarkShape);
  if (!bookmark) return null;
  return {
    ...bookmark,
    customerId: bookmark.customerId ?? null,
    customerName: bookmark.customerName ?? null,
    chatId: bookmark.chatId ?? null,
    messageId: bookmark.messageId ?? null,
    serverId: bookmark.serverId ?? null,
  };
}

const bookmarkListeners = new Set<() => void>();
/** The last list read, by the raw value it came from: readers get the same array until it changes. */
let bookmarksRead: { raw: string | null; bookmarks: readonly LocalBookmark[] } = { raw: null, bookmarks: [] };

function readLocalBookmarks(raw: string | null): readonly LocalBookmark[] {
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    logger.warn('Saved bookmarks could not be read', error);
    return [];
  }
  if (!Array.isArray(value)) return [];
  // One damaged entry does not cost the others.
  return value.flatMap((entry: unknown) => {
    const bookmark = readLocalBookmark(entry);
    return bookmark ? [bookmark] : [];
  });
}

/** The bookmarks saved in this browser (key `bookmarks`); entries that do not parse are left out. */
export function getLocalBookmarks(): readonly LocalBookmark[] {
  const raw = localStorage.getItem(localKeys.bookmarks);
  if (raw !== bookmarksRead.raw) bookmarksRead = { raw, bookmarks: readLocalBookmarks(raw) };
  return bookmarksRead.bookmarks;
}

function notifyBookmarkListeners() {
  for (const listener of bookmarkListeners) listener();
}

export function setLocalBookmarks(bookmarks: readonly LocalBookmark[]): void {
  if (bookmarks.length === 0) localStorage.removeItem(localKeys.bookmarks);
  else localStorage.setItem(localKeys.bookmarks, JSON.stringify(bookmarks));
  notifyBookmarkListeners();
}

/** Rewrites the stored list from what it holds now. */
export function updateLocalBookmarks(
  update: (bookmarks: readonly LocalBookmark[]) => readonly LocalBookmark[],
): void {
  setLocalBookmarks(update(getLocalBookmarks()));
}

/** Called whenever the stored bookmarks change, in this tab or another one. Returns an unsubscribe. */
export function subscribeToLocalBookmarks(listener: () => void): () => void {
  bookmarkListeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === localKeys.bookmarks || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    bookmarkListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Forgets this tab's session-storage keys of spec §3 (they belong to whoever was signed in). */
export function clearSessionValues(): void {
  for (const key of Object.values(sessionKeys)) sessionStorage.removeItem(key);
}

/** Sign-out: forgets the user and every other key of spec §3 in both storages. */
export function clearAppStorage(): void {
  setLocalBookmarks([]);
  const sessionListKeys: string[] = [];
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    if (key?.startsWith(localKeys.chatSessionsPrefix)) sessionListKeys.push(key);
  }
  for (const key of sessionListKeys) localStorage.removeItem(key);
  localStorage.removeItem(localKeys.language);
  clearSessionValues();
  clearStoredUser();
}
