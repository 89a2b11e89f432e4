import { logger } from '@/lib/logger';
import { localKeys } from '@/lib/storage/storage-keys';
import { isFilledText, isText, isTextList, isTextOrNull, pick, type Check } from '@/lib/storage/stored-shape';

/**
 * A chat that exists only in this browser: made while the server could not start one (its id is
 * `session-{timestamp}`, its title 'New Chat'), and started on the server when it is first used.
 */
export interface LocalChat {
  id: string;
  title: string;
  customerId: string | null;
  customerName: string | null;
  appName: string | null;
  specialists: string[];
  createdAt: string;
}

const localChatShape: Record<keyof LocalChat, Check> = {
  id: isFilledText,
  title: isText,
  customerId: isTextOrNull,
  customerName: isTextOrNull,
  appName: isTextOrNull,
  specialists: isTextList,
  createdAt: isText,
};

const localChatsKey = (userId: string) => `${localKeys.chatSessionsPrefix}${userId}`;

/** The user's browser-only chats; a list that cannot be read is logged and ignored. */
export function getLocalChats(userId: string): LocalChat[] {
  const raw = localStorage.getItem(localChatsKey(userId));
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) throw new Error('not a list of chats');
    return value.map((entry) => {
      const chat = pick<LocalChat>(entry, localChatShape);
      if (!chat) throw new Error('not a chat');
      return chat;
    });
  } catch (error) {
    logger.warn('Saved browser-only chats could not be read', error);
    return [];
  }
}

export function setLocalChats(userId: string, chats: readonly LocalChat[]): void {
  if (chats.length === 0) localStorage.removeItem(localChatsKey(userId));
  else localStorage.setItem(localChatsKey(userId), JSON.stringify(chats));
}
