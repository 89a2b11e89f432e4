/**
 * The keyboard shortcuts of the app, in one list: the handlers that listen for them and the
 * 'Keyboard shortcuts' sheet that lists them read the same definitions.
 */
export type ShortcutId =
  'showShortcuts' | 'searchLibrary' | 'newChat' | 'focusComposer' | 'stopReply' | 'previousChat' | 'nextChat';

export interface Shortcut {
  id: ShortcutId;
  /** What it does, as the sheet says it. */
  label: string;
  /** The key (KeyboardEvent.key, compared case-insensitively). */
  key: string;
  /** Ctrl on Windows and Linux, ⌘ on a Mac. */
  mod?: boolean;
  shift?: boolean;
  alt?: boolean;
  /** Where it works, when not everywhere. */
  where?: string;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { id: 'showShortcuts', label: 'Show keyboard shortcuts', key: '?', where: 'Outside text fields' },
  { id: 'searchLibrary', label: 'Search the library', key: 'k', mod: true },
  { id: 'newChat', label: 'New chat', key: 'o', mod: true, shift: true, where: 'Chat' },
  { id: 'focusComposer', label: 'Focus the message box', key: 'Escape', shift: true, where: 'Chat' },
  { id: 'stopReply', label: 'Stop the reply', key: 'Escape', where: 'While a reply is written' },
  { id: 'previousChat', label: 'Previous chat', key: 'ArrowUp', alt: true, where: 'Chat' },
  { id: 'nextChat', label: 'Next chat', key: 'ArrowDown', alt: true, where: 'Chat' },
];

export const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** Whether `event` is the shortcut `id`. `?` is matched by its key alone (Shift is how it is typed). */
export function matchesShortcut(event: KeyboardEvent, id: ShortcutId): boolean {
  const shortcut = SHORTCUTS.find((candidate) => candidate.id === id);
  if (!shortcut) return false;
  if (event.key.toLowerCase() !== shortcut.key.toLowerCase()) return false;
  const mod = isMac() ? event.metaKey : event.ctrlKey;
  if (Boolean(shortcut.mod) !== mod || Boolean(shortcut.alt) !== event.altKey) return false;
  return shortcut.key === '?' || Boolean(shortcut.shift) === event.shiftKey;
}

/** Typing in a text field, where plain keys like `?` belong to the text. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The keys as the sheet shows them: `Ctrl` `Shift` `O`, or `⌘` `⇧` `O` on a Mac. */
export function shortcutKeys(shortcut: Shortcut): string[] {
  const mac = isMac();
  const keys: string[] = [];
  if (shortcut.mod) keys.push(mac ? '⌘' : 'Ctrl');
  if (shortcut.alt) keys.push(mac ? '⌥' : 'Alt');
  if (shortcut.shift) keys.push(mac ? '⇧' : 'Shift');
  const names: Record<string, string> = { Escape: 'Esc', ArrowUp: '↑', ArrowDown: '↓' };
  keys.push(names[shortcut.key] ?? shortcut.key.toUpperCase());
  return keys;
}
