import { useSyncExternalStore } from 'react';
import { localKeys } from '@/lib/storage/storage-keys';
import { getStoredTheme, setStoredTheme } from '@/lib/storage/stored-theme';

/**
 * The colour theme: System follows the operating system, Light and Dark are fixed. The choice is
 * applied before first paint by the inline script in index.html, which also follows the system when
 * it changes; this module applies a new choice at once and lets components read it.
 */
export type ThemeChoice = 'system' | 'light' | 'dark';

export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

const darkQuery = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

export function getThemeChoice(): ThemeChoice {
  return getStoredTheme() ?? 'system';
}

/** Whether the page is dark under `choice`, given whether the system prefers dark. */
export function isDarkTheme(choice: ThemeChoice, systemPrefersDark: boolean): boolean {
  return choice === 'dark' || (choice === 'system' && systemPrefersDark);
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(darkQuery).matches;
}

/** Sets `.dark` on <html> (and the browser's own colour scheme) for `choice`. */
export function applyTheme(choice: ThemeChoice): void {
  const dark = isDarkTheme(choice, systemPrefersDark());
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

export function setThemeChoice(choice: ThemeChoice): void {
  setStoredTheme(choice === 'system' ? null : choice);
  applyTheme(choice);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice (the inline script applies it; this keeps the menu's tick right).
  const onStorage = (event: StorageEvent) => {
    if (event.key === localKeys.theme || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current choice, kept up to date. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, getThemeChoice, () => 'system');
}
