import { describe, expect, it } from 'vitest';
import {
  cutPreview,
  dateGroupOf,
  formatLastUpdate,
  groupChatsByDate,
} from '@/features/library/utils/library-chat';
import { chatDisplayTitle } from '@/lib/chat-display';

// Local times, so the tests hold in any time zone.
const at = (year: number, month: number, day: number, hour = 12, minute = 0) =>
  new Date(year, month - 1, day, hour, minute);

describe('dateGroupOf', () => {
  const now = at(2025, 3, 12, 9, 30);

  it('puts the same day in today, the six days before in this week, the rest in older', () => {
    expect(dateGroupOf(at(2025, 3, 12, 0, 0).toISOString(), now)).toBe('today');
    expect(dateGroupOf(at(2025, 3, 12, 23, 59).toISOString(), now)).toBe('today');
    expect(dateGroupOf(at(2025, 3, 11, 23, 59).toISOString(), now)).toBe('thisWeek');
    expect(dateGroupOf(at(2025, 3, 6, 0, 0).toISOString(), now)).toBe('thisWeek');
    expect(dateGroupOf(at(2025, 3, 5, 23, 59).toISOString(), now)).toBe('older');
  });

  it('counts back across a month edge', () => {
    const firstOfMarch = at(2025, 3, 1, 8);
    expect(dateGroupOf(at(2025, 2, 28, 22).toISOString(), firstOfMarch)).toBe('thisWeek');
    expect(dateGroupOf(at(2025, 2, 23, 1).toISOString(), firstOfMarch)).toBe('thisWeek');
    expect(dateGroupOf(at(2025, 2, 22, 23).toISOString(), firstOfMarch)).toBe('older');
  });

  it('counts back across a year edge', () => {
    const newYear = at(2026, 1, 2, 10);
    expect(dateGroupOf(at(2026, 1, 2, 0, 1).toISOString(), newYear)).toBe('today');
    expect(dateGroupOf(at(2025, 12, 31, 23, 59).toISOString(), newYear)).toBe('thisWeek');
    expect(dateGroupOf(at(2025, 12, 27, 0, 0).toISOString(), newYear)).toBe('thisWeek');
    expect(dateGroupOf(at(2025, 12, 26, 23, 59).toISOString(), newYear)).toBe('older');
    expect(dateGroupOf(at(2025, 1, 2, 10).toISOString(), newYear)).toBe('older');
  });

  it('sends dates that do not parse to older', () => {
    expect(dateGroupOf('not a date', now)).toBe('older');
    expect(dateGroupOf('', now)).toBe('older');
    expect(dateGroupOf('2025-13-45T99:00:00Z', now)).toBe('older');
    expect(dateGroupOf(null, now)).toBe('older');
  });
});

describe('groupChatsByDate', () => {
  it('orders the groups and the chats in them newest first, leaving empty groups out', () => {
    const now = at(2025, 1, 1, 12);
    const chats = [
      { id: 'bad', lastUpdateTime: 'garbage' },
      { id: 'old', lastUpdateTime: at(2024, 6, 1).toISOString() },
      { id: 'morning', lastUpdateTime: at(2025, 1, 1, 8).toISOString() },
      { id: 'noon', lastUpdateTime: at(2025, 1, 1, 11).toISOString() },
      { id: 'older', lastUpdateTime: at(2024, 12, 1).toISOString() },
    ];
    expect(
      groupChatsByDate(chats, now).map(({ label, chats: inGroup }) => [label, inGroup.map((c) => c.id)]),
    ).toEqual([
      ['Today', ['noon', 'morning']],
      ['Older', ['older', 'old', 'bad']],
    ]);
  });
});

describe('chatDisplayTitle', () => {
  it('uses the name, else the first message, else Untitled Conversation', () => {
    expect(chatDisplayTitle({ name: 'Launch plan', preview: 'Hello' })).toBe('Launch plan');
    expect(chatDisplayTitle({ name: '  ', preview: 'Hello there' })).toBe('Hello there');
    expect(chatDisplayTitle({ name: '', preview: '' })).toBe('Untitled Conversation');
  });
});

describe('cutPreview', () => {
  it('keeps 200 characters and adds an ellipsis only when longer', () => {
    const exact = 'a'.repeat(200);
    expect(cutPreview(exact)).toBe(exact);
    expect(cutPreview(`${exact}b`)).toBe(`${exact}…`);
    expect(cutPreview('short')).toBe('short');
  });
});

describe('formatLastUpdate', () => {
  it("formats as 'Jan 5, 2025 at 3:04 PM', else 'Unknown date'", () => {
    expect(formatLastUpdate(at(2025, 1, 5, 15, 4).toISOString())).toBe('Jan 5, 2025 at 3:04 PM');
    expect(formatLastUpdate(at(2025, 12, 25, 0, 9).toISOString())).toBe('Dec 25, 2025 at 12:09 AM');
    expect(formatLastUpdate('nope')).toBe('Unknown date');
    expect(formatLastUpdate(undefined)).toBe('Unknown date');
  });
});
