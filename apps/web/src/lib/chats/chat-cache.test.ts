import type { ChatDetail } from '@brief/contract/chats';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { patchCachedChat, undoCachedPatch } from '@/lib/chats/chat-cache';
import { chatKeys } from '@/lib/chats/chat-keys';
import type { ChatPages } from '@/lib/chats/get-chats';
import { chatListPages, createChatMessage, createChatSummary, seedCachedChat } from '@/testing/chats';

function seeded() {
  const queryClient = new QueryClient();
  seedCachedChat(queryClient);
  const listed = () => queryClient.getQueryData<ChatPages>(chatKeys.sidebarList('u1'))?.pages[0]?.chats[0];
  const detail = () => queryClient.getQueryData<ChatDetail>(chatKeys.chat('u1', 'chat-1'));
  return { queryClient, listed, detail };
}

describe('patchCachedChat / undoCachedPatch', () => {
  it('takes back only the patched field, keeping messages that arrived meanwhile', () => {
    const { queryClient, listed, detail } = seeded();
    const undo = patchCachedChat(queryClient, 'u1', 'chat-1', { favorite: true });
    expect(listed()?.favorite).toBe(true);
    expect(detail()?.favorite).toBe(true);

    const arrived = createChatMessage({ id: 'm-new', content: 'Arrived meanwhile' });
    queryClient.setQueryData<ChatDetail>(chatKeys.chat('u1', 'chat-1'), (chat) =>
      chat ? { ...chat, messages: [...chat.messages, arrived] } : chat,
    );
    queryClient.setQueryData(
      chatKeys.sidebarList('u1'),
      chatListPages([
        createChatSummary({ title: 'Old', name: 'Old', favorite: true, preview: 'Arrived meanwhile' }),
      ]),
    );

    undoCachedPatch(queryClient, 'u1', 'chat-1', undo);
    expect(detail()?.favorite).toBe(false);
    expect(detail()?.messages).toEqual([arrived]);
    expect(listed()?.favorite).toBe(false);
    expect(listed()?.preview).toBe('Arrived meanwhile');
  });

  it('does not undo a later change of the same field', () => {
    const { queryClient, listed, detail } = seeded();
    const failed = patchCachedChat(queryClient, 'u1', 'chat-1', { name: 'First', title: 'First' });
    patchCachedChat(queryClient, 'u1', 'chat-1', { name: 'Second', title: 'Second' });
    undoCachedPatch(queryClient, 'u1', 'chat-1', failed);
    expect(detail()?.title).toBe('Second');
    expect(listed()?.name).toBe('Second');
  });
});
