import { describe, expect, it } from 'vitest';
import { draftKeyOf } from '@/features/chat/utils/draft-key';

describe('draftKeyOf', () => {
  it("is the open chat's id, whatever the sidebar shows", () => {
    expect(draftKeyOf('chat-1', { appName: 'coandco_agent', customerName: 'Northwind Coffee' })).toBe(
      'chat-1',
    );
  });

  it('is one per team and customer with no chat open', () => {
    const northwind = draftKeyOf(null, { appName: 'coandco_agent', customerName: 'Northwind Coffee' });
    const lumen = draftKeyOf(null, { appName: 'coandco_agent', customerName: 'Lumen Skincare' });
    expect(northwind).not.toBe(lumen);
    expect(draftKeyOf(null, { appName: null, customerName: null })).toBe('new::');
    expect(northwind).toContain(':');
  });
});
