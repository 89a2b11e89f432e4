import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '@/lib/logger';
import { clearAppStorage } from '@/lib/storage/clear-app-storage';
import {
  getLocalBookmarks,
  setLocalBookmarks,
  subscribeToLocalBookmarks,
  updateLocalBookmarks,
  type LocalBookmark,
} from '@/lib/storage/local-bookmarks';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('local bookmarks', () => {
  const bookmark: LocalBookmark = {
    id: 'bookmark-1736089440000',
    content: '**Reach commuters** at 7am.',
    role: 'assistant',
    timestamp: '2025-01-05T15:04:00.000Z',
    savedAt: '2025-01-05T15:05:00.000Z',
    customerId: 'customer-1',
    customerName: 'Northwind Coffee',
    chatId: 'chat-1',
    messageId: 'm-2',
    serverId: 'bm-1',
  };

  it('are kept under the key "bookmarks" and read back as written', () => {
    setLocalBookmarks([bookmark]);
    expect(JSON.parse(localStorage.getItem('bookmarks') ?? 'null')).toEqual([bookmark]);
    expect(getLocalBookmarks()).toEqual([bookmark]);
    // The same value reads as the same list, so React can tell nothing changed.
    expect(getLocalBookmarks()).toBe(getLocalBookmarks());

    updateLocalBookmarks((bookmarks) => bookmarks.filter((entry) => entry.id !== bookmark.id));
    expect(getLocalBookmarks()).toEqual([]);
    expect(localStorage.getItem('bookmarks')).toBeNull();
  });

  it('read the shape without the later additions (chat, message and server ids)', () => {
    const { chatId: _chatId, messageId: _messageId, serverId: _serverId, ...original } = bookmark;
    localStorage.setItem('bookmarks', JSON.stringify([{ ...original, customerId: undefined }]));
    expect(getLocalBookmarks()).toEqual([
      { ...original, customerId: null, chatId: null, messageId: null, serverId: null },
    ]);
  });

  it('leave out entries that do not parse and ignore a value that is not a list', () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(
      'bookmarks',
      JSON.stringify([
        bookmark,
        { ...bookmark, id: 'b2', role: 'user' },
        { id: 'b3', content: 42 },
        'junk',
        null,
      ]),
    );
    expect(getLocalBookmarks()).toEqual([bookmark]);
    localStorage.setItem('bookmarks', '{not json');
    expect(getLocalBookmarks()).toEqual([]);
    localStorage.setItem('bookmarks', JSON.stringify({ bookmarks: [bookmark] }));
    expect(getLocalBookmarks()).toEqual([]);
  });

  it('tell subscribers about every change, sign-out included', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToLocalBookmarks(listener);
    setLocalBookmarks([bookmark]);
    clearAppStorage();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(getLocalBookmarks()).toEqual([]);

    window.dispatchEvent(new StorageEvent('storage', { key: 'bookmarks' }));
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    setLocalBookmarks([bookmark]);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
