import type { BrandRules } from '@brief/contract/brand-rules';
import type { ChatSummary } from '@brief/contract/chats';
import type { CustomerMemory, UserMemory } from '@brief/contract/customer-memory';
import type { CustomerPage as CustomerPageData } from '@brief/contract/customer-page';
import { EMPTY_BRAND_RULES } from '@brief/contract/brand-rules';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CustomerPage } from '@/features/customer/components/customer-page';
import { showLanguage } from '@/i18n/core';
import { ApiError, apiClient } from '@/lib/api-client';
import { createChatSummary } from '@/testing/chats';
import { createTestQueryClient, queryWrapper } from '@/testing/query-client';

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await showLanguage('en');
});

const customer: CustomerPageData = {
  id: 'c-tide',
  name: 'Tidewater Travel',
  description: 'Rail holidays along the coast.',
  profile: '## Tone of voice\n\nCalm and sunny.',
  team: { id: 'marketing', name: 'Marketing' },
  documents: [
    { id: 'd2', name: 'q3-results.txt', mime: 'text/plain', size: 20, createdAt: '2026-03-04T10:00:00.000Z' },
    {
      id: 'd1',
      name: 'brand-book.md',
      mime: 'text/markdown',
      size: 30,
      createdAt: '2026-03-01T10:00:00.000Z',
    },
  ],
};

const fact = (overrides: Partial<CustomerMemory>): CustomerMemory => ({
  id: 'm1',
  customerId: 'c-tide',
  teamId: 'marketing',
  text: 'Bookings peak in July.',
  status: 'approved',
  proposedBy: { id: 'u2', name: 'Sam' },
  proposedAt: '2026-03-01T09:00:00.000Z',
  chatId: null,
  messageId: null,
  reviewedBy: { id: 'u3', name: 'Lee Lead' },
  reviewedAt: '2026-03-02T09:00:00.000Z',
  reason: null,
  ...overrides,
});

const memory: UserMemory = {
  approved: [fact({})],
  mine: [
    fact({ id: 'm2', text: 'Trains leave hourly.', status: 'rejected', reason: 'Not true in winter' }),
    fact({ id: 'm3', text: 'They love puns.', status: 'proposed', reviewedBy: null, reviewedAt: null }),
  ],
};

const rules: BrandRules = { ...EMPTY_BRAND_RULES, voice: 'Warm and plain.' };

const own = [
  createChatSummary({ id: 'chat-new', name: 'Summer campaign', lastUpdateTime: '2026-03-05T10:00:00.000Z' }),
  createChatSummary({ id: 'chat-old', name: 'Spring ideas', lastUpdateTime: '2026-03-03T10:00:00.000Z' }),
];
const older = createChatSummary({
  id: 'chat-oldest',
  name: 'Winter notes',
  lastUpdateTime: '2026-02-01T10:00:00.000Z',
});
const shared = {
  ...createChatSummary({ id: 'chat-shared', name: 'Rail budget' }),
  owner: { id: 'u2', name: 'Sam', email: 's@x' },
};

type Answers = {
  page?: unknown;
  rules?: unknown;
  memory?: unknown;
  own?: ChatSummary[][];
  shared?: unknown[];
};

/** Answers the page's calls by path; a thrown ApiError stands for a refusal. */
function answer(answers: Answers) {
  const requests: string[] = [];
  vi.spyOn(apiClient, 'request').mockImplementation((path: string) => {
    const value = path.endsWith('/rules')
      ? answers.rules
      : path.endsWith('/memory')
        ? answers.memory
        : answers.page;
    return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
  });
  vi.spyOn(apiClient, 'requestResponse').mockImplementation((path: string) => {
    requests.push(path);
    if (path.includes('/shared-chats')) {
      return Promise.resolve(new Response(JSON.stringify(answers.shared ?? []), { status: 200 }));
    }
    const pages = answers.own ?? [[]];
    const second = path.includes('before=');
    const headers = second || pages.length === 1 ? undefined : { 'x-next-cursor': 'cursor-2' };
    return Promise.resolve(
      new Response(JSON.stringify(pages[second ? 1 : 0] ?? []), { status: 200, headers }),
    );
  });
  return requests;
}

function renderPage(renderRules: (value: BrandRules) => React.ReactNode = (value) => <p>{value.voice}</p>) {
  const Wrapper = queryWrapper(createTestQueryClient());
  render(
    <Wrapper>
      <MemoryRouter>
        <CustomerPage
          userId="u1"
          customerId="c-tide"
          renderRules={(value) => (value.voice ? renderRules(value) : null)}
        />
      </MemoryRouter>
    </Wrapper>,
  );
}

describe('CustomerPage', () => {
  it('shows the profile, rules, approved memory, documents and the chats about the customer', async () => {
    const requests = answer({ page: customer, rules, memory, own: [own, [older]], shared: [shared] });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tidewater Travel' })).toBeTruthy();
    expect(screen.getByText('Team: Marketing')).toBeTruthy();
    expect(await screen.findByText(/Calm and sunny\./)).toBeTruthy();
    expect(await screen.findByText('Warm and plain.')).toBeTruthy();

    const memorySection = screen.getByRole('region', { name: 'Team memory' });
    expect(await within(memorySection).findByText('Bookings peak in July.')).toBeTruthy();
    expect(within(memorySection).getByText('Approved by Lee Lead on Mar 2, 2026')).toBeTruthy();
    expect(within(memorySection).getByText('Rejected')).toBeTruthy();
    expect(within(memorySection).getByText('Reason: Not true in winter')).toBeTruthy();
    expect(within(memorySection).getByText('Waiting for a lead')).toBeTruthy();

    const documents = screen.getByRole('region', { name: 'Documents' });
    const links = within(documents).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('q3-results.txt'),
      expect.stringContaining('brand-book.md'),
    ]);
    expect(links[1]?.getAttribute('href')).toBe('/customers/c-tide/documents/d1');

    const mine = screen.getByRole('region', { name: 'Your chats about it' });
    expect(await within(mine).findByText('Summer campaign')).toBeTruthy();
    expect(
      within(mine)
        .getAllByTestId('customer-chat-row')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('Summer campaign'), expect.stringContaining('Spring ideas')]);
    expect(
      within(mine)
        .getByRole('link', { name: /Summer campaign/ })
        .getAttribute('href'),
    ).toBe('/chat-v2?sessionId=chat-new');
    await userEvent.click(within(mine).getByRole('button', { name: 'Load more' }));
    expect(await within(mine).findByText('Winter notes')).toBeTruthy();
    expect(within(mine).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(requests).toContain('/api/users/u1/chats?customerId=c-tide&limit=10&before=cursor-2');

    const sharedSection = screen.getByRole('region', { name: 'Shared with you' });
    expect(await within(sharedSection).findByText('Shared by Sam')).toBeTruthy();
    expect(within(sharedSection).getByRole('link').getAttribute('href')).toBe('/shared/chat-shared');
  });

  it('says when there is nothing yet', async () => {
    answer({
      page: { ...customer, documents: [] },
      rules: EMPTY_BRAND_RULES,
      memory: { approved: [], mine: [] },
    });
    renderPage();
    expect(await screen.findByText('No brand rules for Tidewater Travel yet.')).toBeTruthy();
    expect(await screen.findByText(/No approved facts about Tidewater Travel yet/)).toBeTruthy();
    expect(screen.getByText('No documents yet: an admin uploads them in the console.')).toBeTruthy();
    expect(await screen.findByText('No chats about this customer yet.')).toBeTruthy();
    expect(screen.getByText('No one has shared a chat about this customer with you.')).toBeTruthy();
  });

  it('is not found for a customer the user does not have, in Spanish too', async () => {
    await showLanguage('es');
    const requests = answer({ page: new ApiError(404, 'not_found', 'Customer not found') });
    renderPage();
    expect(await screen.findByText('Este cliente no existe para ti')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Abrir la biblioteca/ }).getAttribute('href')).toBe('/chats');
    // Nothing else of a customer that is not there is asked for.
    expect(requests).toEqual([]);
  });
});
