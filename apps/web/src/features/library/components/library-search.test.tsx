import type { ChatSearchResult } from '@brief/contract/chats';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchChats } from '@/lib/chats/search-chats';
import { LibrarySearch } from '@/features/library/components/library-search';
import { ApiError, apiClient } from '@/lib/api-client';
import { createChatSummary } from '@/testing/chats';
import { createTestQueryClient, queryWrapper } from '@/testing/query-client';

const hit: ChatSearchResult = {
  ...createChatSummary({ id: 'chat-9', name: 'Launch plan', customerName: 'Contoso' }),
  match: '…the marmalade launch…',
};

function renderSearch() {
  const Wrapper = queryWrapper(createTestQueryClient());
  return render(
    <MemoryRouter>
      <Wrapper>
        <LibrarySearch userId="u1">
          <p>grouped list</p>
        </LibrarySearch>
      </Wrapper>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('searchChats', () => {
  it('asks the search path with the trimmed text and the results schema', async () => {
    const request = vi.spyOn(apiClient, 'request').mockResolvedValue([hit]);
    await expect(searchChats('u 1', '  marmalade ')).resolves.toEqual([hit]);
    const [path, options] = request.mock.calls[0] as [string, { schema?: unknown }];
    expect(path).toBe('/api/users/u%201/chats/search?q=marmalade&limit=50');
    expect(options.schema).toBeDefined();
  });
});

describe('LibrarySearch', () => {
  it('debounces typing into one query, shows the hits, and clears back to the groups', async () => {
    const request = vi.spyOn(apiClient, 'request').mockResolvedValue([hit]);
    const user = userEvent.setup();
    renderSearch();
    expect(screen.getByText('grouped list')).toBeTruthy();

    const box = screen.getByRole('searchbox', { name: 'Search chats' });
    await user.type(box, 'marmalade');
    expect(await screen.findByText('…the marmalade launch…')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Launch plan/ }).getAttribute('href')).toBe(
      '/chat-v2?sessionId=chat-9',
    );
    expect(screen.getByText(/1 chat matches/)).toBeTruthy();
    expect(screen.queryByText('grouped list')).toBeNull();
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]?.[0]).toContain('q=marmalade');

    await user.type(box, '{Escape}');
    expect((box as HTMLInputElement).value).toBe('');
    expect(screen.getByText('grouped list')).toBeTruthy();
  });

  it('says when nothing matches and when the search fails', async () => {
    const request = vi.spyOn(apiClient, 'request').mockResolvedValueOnce([]);
    const user = userEvent.setup();
    renderSearch();
    const box = screen.getByRole('searchbox', { name: 'Search chats' });
    await user.type(box, 'walrus');
    expect(await screen.findByText('No chats match "walrus".')).toBeTruthy();

    request.mockRejectedValue(new ApiError(500, 'internal', 'boom'));
    await user.clear(box);
    expect(screen.getByText('grouped list')).toBeTruthy();
    await user.type(box, 'otter');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Failed to load chats'));
  });
});
