import type { Bookmark } from '@brief/contract/bookmarks';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookmarksView } from '@/features/bookmarks/components/bookmarks-view';
import * as toasts from '@/hooks/use-toast';
import { apiClient, type RequestOptions } from '@/lib/api-client';
import { AuthContext, type AuthContextValue } from '@/lib/auth-context';
import { getLocalBookmarks } from '@/lib/storage/local-bookmarks';
import { createStoredUser } from '@/lib/storage/stored-user';
import { createTestQueryClient, queryWrapper } from '@/testing/query-client';

const user = createStoredUser({ id: 'u1', email: 'ana@brief.test', access_token: 'token' });

function createBookmark(index: number, overrides: Partial<Bookmark> = {}): Bookmark {
  return {
    id: `bm-${index}`,
    message: `Reply number ${index}`,
    date: new Date(2025, 0, 5, 15, 4).toISOString(),
    customerId: 'customer-1',
    customerName: 'Northwind Coffee',
    chatId: `chat-${index}`,
    messageId: `m-${index}`,
    ...overrides,
  };
}

function renderView(signedIn: typeof user | null = user) {
  const Queries = queryWrapper(createTestQueryClient());
  const auth: AuthContextValue = {
    user: signedIn,
    loading: false,
    thinking: false,
    signIn: () => Promise.resolve(),
    signInWithGoogle: () => undefined,
    completeSignIn: () => undefined,
    signOut: () => undefined,
  };
  render(
    <Queries>
      <AuthContext.Provider value={auth}>
        <MemoryRouter>
          <BookmarksView />
        </MemoryRouter>
      </AuthContext.Provider>
    </Queries>,
  );
}

function serveList(answer: Promise<Bookmark[]>) {
  vi.spyOn(apiClient, 'request').mockImplementation((path: string) =>
    path === '/api/users/u1/bookmarks' ? answer : Promise.reject(new Error(`unexpected ${path}`)),
  );
}

beforeEach(() => {
  vi.spyOn(toasts, 'toast').mockReturnValue({ id: '1', dismiss: () => undefined, update: () => undefined });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('BookmarksView', () => {
  it('shows six placeholders while the first list loads', () => {
    serveList(new Promise<never>(() => undefined));
    renderView();
    expect(screen.getByRole('heading', { name: 'Your Bookmarks' })).toBeTruthy();
    expect(screen.getAllByTestId('bookmark-placeholder')).toHaveLength(6);
  });

  it('says there are no bookmarks yet', async () => {
    serveList(Promise.resolve([]));
    renderView();
    expect(
      await screen.findByText('No bookmarks yet. Save messages from chats to see them here.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('bookmark-placeholder')).toBeNull();
  });

  it('asks to log in when nobody is signed in', () => {
    const request = vi.spyOn(apiClient, 'request');
    renderView(null);
    expect(screen.getByText('Please log in to view your bookmarks.')).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });

  it('shows each bookmark with its date, customer, remove button and a link back to its chat', async () => {
    serveList(
      Promise.resolve([
        createBookmark(1),
        createBookmark(2, { date: 'garbage', customerName: null, chatId: null }),
      ]),
    );
    renderView();
    const [first, second] = await screen.findAllByTestId('bookmark');
    if (!first || !second) throw new Error('two bookmarks expected');

    expect(within(first).getByText('Jan 5, 2025 at 3:04 PM')).toBeTruthy();
    expect(within(first).getByText('Northwind Coffee')).toBeTruthy();
    expect(within(first).getByText('Reply number 1')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Open chat' }).getAttribute('href')).toBe(
      '/chat-v2?sessionId=chat-1',
    );
    expect(within(second).getByText('Unknown date')).toBeTruthy();
    expect(within(second).queryByRole('link', { name: 'Open chat' })).toBeNull();
  });

  it('cycles the card colours through six', async () => {
    serveList(Promise.resolve(Array.from({ length: 8 }, (_, index) => createBookmark(index))));
    renderView();
    const cards = await screen.findAllByTestId('bookmark');
    const tints = cards.map((card) => card.dataset.tint);
    expect(new Set(tints.slice(0, 6)).size).toBe(6);
    expect(tints.slice(6)).toEqual(tints.slice(0, 2));
    expect(cards[6]?.className).toBe(cards[0]?.className);
    expect(cards[1]?.className).not.toBe(cards[0]?.className);
  });

  it('renders the reply as markdown and runs nothing hostile in it', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    serveList(
      Promise.resolve([
        createBookmark(1, {
          message: [
            '**Bold plan** <script>window.__bookmarkPwned = true</script>',
            '',
            '[click me](javascript:window.__bookmarkPwned=true) <img src="x" onerror="alert(1)">',
          ].join('\n'),
        }),
      ]),
    );
    renderView();
    const card = await screen.findByTestId('bookmark');

    // The markdown renderer loads with the first reply shown.
    expect((await within(card).findByText('Bold plan')).tagName).toBe('STRONG');
    expect(card.querySelector('script, img, iframe')).toBeNull();
    for (const link of card.querySelectorAll('a')) {
      expect(link.getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i);
    }
    expect(within(card).getByText('click me')).toBeTruthy();
    expect((window as unknown as { __bookmarkPwned?: boolean }).__bookmarkPwned).toBeUndefined();
    expect(alert).not.toHaveBeenCalled();
  });

  it('removes a card at once', async () => {
    let stored = [createBookmark(1), createBookmark(2)];
    vi.spyOn(apiClient, 'request').mockImplementation((path: string, options?: RequestOptions) => {
      if (options?.method !== 'DELETE') return Promise.resolve(stored);
      stored = stored.filter((bookmark) => !path.endsWith(`/${bookmark.id}`));
      return Promise.resolve({ id: 'bm-1', deleted: true });
    });
    const events = userEvent.setup();
    renderView();
    const [first] = await screen.findAllByTestId('bookmark');
    if (!first) throw new Error('a bookmark expected');

    await events.click(within(first).getByRole('button', { name: 'Remove bookmark' }));
    expect(screen.getAllByTestId('bookmark')).toHaveLength(1);
    expect(screen.queryByText('Reply number 1')).toBeNull();
    expect(getLocalBookmarks().map((bookmark) => bookmark.id)).toEqual(['bm-2']);
    await waitFor(() => expect(stored.map((bookmark) => bookmark.id)).toEqual(['bm-2']));
  });

  it("folds a long reply to the card's height with 'Show more'", async () => {
    serveList(Promise.resolve([createBookmark(1, { message: 'A long reply.' })]));
    // jsdom lays nothing out: the reply is made taller than its folded box.
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(288);
    const events = userEvent.setup();
    renderView();
    const card = await screen.findByTestId('bookmark');
    const content = within(card).getByTestId('bookmark-content');
    expect(content.className).toContain('max-h-72');

    await events.click(within(card).getByRole('button', { name: 'Show more' }));
    expect(content.className).not.toContain('max-h-72');
    const toggle = within(card).getByRole('button', { name: 'Show less' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });
});
