import { adminPaths, type AdminCustomer } from '@brief/contract/admin-console';
import { memoryPaths } from '@brief/contract/customer-memory';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CustomersPanel } from '@/features/admin/components/customers-panel';
import { cleanUpAdmin, json, renderAsAdmin } from '@/testing/admin-console';

afterEach(cleanUpAdmin);

const TEAM = 'marketing';

const customer = (id: string, name: string): AdminCustomer => ({
  id,
  teamId: TEAM,
  name,
  description: '',
  profile: '',
  documentCount: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
});

const waitingFacts = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: `m-${index}`,
    customerId: 'c-1',
    teamId: TEAM,
    text: `Fact ${index}`,
    status: 'proposed',
    proposedBy: { id: 'u-1', name: 'Ana' },
    proposedAt: '2026-11-20T10:00:00.000Z',
    chatId: null,
    messageId: null,
    reviewedBy: null,
    reviewedAt: null,
    reason: null,
  }));

describe("<CustomersPanel> a customer's row", () => {
  it('counts the memory proposals waiting for review, and offers the brand rules', async () => {
    renderAsAdmin(<CustomersPanel teamId={TEAM} />, {
      [`GET ${adminPaths.customers(TEAM)}`]: () =>
        json(200, [customer('c-1', 'Northwind Coffee'), customer('c-2', 'Helios Retail')]),
      [`GET ${memoryPaths.admin(TEAM, 'c-1')}`]: () =>
        json(200, { facts: waitingFacts(3), nextCursor: null }),
      [`GET ${memoryPaths.admin(TEAM, 'c-2')}`]: () => json(200, { facts: [], nextCursor: null }),
    });

    // Two answers in a row (the customers, then each one's proposals): room for a busy machine.
    const waiting = await screen.findByRole(
      'button',
      { name: 'Memory of Northwind Coffee: 3 waiting' },
      { timeout: 5000 },
    );
    expect(waiting.textContent).toContain('3');
    expect(waiting.getAttribute('title')).toBe('3 proposals waiting');
    expect(screen.getByRole('button', { name: 'Memory of Helios Retail' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Brand rules of Northwind Coffee' })).toBeTruthy();
  });

  it('says "99+" when a page of proposals is full', async () => {
    renderAsAdmin(<CustomersPanel teamId={TEAM} />, {
      [`GET ${adminPaths.customers(TEAM)}`]: () => json(200, [customer('c-1', 'Northwind Coffee')]),
      [`GET ${memoryPaths.admin(TEAM, 'c-1')}`]: () =>
        json(200, { facts: waitingFacts(100), nextCursor: 'more' }),
    });
    expect(
      await screen.findByRole(
        'button',
        { name: 'Memory of Northwind Coffee: 99+ waiting' },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
  });
});
