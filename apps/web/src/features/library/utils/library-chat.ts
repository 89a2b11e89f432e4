import { PREVIEW_LENGTH } from '@brief/contract/chats';
import { startOfDay, subDays } from 'date-fns';
import { formatDisplayDate, parseDisplayDate } from '@/lib/chat-display';

/** A preview: text longer than 200 characters is cut there and ends with an ellipsis. */
export function cutPreview(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > PREVIEW_LENGTH ? `${trimmed.slice(0, PREVIEW_LENGTH)}…` : trimmed;
}

/** 'Jan 5, 2025 at 3:04 PM' in the browser's time zone, else 'Unknown date'. */
export function formatLastUpdate(value: string | null | undefined): string {
  return formatDisplayDate(value, 'dateTime');
}

export type DateGroup = 'today' | 'thisWeek' | 'older';

export const DATE_GROUP_LABELS: Record<DateGroup, string> = {
  today: 'Today',
  thisWeek: 'This Week',
  older: 'Older',
};

const GROUP_ORDER: readonly DateGroup[] = ['today', 'thisWeek', 'older'];

/**
 * Chats are grouped by last update: today (the same calendar day, or later, for a clock that runs
 * ahead), this week (the six days before today), older (the rest, and every date that does not parse).
 */
export function dateGroupOf(value: string | null | undefined, now: Date): DateGroup {
  return groupOfTime(timeOf(value), groupStarts(now));
}

type GroupStarts = { today: number; thisWeek: number };

function groupStarts(now: Date): GroupStarts {
  const today = startOfDay(now);
  return { today: today.getTime(), thisWeek: subDays(today, 6).getTime() };
}

/** A date as milliseconds; one that does not parse sorts last and counts as older. */
function timeOf(value: string | null | undefined): number {
  return parseDisplayDate(value)?.getTime() ?? Number.NEGATIVE_INFINITY;
}

function groupOfTime(time: number, starts: GroupStarts): DateGroup {
  if (time >= starts.today) return 'today';
  return time >= starts.thisWeek ? 'thisWeek' : 'older';
}

/** Chats grouped by last update, newest first in each group; empty groups are left out. */
export function groupChatsByDate<T extends { lastUpdateTime: string }>(
  chats: readonly T[],
  now: Date,
): { group: DateGroup; label: string; chats: T[] }[] {
  // Each date is read once: a long library regroups on every page it loads.
  const starts = groupStarts(now);
  const dated = chats.map((chat) => ({ chat, time: timeOf(chat.lastUpdateTime) }));
  dated.sort((a, b) => b.time - a.time);
  const groups: Record<DateGroup, T[]> = { today: [], thisWeek: [], older: [] };
  for (const { chat, time } of dated) groups[groupOfTime(time, starts)].push(chat);
  return GROUP_ORDER.map((group) => ({
    group,
    label: DATE_GROUP_LABELS[group],
    chats: groups[group],
  })).filter((entry) => entry.chats.length > 0);
}
