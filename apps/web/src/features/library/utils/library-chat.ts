import { startOfDay, subDays } from 'date-fns';
import { formatDisplayDate, parseDisplayDate } from '@/lib/chat-display';

/** Spec §9: a chat preview is cut at 200 characters plus an ellipsis. */
export const PREVIEW_LENGTH = 200;

/** Spec §9: text longer than 200 characters is cut there and ends with an ellipsis. */
export function cutPreview(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > PREVIEW_LENGTH ? `${trimmed.slice(0, PREVIEW_LENGTH)}…` : trimmed;
}

/** Spec §9: 'Jan 5, 2025 at 3:04 PM' in the browser's time zone, else 'Unknown date'. */
export function formatLastUpdate(value: string | null | undefined): string {
  return formatDisplayDate(value, "MMM d, yyyy 'at' h:mm a");
}

export type DateGroup = 'today' | 'thisWeek' | 'older';

export const DATE_GROUP_LABELS: Record<DateGroup, string> = {
  today: 'Today',
  thisWeek: 'This Week',
  older: 'Older',
};

const GROUP_ORDER: readonly DateGroup[] = ['today', 'thisWeek', 'older'];

/**
 * Spec §4 Grouping: today (the same calendar day, or later, for a clock that runs ahead), this week
 * (the six days before today), older (the rest, and every date that does not parse).
 */
export function dateGroupOf(value: string | null | undefined, now: Date): DateGroup {
  const date = parseDisplayDate(value);
  if (!date) return 'older';
  const today = startOfDay(now);
  if (date >= today) return 'today';
  if (date >= subDays(today, 6)) return 'thisWeek';
  return 'older';
}

/** Chats grouped by last update, newest first in each group; empty groups are left out. */
export function groupChatsByDate<T extends { lastUpdateTime: string }>(
  chats: readonly T[],
  now: Date,
): { group: DateGroup; label: string; chats: T[] }[] {
  const time = (chat: T) => parseDisplayDate(chat.lastUpdateTime)?.getTime() ?? Number.NEGATIVE_INFINITY;
  const sorted = [...chats].sort((a, b) => time(b) - time(a));
  return GROUP_ORDER.map((group) => ({
    group,
    label: DATE_GROUP_LABELS[group],
    chats: sorted.filter((chat) => dateGroupOf(chat.lastUpdateTime, now) === group),
  })).filter((entry) => entry.chats.length > 0);
}
