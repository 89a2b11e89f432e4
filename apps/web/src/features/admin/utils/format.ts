import { formatDate, formatNumber } from '@/i18n/format';
import { parseDisplayDate } from '@/lib/chat-display';
import { common } from '@/lib/i18n/en';

/** A count in the interface's digits, or '—' where the provider reported none. */
export function formatCount(value: number | null): string {
  return value === null ? '—' : formatNumber(value);
}

/** A timestamp in the reader's time zone and language (the app's one date reading); 'Never' for null. */
export function formatDateTime(value: string | null): string {
  if (!value) return common.get().never;
  const date = parseDisplayDate(value);
  return date === null ? value : formatDate(date, 'dateTime');
}

/** A file size in B, KB or MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
