import type { ChatDetail } from '@brief/contract/chats';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshAfterChatEvent, refreshAfterReconnect } from '@/lib/chat-event-cache';
import { shareKeys } from '@/lib/chat-shares';
import { chatKeys } from '@/lib/chats/chat-keys';
import { chatListPages, createChatSummary, seedCachedChat } from '@/testing/chats';

/** A cache holding the sidebar, the library, the open chat, another chat, follow-ups and the counts. */
function cached() {
  const queryClient = new QueryClient();
  seedCachedChat(queryClient);
  queryClient.setQueryData(chatKeys.libraryList('u1', 'all'), chatListPages([createChatSummary()]));
  queryClient.setQueryData<Partial<ChatDetail>>(chatKeys.chat('u1', 'chat-2'), { id: 'chat-2' });
  queryClient.setQueryData(chatKeys.related('u1', 'chat-1', 'm1'), ['More?']);
  queryClient.setQueryData(['stats', 'u1', 'Europe/Madrid'], { messages: 3 });
  queryClient.setQueryData(shareKeys.sharedList('u1'), []);
  const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated === true;
  return { queryClient, stale };
}

describe('what a chat event makes stale', () => {
  it('a rename: the lists and that chat, not other chats, follow-ups or counts', () => {
    const { queryClient, stale } = cached();
    refreshAfterChatEvent(queryClient, 'u1', { kind: 'chat.updated', chatId: 'chat-1' });
    expect(stale(chatKeys.sidebarList('u1'))).toBe(true);
    expect(stale(chatKeys.libraryList('u1', 'all'))).toBe(true);
    expect(stale(chatKeys.chat('u1', 'chat-1'))).toBe(true);
    expect(stale(chatKeys.chat('u1', 'chat-2'))).toBe(false);
    expect(stale(chatKeys.related('u1', 'chat-1', 'm1'))).toBe(false);
    expect(stale(['stats', 'u1', 'Europe/Madrid'])).toBe(false);
  });

  it('a reply stored: the chat, the lists and the counts', () => {
    const { queryClient, stale } = cached();
    refreshAfterChatEvent(queryClient, 'u1', { kind: 'run.ended', chatId: 'chat-1' });
    expect(stale(chatKeys.chat('u1', 'chat-1'))).toBe(true);
    expect(stale(chatKeys.sidebarList('u1'))).toBe(true);
    expect(stale(['stats', 'u1', 'Europe/Madrid'])).toBe(true);
  });

  it('a share: the chats shared with me, not my own lists', () => {
    const { queryClient, stale } = cached();
    refreshAfterChatEvent(queryClient, 'u1', { kind: 'chat.shares', chatId: 'chat-9' });
    expect(stale(shareKeys.sharedList('u1'))).toBe(true);
    expect(stale(chatKeys.sidebarList('u1'))).toBe(false);
  });

  it('after a reconnect: every list, chat and count, but not follow-ups', () => {
    const { queryClient, stale } = cached();
    refreshAfterReconnect(queryClient, 'u1');
    for (const key of [
      chatKeys.sidebarList('u1'),
      chatKeys.libraryList('u1', 'all'),
      chatKeys.chat('u1', 'chat-1'),
      chatKeys.chat('u1', 'chat-2'),
      shareKeys.sharedList('u1'),
      ['stats', 'u1', 'Europe/Madrid'],
    ])
      expect(stale(key)).toBe(true);
    expect(stale(chatKeys.related('u1', 'chat-1', 'm1'))).toBe(false);
  });
});
