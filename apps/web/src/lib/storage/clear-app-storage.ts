import { setLocalBookmarks } from '@/lib/storage/local-bookmarks';
import { clearSessionValues } from '@/lib/storage/session-values';
import { localKeys } from '@/lib/storage/storage-keys';
import { clearStoredUser } from '@/lib/storage/stored-user';

/**
 * Sign-out: forgets the user and everything kept for them in both storages (their bookmarks, their
 * browser-only chats and drafts, their language, this tab's choices). The theme is the device's and stays.
 */
export function clearAppStorage(): void {
  setLocalBookmarks([]);
  const perUserKeys: string[] = [];
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    if (key?.startsWith(localKeys.chatSessionsPrefix) || key?.startsWith(localKeys.chatDraftsPrefix))
      perUserKeys.push(key);
  }
  for (const key of perUserKeys) localStorage.removeItem(key);
  localStorage.removeItem(localKeys.language);
  clearSessionValues();
  clearStoredUser();
}
