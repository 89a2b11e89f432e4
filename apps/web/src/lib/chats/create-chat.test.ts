import { describe, expect, it } from 'vitest';
import { readCreatedChatId } from '@/lib/chats/create-chat';

describe('readCreatedChatId', () => {
  it('reads the id from id, session_id or sessionId', () => {
    expect(readCreatedChatId({ id: 'a', title: 'New Chat' })).toBe('a');
    expect(readCreatedChatId({ session_id: 'b' })).toBe('b');
    expect(readCreatedChatId({ sessionId: 'c' })).toBe('c');
  });

  it("says 'Invalid session response - no ID found' when there is none", () => {
    for (const answer of [{}, { title: 'New Chat' }, null, 'text', { id: '' }]) {
      expect(() => readCreatedChatId(answer)).toThrow('Invalid session response - no ID found');
    }
  });
});
