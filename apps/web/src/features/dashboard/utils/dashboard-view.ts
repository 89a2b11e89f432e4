import { formatDisplayDate, markdownToPlainText } from '@/lib/chat-display';

/** Dashboard dates: 'MMM d, yyyy', else 'Unknown date'. */
export function overviewDate(value: string | null | undefined): string {
  return formatDisplayDate(value, 'date');
}

/** A bookmark on the dashboard is cut at 100 characters plus '...'. */
export const BOOKMARK_PREVIEW_LENGTH = 100;

/** The bookmark as plain text, cut for the dashboard. */
export function bookmarkPreview(text: string): string {
  const trimmed = markdownToPlainText(text).trim();
  return trimmed.length > BOOKMARK_PREVIEW_LENGTH
    ? `${trimmed.slice(0, BOOKMARK_PREVIEW_LENGTH)}...`
    : trimmed;
}
