/** What a key press in the composer does: Enter sends, Shift+Enter (or an IME composition) types. */
export function composerKeyAction(event: {
  key: string;
  shiftKey: boolean;
  isComposing?: boolean;
}): 'send' | 'type' {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing ? 'send' : 'type';
}

/** The composer grows from 44 px to 240 px. */
export const COMPOSER_MIN_HEIGHT = 44;
export const COMPOSER_MAX_HEIGHT = 240;

/** The height for content of `scrollHeight` px, kept within the composer's bounds. */
export function composerHeight(scrollHeight: number): number {
  return Math.min(COMPOSER_MAX_HEIGHT, Math.max(COMPOSER_MIN_HEIGHT, scrollHeight));
}
