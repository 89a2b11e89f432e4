import { describe, expect, it } from 'vitest';
import { bookmarkPreview, overviewDate } from '@/features/dashboard/utils/dashboard-view';
import { dashboardView } from '@/features/dashboard/utils/workspace-tabs';

const view = (query: string) => dashboardView(new URLSearchParams(query));

describe('dashboardView', () => {
  it('shows the Overview without a tab', () => {
    expect(view('')).toBe('overview');
  });

  it('picks the named tab, and the chat for anything else', () => {
    expect(view('tab=recent')).toBe('recent');
    expect(view('tab=library')).toBe('library');
    expect(view('tab=bookmarks')).toBe('bookmarks');
    expect(view('tab=chat')).toBe('chat');
    expect(view('tab=')).toBe('chat');
    expect(view('tab=settings')).toBe('chat');
    expect(view('tab=LIBRARY')).toBe('chat');
  });

  it('shows the chat tab for a chat to continue, whose tab parameter was cleared', () => {
    expect(view('sessionId=0193')).toBe('chat');
  });
});

describe('overviewDate', () => {
  it("reads 'MMM d, yyyy' in the browser's time zone", () => {
    expect(overviewDate('2025-01-05T15:04:00')).toBe('Jan 5, 2025');
    expect(overviewDate('2024-12-31T23:59:59')).toBe('Dec 31, 2024');
  });

  it("says 'Unknown date' for a date it cannot read", () => {
    expect(overviewDate('yesterday')).toBe('Unknown date');
    expect(overviewDate('')).toBe('Unknown date');
    expect(overviewDate(null)).toBe('Unknown date');
  });
});

describe('bookmarkPreview', () => {
  it("cuts at 100 characters and adds '...'", () => {
    const long = 'a'.repeat(150);
    expect(bookmarkPreview(long)).toBe(`${'a'.repeat(100)}...`);
  });

  it('reads as plain text: no emphasis, heading or link marks', () => {
    expect(
      bookmarkPreview('## Goals\n\n_I am the **offline** model_: see [the plan](https://x.test) and `code`.'),
    ).toBe('Goals I am the offline model: see the plan and code.');
    expect(bookmarkPreview('- one\n- two_three')).toBe('one two_three');
  });

  it('keeps text of 100 characters or fewer whole', () => {
    expect(bookmarkPreview('b'.repeat(100))).toBe('b'.repeat(100));
    expect(bookmarkPreview('  Short answer. ')).toBe('Short answer.');
  });
});
