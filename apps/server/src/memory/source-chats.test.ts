import { describe, expect, it } from 'vitest';
import { hideSourceChats, sourceChatIds } from './source-chats';

const memorySource = (n: number, chatId: string | null) => ({
  n,
  kind: 'memory',
  memoryId: `fact-${n}`,
  text: 'Ships only in glass jars.',
  approvedBy: { name: 'Lena' },
  approvedAt: '2026-11-27T10:00:00.000Z',
  chatId,
});
const documentSource = { n: 3, kind: 'document', documentId: 'doc', documentName: 'a.pdf', snippet: 'x' };

describe('memory sources in an answer', () => {
  const detail = {
    id: 'chat-1',
    messages: [
      { role: 'user', content: 'Q' },
      { role: 'assistant', sources: [memorySource(1, 'chat-a'), memorySource(2, 'chat-b'), documentSource] },
    ],
  };

  it('finds the chat ids memory sources name, wherever a chat answer holds them', () => {
    expect(sourceChatIds(detail)).toEqual(new Set(['chat-a', 'chat-b']));
    expect(sourceChatIds({ assistantMessage: { sources: [memorySource(1, 'chat-c')] } })).toEqual(
      new Set(['chat-c']),
    );
    expect(sourceChatIds({ messages: [{ sources: [memorySource(1, null), documentSource] }] }).size).toBe(0);
  });

  it('hides only the chats it is told to, in a copy', () => {
    const shown = hideSourceChats(detail, new Set(['chat-b'])) as typeof detail;
    expect(shown.messages[1]?.sources).toEqual([
      memorySource(1, 'chat-a'),
      memorySource(2, null),
      documentSource,
    ]);
    expect(detail.messages[1]?.sources?.[1]).toEqual(memorySource(2, 'chat-b'));
  });
});
