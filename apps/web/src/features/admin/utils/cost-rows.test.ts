import type { CostRow } from '@brief/contract/costs';
import { describe, expect, it } from 'vitest';
import { chartPoints, rowName } from './cost-rows';

const fallbacks = {
  noCustomer: 'No customer',
  noTeam: 'No team',
  gone: 'Deleted',
  otherChat: 'Another’s chat',
  newChat: 'Nuevo chat',
};

const row = (fields: Partial<CostRow>): CostRow => ({
  key: 'k',
  name: 'Name',
  runs: 1,
  inputTokens: 10,
  outputTokens: 5,
  cachedInputTokens: 0,
  cost: '0.010000',
  estimated: false,
  unpriced: false,
  ...fields,
});

describe('a costs report’s rows', () => {
  it('name days and months in the reader’s language, and what has no name plainly', () => {
    expect(rowName('day', row({ key: '2026-11-05', name: '2026-11-05' }), fallbacks)).toBe('Nov 5, 2026');
    expect(rowName('month', row({ key: '2026-11', name: '2026-11' }), fallbacks)).toBe('Nov 2026');
    expect(rowName('customer', row({ name: 'Acme' }), fallbacks)).toBe('Acme');
    expect(rowName('customer', row({ key: null, name: null }), fallbacks)).toBe('No customer');
    expect(rowName('team', row({ key: null, name: null }), fallbacks)).toBe('No team');
    expect(rowName('user', row({ key: 'u1', name: null }), fallbacks)).toBe('Deleted');
    expect(rowName('chat', row({ key: 'c1', name: null }), fallbacks)).toBe('Another’s chat');
    expect(rowName('chat', row({ key: 'c2', name: 'New Chat' }), fallbacks)).toBe('Nuevo chat');
    expect(rowName('chat', row({ key: 'c3', name: 'Plan de verano' }), fallbacks)).toBe('Plan de verano');
  });

  it('chart every day of the range, a day without calls or without any price at 0', () => {
    expect(
      chartPoints(
        'day',
        [row({ key: '2026-11-01', cost: '1.250000' }), row({ key: '2026-11-03', cost: null })],
        {
          from: '2026-11-01',
          to: '2026-11-03',
        },
      ),
    ).toEqual([
      { key: '2026-11-01', label: 'Nov 1, 2026', cost: 1.25 },
      { key: '2026-11-02', label: 'Nov 2, 2026', cost: 0 },
      { key: '2026-11-03', label: 'Nov 3, 2026', cost: 0 },
    ]);
  });

  it('chart every month of a longer range, the first one from its first day', () => {
    expect(
      chartPoints('month', [row({ key: '2026-02', cost: '3.000000' })], {
        from: '2026-01-31',
        to: '2026-03-01',
      }),
    ).toEqual([
      { key: '2026-01', label: 'Jan 2026', cost: 0 },
      { key: '2026-02', label: 'Feb 2026', cost: 3 },
      { key: '2026-03', label: 'Mar 2026', cost: 0 },
    ]);
  });
});
