import type { Bookmark } from '@brief/contract/bookmarks';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Overview } from '@/features/dashboard/components/overview';
import * as toasts from '@/hooks/use-toast';
import { ApiError, apiClient } from '@/lib/api-client';
import { setPublicConfig } from '@/lib/public-config';
import { createChatSummary } from '@/testing/chats';
import { TEST_PUBLIC_CONFIG } from '@/testing/public-config';
import { createTestQueryClient, queryWrapper } from '@/testing/query-client';

const bookmark: Bookmark = {
  id: 'b1',
  message: `${'Reach commuters on weekday mornings. '.repeat(5)}`,
  date: new Date(2025, 0, 5, 15, 4).toISOString(),
  customerId: 'c1',
  customerName: 'Northwind Coffee',
  chatId: 'chat-1',
  messageId: 'm1',
};

type Answers = {
  stats: (path: string) => Promise<unknown>;
  favorites: unknown[];
  latest: unknown[];
  bookmarks: unknown[];
};

function renderOverview(answers: Answers) {
  const paths: string[] = [];
  vi.spyOn(apiClient, 'request').mockImplementation((path: string) => {
    paths.push(path);
    if (path.includes('/stats')) return answers.stats(path);
    if (path.includes('/bookmarks')) return Promise.resolve(answers.bookmarks);
    return Promise.resolve(path.includes('favorite=true') ? answers.favorites : answers.latest);
  });
  const queryClient = createTestQueryClient();
  setPublicConfig(TEST_PUBLIC_CONFIG);
  const Wrapper = queryWrapper(queryClient);
  render(
    <Wrapper>
      <MemoryRouter>
        <Overview userId="u1" firstName="Ana" />
      </MemoryRouter>
    </Wrapper>,
  );
  return paths;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Overview', () => {
  it('shows the four counts and five items of each list, asking the server for five', async () => {
    const chats = Array.from({ length: 5 }, (_, index) =>
      createChatSummary({
        id: `chat-${index}`,
        name: `Chat ${index}`,
        lastUpdateTime: '2025-01-05T15:04:00',
      }),
    );
    const paths = renderOverview({
      stats: () =>
        Promise.resolve({
          todayChats: 2,
          totalChats: 1234,
          todayMessages: 7,
          totalMessages: 98,
          todayStartsAt: '2025-01-05T00:00:00.000Z',
        }),
      favorites: [],
      latest: chats,
      bookmarks: [bookmark],
    });

    expect((await screen.findByTestId('stat-totalChats')).textContent).toContain('1,234');
    expect(screen.getByTestId('stat-todayChats').textContent).toContain('2');
    expect(screen.getByTestId('stat-todayMessages').textContent).toContain('7');
    expect(screen.getByTestId('stat-totalMessages').textContent).toContain('98');

    const latest = screen.getByTestId('overview-latest-chats');
    expect(await within(latest).findAllByRole('link', { name: /Chat \d/ })).toHaveLength(5);
    expect(within(latest).getAllByText('Jan 5, 2025')).toHaveLength(5);
    expect(within(screen.getByTestId('overview-favorites')).getByText('No favorite chats yet')).toBeTruthy();

    const bookmarks = screen.getByTestId('overview-bookmarks');
    const item = await within(bookmarks).findByRole('link', { name: /Reach commuters/ });
    expect(item.textContent).toContain(`${bookmark.message.slice(0, 100)}...`);
    expect(item.getAttribute('href')).toBe('/chat-v2?sessionId=chat-1');
    expect(
      within(bookmarks).getByRole('link', { name: 'View All Latest Bookmarks' }).getAttribute('href'),
    ).toBe('/bookmarks');

    expect(paths.filter((path) => path.includes('/chats') || path.includes('/bookmarks'))).toEqual(
      expect.arrayContaining([
        '/api/users/u1/chats?limit=5&favorite=true',
        '/api/users/u1/chats?limit=5',
        '/api/users/u1/bookmarks?limit=5',
      ]),
    );
    expect(paths.find((path) => path.includes('/stats'))).toMatch(/timeZone=/);
  });

  it("says 'Failed to load analytics data' and shows zeros when the counts cannot be loaded", async () => {
    const toast = vi
      .spyOn(toasts, 'toast')
      .mockReturnValue({ id: '1', dismiss: () => undefined, update: () => undefined });
    renderOverview({
      stats: () => Promise.reject(new ApiError(500, 'internal', 'boom')),
      favorites: [],
      latest: [],
      bookmarks: [],
    });

    expect((await screen.findByTestId('stat-totalMessages')).textContent).toBe('0');
    expect(screen.getByTestId('stat-todayChats').textContent).toBe('0');
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Failed to load analytics data' }));
    expect(await screen.findByText('No chats yet')).toBeTruthy();
    expect(screen.getByText('No bookmarks yet')).toBeTruthy();
  });

  it("counts the UTC day when the server does not know the browser's time zone", async () => {
    const paths = renderOverview({
      stats: (path) =>
        path.includes('timeZone=')
          ? Promise.reject(new ApiError(400, 'bad_request', 'querystring.timeZone: Unknown time zone'))
          : Promise.resolve({
              todayChats: 1,
              totalChats: 4,
              todayMessages: 2,
              totalMessages: 9,
              todayStartsAt: '2025-01-05T00:00:00.000Z',
            }),
      favorites: [],
      latest: [],
      bookmarks: [],
    });
    expect((await screen.findByTestId('stat-totalMessages')).textContent).toBe('9');
    expect(paths.filter((path) => path.includes('/stats'))).toEqual([
      expect.stringMatching(/\/stats\?timeZone=/),
      '/api/users/u1/stats',
    ]);
  });
});
