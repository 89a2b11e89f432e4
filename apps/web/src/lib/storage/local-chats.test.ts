import { afterEach, describe, expect, it } from 'vitest';
import { getLocalChats, setLocalChats } from '@/lib/storage/local-chats';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('browser-only chats', () => {
  it("keeps each user's browser-only chats under chat_sessions_{userId}", () => {
    const chat = {
      id: 'session-1700000000000',
      title: 'New Chat',
      customerId: 'customer-1',
      customerName: 'Northwind Coffee',
      appName: 'coandco_agent',
      specialists: ['Nora SEO/SEM'],
      createdAt: '2026-01-05T15:04:00.000Z',
    };
    setLocalChats('u1', [chat]);
    expect(getLocalChats('u1')).toEqual([chat]);
    expect(getLocalChats('u2')).toEqual([]);

    setLocalChats('u1', []);
    expect(localStorage.getItem('chat_sessions_u1')).toBeNull();
  });

  it('ignores a list that cannot be read', () => {
    localStorage.setItem('chat_sessions_u1', '{not json');
    expect(getLocalChats('u1')).toEqual([]);
    localStorage.setItem('chat_sessions_u1', '[{"id":1}]');
    expect(getLocalChats('u1')).toEqual([]);
  });
});
