import { memoryPaths, type CustomerMemory } from '@brief/contract/customer-memory';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '@/components/ui/button';
import { CustomerMemorySheet } from '@/features/admin/components/customer-memory-sheet';
import { showLanguage } from '@/i18n/core';
import { ADMIN_ID, cleanUpAdmin, json, renderAsAdmin, type ApiCall } from '@/testing/admin-console';

afterEach(async () => {
  cleanUpAdmin();
  await showLanguage('en');
});

const TEAM = 'marketing';
const CUSTOMER = 'c-northwind';
const listPath = memoryPaths.admin(TEAM, CUSTOMER);

function fact(overrides: Partial<CustomerMemory>): CustomerMemory {
  return {
    id: 'm-1',
    customerId: CUSTOMER,
    teamId: TEAM,
    text: 'Roasts only fair-trade beans.',
    status: 'proposed',
    proposedBy: { id: 'u-ana', name: 'Ana Colleague' },
    proposedAt: '2026-11-20T10:00:00.000Z',
    chatId: 'chat-7',
    messageId: 'msg-3',
    reviewedBy: null,
    reviewedAt: null,
    reason: null,
    ...overrides,
  };
}

const proposals = [
  fact({ id: 'm-1' }),
  fact({
    id: 'm-2',
    text: 'Opened a shop in Lyon.',
    proposedBy: { id: ADMIN_ID, name: 'Admin' },
    chatId: 'chat-8',
    messageId: 'msg-1',
  }),
  fact({ id: 'm-4', text: 'Typed in by hand.', chatId: null, messageId: null }),
];
const approved = fact({
  id: 'm-9',
  status: 'approved',
  text: 'Founded in 1998.',
  reviewedBy: { id: 'admin-1', name: 'Lea Lead' },
  reviewedAt: '2026-11-21T09:00:00.000Z',
});

const statusOf = (call: ApiCall) => new URL(call.path, 'http://brief.test').searchParams;

function show() {
  return renderAsAdmin(
    <CustomerMemorySheet
      teamId={TEAM}
      customerId={CUSTOMER}
      customerName="Northwind Coffee"
      waiting={2}
      trigger={<Button>Open memory</Button>}
    />,
    {
      [`GET ${listPath}`]: (call) => {
        const query = statusOf(call);
        if (query.get('status') === 'approved') return json(200, { facts: [approved], nextCursor: null });
        if (query.get('status') === 'proposed') {
          // Two pages: the second after the first's cursor.
          return query.get('cursor') === 'page-2'
            ? json(200, { facts: [fact({ id: 'm-3', text: 'Sponsors a cycling team.' })], nextCursor: null })
            : json(200, { facts: proposals, nextCursor: 'page-2' });
        }
        return json(200, { facts: [], nextCursor: null });
      },
      [`PATCH ${memoryPaths.adminFact(TEAM, CUSTOMER, 'm-1')}`]: (call) =>
        json(200, { ...proposals[0], ...(call.body as object) }),
      [`PATCH ${memoryPaths.adminFact(TEAM, CUSTOMER, 'm-2')}`]: (call) =>
        json(200, { ...proposals[1], ...(call.body as object) }),
      [`PATCH ${memoryPaths.adminFact(TEAM, CUSTOMER, 'm-9')}`]: () =>
        json(200, { ...approved, status: 'retired' }),
    },
  );
}

async function openSheet() {
  await userEvent.click(screen.getByRole('button', { name: 'Open memory' }));
  return screen.findByRole('dialog', { name: 'Memory of Northwind Coffee' });
}

const factItem = async (text: string) =>
  (await screen.findAllByTestId('memory-fact')).find((item) =>
    item.textContent?.includes(text),
  ) as HTMLElement;

const patches = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'PATCH').map((call) => [call.path.split('/').at(-1), call.body]);

describe('<CustomerMemorySheet>', () => {
  it('lists the proposals waiting with who proposed them, when and from which chat, a page at a time', async () => {
    const { calls } = show();
    const sheet = await openSheet();
    expect(
      within(sheet).getByRole('tab', { name: 'Waiting (2 proposals waiting)' }).getAttribute('aria-selected'),
    ).toBe('true');
    const first = await factItem('Roasts only fair-trade beans.');
    expect(first.textContent).toContain('Proposed by Ana Colleague');
    expect(first.textContent).toContain('Nov 20, 2026');
    // A colleague's chat is theirs alone: named, not linked. The reviewer's own chat opens.
    expect(first.textContent).toContain('From a reply in one of their chats');
    expect(within(first).queryByRole('link')).toBeNull();
    const own = await factItem('Opened a shop in Lyon.');
    const link = within(own).getByRole('link', { name: 'Open the chat it came from' });
    expect(link.getAttribute('href')).toBe('/chat-v2?sessionId=chat-8');
    const typed = await factItem('Typed in by hand.');
    expect(typed.textContent).not.toContain('chat');

    await userEvent.click(within(sheet).getByRole('button', { name: 'Load more' }));
    expect(await within(sheet).findByText('Sponsors a cycling team.')).toBeTruthy();
    const asked = calls.filter((call) => call.method === 'GET').map((call) => statusOf(call).get('cursor'));
    expect(asked).toContain('page-2');
  });

  it('approves a proposal as it is, or as edited', async () => {
    const { calls } = show();
    await openSheet();
    await userEvent.click(within(await factItem('Roasts only')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(patches(calls)).toEqual([['m-1', { status: 'approved' }]]));
    expect(await screen.findByText('Fact approved')).toBeTruthy();

    const second = await factItem('Opened a shop in Lyon.');
    await userEvent.click(within(second).getByRole('button', { name: 'Edit' }));
    const text = within(second).getByLabelText('The fact as it will be approved');
    await userEvent.clear(text);
    await userEvent.paste('Opened a shop in Lyon in 2024.');
    await userEvent.click(within(second).getByRole('button', { name: 'Approve as edited' }));
    await waitFor(() =>
      expect(patches(calls)).toContainEqual([
        'm-2',
        { status: 'approved', text: 'Opened a shop in Lyon in 2024.' },
      ]),
    );
  });

  it('rejects a proposal only with a reason', async () => {
    const { calls } = show();
    await openSheet();
    const item = await factItem('Roasts only');
    await userEvent.click(within(item).getByRole('button', { name: 'Reject' }));
    await userEvent.click(within(item).getByRole('button', { name: 'Reject proposal' }));
    expect(within(item).getByText('Say why it is rejected.')).toBeTruthy();
    expect(patches(calls)).toEqual([]);

    await userEvent.click(within(item).getByLabelText('Why it is rejected'));
    await userEvent.paste('They buy from many farms.');
    await userEvent.click(within(item).getByRole('button', { name: 'Reject proposal' }));
    await waitFor(() =>
      expect(patches(calls)).toEqual([['m-1', { status: 'rejected', reason: 'They buy from many farms.' }]]),
    );
    expect(await screen.findByText('Proposal rejected')).toBeTruthy();
  });

  it('retires an approved fact after asking, and shows the empty lists plainly', async () => {
    const { calls } = show();
    const sheet = await openSheet();
    await userEvent.click(within(sheet).getByRole('tab', { name: 'Approved' }));
    const item = await factItem('Founded in 1998.');
    expect(item.textContent).toContain('Approved by Lea Lead');
    await userEvent.click(within(item).getByRole('button', { name: 'Retire' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Retire this fact?' })).getByRole('button', {
        name: 'Retire',
      }),
    );
    await waitFor(() => expect(patches(calls)).toEqual([['m-9', { status: 'retired' }]]));

    await userEvent.click(within(sheet).getByRole('tab', { name: 'Rejected' }));
    expect(await within(sheet).findByText('Nothing rejected')).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    await showLanguage('es');
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Open memory' }));
    const sheet = await screen.findByRole('dialog', { name: 'Memoria de Northwind Coffee' });
    expect(within(sheet).getByRole('tab', { name: 'Pendientes (2 propuestas pendientes)' })).toBeTruthy();
    const item = await factItem('Roasts only');
    expect(item.textContent).toContain('Propuesto por Ana Colleague');
    expect(within(item).getByRole('button', { name: 'Aprobar' })).toBeTruthy();
  });
});
