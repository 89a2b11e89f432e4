import { sessionKeys, type SessionKey } from '@/lib/storage/storage-keys';

export function getSessionValue(key: SessionKey): string | null {
  return sessionStorage.getItem(key);
}

export function setSessionValue(key: SessionKey, value: string): void {
  sessionStorage.setItem(key, value);
}

export function removeSessionValue(key: SessionKey): void {
  sessionStorage.removeItem(key);
}

/** Forgets this tab's session-storage keys (they belong to whoever was signed in). */
export function clearSessionValues(): void {
  for (const key of Object.values(sessionKeys)) sessionStorage.removeItem(key);
}
