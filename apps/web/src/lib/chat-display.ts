import { isValid, parseISO } from 'date-fns';
import { formatDate, type DateStyle } from '@/i18n/format';
import { common } from '@/lib/i18n/en';

/**
 * How every list shows a chat or a saved reply: one title fallback, one date reading, in the interface's
 * language. A component that shows these re-renders on a language switch through its own messages or
 * `useFormat()`.
 */

const NEW_CHAT_NAME = 'New Chat';

/** A chat's title in lists: its name, else its first message, else 'Untitled Conversation'. */
export function chatDisplayTitle(chat: { name: string; preview: string }): string {
  const name = chat.name.trim();
  if (name === NEW_CHAT_NAME) return common.get().newChat;
  return name || chat.preview.trim() || common.get().untitledConversation;
}

/** An ISO-8601 date the browser can read, else null. */
export function parseDisplayDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/** A date ('Jan 5, 2025 at 3:04 PM') in the local time zone and interface language, else 'Unknown date'. */
export function formatDisplayDate(value: string | null | undefined, style: DateStyle): string {
  const date = parseDisplayDate(value);
  return date ? formatDate(date, style) : common.get().unknownDate;
}

/** A reply as one line of plain text for a preview: no emphasis, heading, list, quote, link or code marks. */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/(\*\*|__|\*|\b_|_\b|`)/g, '')
    .replace(/\s+/g, ' ');
}
