import { describe, expect, it } from 'vitest';
import { launchSearch, readChatLaunch, withoutLaunchParams } from '@/features/wizard/utils/chat-launch';

describe('chat launch hand-over', () => {
  it('round-trips through the query parameters, specialists with commas included', () => {
    const request = {
      agents: ['coandco'],
      customer: 'Northwind Coffee',
      specialists: ['Nora SEO/SEM', 'Leo, Social & Media'],
      prompt: 'Plan a campaign & more',
    };
    const params = new URLSearchParams(launchSearch(request));
    expect(readChatLaunch(null, params)).toEqual(request);
  });

  it('prefers navigation state and reads comma-separated agents from the query', () => {
    const state = { agents: ['creative'], customer: 'Acme', specialists: ['Iris Insights', 3], prompt: '' };
    expect(readChatLaunch(state, new URLSearchParams('agents=a,b&customer=X'))).toEqual({
      agents: ['creative'],
      customer: 'Acme',
      specialists: ['Iris Insights'],
      prompt: null,
    });
    expect(readChatLaunch(undefined, new URLSearchParams('agents=a,b&customer=X'))).toEqual({
      agents: ['a', 'b'],
      customer: 'X',
      specialists: [],
      prompt: null,
    });
  });

  it('gives nothing without agents or a customer', () => {
    expect(readChatLaunch(null, new URLSearchParams(''))).toBeNull();
    expect(readChatLaunch(null, new URLSearchParams('agents=a'))).toBeNull();
    expect(readChatLaunch({ agents: [], customer: 'X' }, new URLSearchParams('customer=X'))).toBeNull();
  });

  it('leaves only what is not the launch in the address', () => {
    const params = new URLSearchParams('agents=a&customer=X&specialist=Nora&prompt=hi&sessionId=c1');
    expect(withoutLaunchParams(params).toString()).toBe('sessionId=c1');
  });
});
