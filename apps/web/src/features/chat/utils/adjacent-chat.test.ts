import { describe, expect, it } from 'vitest';
import { adjacentChat } from '@/features/chat/utils/adjacent-chat';

const chats = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

describe('adjacentChat', () => {
  it('moves one chat up or down the list', () => {
    expect(adjacentChat(chats, 'b', 1)?.id).toBe('c');
    expect(adjacentChat(chats, 'b', -1)?.id).toBe('a');
  });

  it('stops at the ends of the list', () => {
    expect(adjacentChat(chats, 'c', 1)).toBeNull();
    expect(adjacentChat(chats, 'a', -1)).toBeNull();
  });

  it('starts at the top going down, and at the bottom going up, when no listed chat is open', () => {
    expect(adjacentChat(chats, null, 1)?.id).toBe('a');
    expect(adjacentChat(chats, 'gone', -1)?.id).toBe('c');
    expect(adjacentChat([], null, 1)).toBeNull();
  });
});
