import type { CustomerMemory } from '@brief/contract/customer-memory';
import { describe, expect, it } from 'vitest';
import { pendingProposals } from '@/features/customer/utils/memory-lists';

const fact = (id: string, status: CustomerMemory['status']): CustomerMemory => ({
  id,
  customerId: 'c',
  teamId: 't',
  text: id,
  status,
  proposedBy: { id: 'u1', name: 'Me' },
  proposedAt: '2026-03-01T09:00:00.000Z',
  chatId: null,
  messageId: null,
  reviewedBy: null,
  reviewedAt: null,
  reason: null,
});

describe('pendingProposals', () => {
  it('lists the caller’s proposals that are not approved, in their order', () => {
    const mine = [fact('a', 'proposed'), fact('b', 'approved'), fact('c', 'rejected'), fact('d', 'retired')];
    expect(pendingProposals({ approved: [fact('b', 'approved')], mine }).map((entry) => entry.id)).toEqual([
      'a',
      'c',
      'd',
    ]);
  });
});
