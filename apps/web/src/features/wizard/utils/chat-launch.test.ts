import { describe, expect, it } from 'vitest';
import { launchSearch, readChatLaunch } from '@/features/wizard/utils/chat-launch';

describe('chat launch hand-over', () => {
  it('round-trips through the query parameters', () => {
    const request = { agents: ['coandco'], customer: 'Northwind Coffee', prompt: 'Plan a campaign & more' };
    const params = new URLSearchParams(launchSearch(request));
    expect(readChatLaunch(null, params)).toEqual(request);
  });

  it('prefers navigation state and reads comma-separated agents from the query', () => {
    const state = { agents: ['creative'], customer: 'Acme', prompt: '' };
    expect(readChatLaunch(state, new URLSearchParams('agents=a,b&customer=X'))).toEqual({
      agents: ['creative'],
      customer: 'Acme',
      prompt: null,
    });
    expect(readChatLaunch(undefined, new URLSearchParams('agents=a,b&customer=X'))?.agents).toEqual([
      'a',
      'b',
    ]);
  });

  it('gives nothing without agents or a customer', () => {
    expect(readChatLaunch(null, new URLSearchParams(''))).toBeNull();
    expect(readChatLaunch(null, new URLSearchParams('agents=a'))).toBeNull();
    expect(readChatLaunch({ agents: [], customer: 'X' }, new URLSearchParams('customer=X'))).toBeNull();
  });
});
