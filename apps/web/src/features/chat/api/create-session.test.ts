import { describe, expect, it } from 'vitest';
import { readSessionId } from '@/features/chat/api/create-session';

describe('readSessionId', () => {
  it('reads the id from id, session_id or sessionId (spec §3)', () => {
    expect(readSessionId({ id: 'a', title: 'New Chat' })).toBe('a');
    expect(readSessionId({ session_id: 'b' })).toBe('b');
    expect(readSessionId({ sessionId: 'c' })).toBe('c');
  });

  it("says 'Invalid session response - no ID found' when there is none", () => {
    for (const answer of [{}, { title: 'New Chat' }, null, 'text', { id: '' }]) {
      expect(() => readSessionId(answer)).toThrow('Invalid session response - no ID found');
    }
  });
});
