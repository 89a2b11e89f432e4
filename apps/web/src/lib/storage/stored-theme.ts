import { localKeys } from '@/lib/storage/storage-keys';

/** The colour theme chosen on this device: 'light', 'dark', or null for the system's. */
export function getStoredTheme(): 'light' | 'dark' | null {
  const raw = localStorage.getItem(localKeys.theme);
  return raw === 'light' || raw === 'dark' ? raw : null;
}

export function setStoredTheme(theme: 'light' | 'dark' | null): void {
  if (theme === null) localStorage.removeItem(localKeys.theme);
  else localStorage.setItem(localKeys.theme, theme);
}
