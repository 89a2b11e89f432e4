import { afterEach, describe, expect, it } from 'vitest';
import { setContinuingConversation, takeContinuingConversation } from '@/lib/storage/continuing-conversation';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('continuing conversation', () => {
  it('is stored under continuingFromConversation and cleared as it is taken', () => {
    const payload = {
      conversationId: 'chat-1',
      conversationTitle: 'Launch plan',
      messages: [{ role: 'user', content: 'Hi', timestamp: '2025-01-05T15:04:00.000Z' }],
      customerId: 'customer-1',
      customerName: 'Northwind Coffee',
      appName: 'coandco_agent',
    };
    setContinuingConversation(payload);
    expect(JSON.parse(sessionStorage.getItem('continuingFromConversation') ?? 'null')).toEqual(payload);
    expect(takeContinuingConversation()).toEqual(payload);
    expect(sessionStorage.getItem('continuingFromConversation')).toBeNull();
    expect(takeContinuingConversation()).toBeNull();
  });

  it('drops an unreadable payload', () => {
    sessionStorage.setItem('continuingFromConversation', '{"conversationId":1');
    expect(takeContinuingConversation()).toBeNull();
    expect(sessionStorage.getItem('continuingFromConversation')).toBeNull();
  });
});
