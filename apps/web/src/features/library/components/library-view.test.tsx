import type { ChatSummary } from '@brief/contract/chats';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LibraryView } from '@/features/library/components/library-view';
import * as toasts from '@/hooks/use-toast';
import { ApiError, apiClient } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { createChatDetail, createChatMessage, createChatSummary } from '@/testing/chats';
import { createTestQueryClient, queryWrapper } from '@/testing/query-client';

const longText = `${'word '.repeat(60)}end`;
const starred = createChatSummary({
  id: 'chat-1',
  name: 'Launch plan',
  favorite: true,
  lastUpdateTime: new Date(2025, 0, 5, 15, 4).toISOString(),
});
const unnamed = createChatSummary({
  id: 'chat-2',
  name: '',
  title: '',
  preview: longText,
  customerName: 'Contoso',
  lastUpdateTime: 'garbage',
});

function listAnswer(chats: ChatSummary[]) {
  return Promise.resolve(new Response(JSON.stringify(chats), { status: 200 }));
}

/** Answers the chat's detail; the Shared with me section gets an empty list. */
function answerRequests(detail: unknown) {
  vi.spyOn(apiClient, 'request').mockImplementation((path: string) =>
    Promise.resolve(path.includes('/shared-chats') ? [] : detail),
  );
}

function mockLibrary(favorites: ChatSummary[], recent: ChatSummary[]) {
  vi.spyOn(apiClient, 'requestResponse').mockImplementation((path) =>
    listAnswer(path.includes('favorite=true') ? favorites : recent),
  );
}

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderLibrary() {
  const queryClient = createTestQueryClient();
  const Wrapper = queryWrapper(queryClient);
  render(
    <Wrapper>
      <MemoryRouter initialEntries={['/dashboard?tab=library']}>
        <Routes>
          <Route path="/dashboard" element={<LibraryView userId="u1" />} />
          <Route path="/chat-v2" element={<Location />} />
        </Routes>
      </MemoryRouter>
    </Wrapper>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('LibraryView', () => {
  it('shows the loading text, then both sections with titles, previews, badges and dates', async () => {
    mockLibrary([starred], [unnamed, starred]);
    renderLibrary();
    expect(screen.getByText('Loading library...')).toBeTruthy();

    const favorites = (await screen.findByRole('heading', { name: 'Favorite Chats' })).closest(
      '[data-slot="card"]',
    ) as HTMLElement;
    expect(within(favorites).getByText('Your starred conversations')).toBeTruthy();
    expect(within(favorites).getByText('Launch plan')).toBeTruthy();
    expect(within(favorites).getByText('Jan 5, 2025 at 3:04 PM')).toBeTruthy();

    const recent = screen
      .getByRole('heading', { name: 'Chats' })
      .closest('[data-slot="card"]') as HTMLElement;
    expect(within(recent).getByText('Your most recent chats')).toBeTruthy();
    // No name: the first message is the title; the preview is cut at 200 characters plus an ellipsis.
    expect(within(recent).getByText(longText.trim())).toBeTruthy();
    expect(within(recent).getByText(`${longText.slice(0, 200)}…`)).toBeTruthy();
    expect(within(recent).getByText('Contoso')).toBeTruthy();
    expect(within(recent).getByText('Unknown date')).toBeTruthy();
  });

  it('says so when the library is empty, and when it cannot be loaded', async () => {
    mockLibrary([], []);
    renderLibrary();
    expect(await screen.findByText('No chats in your library yet.')).toBeTruthy();
    cleanup();
    vi.restoreAllMocks();

    vi.spyOn(apiClient, 'requestResponse').mockRejectedValue(new ApiError(500, 'internal', 'boom'));
    renderLibrary();
    expect(await screen.findByText('Failed to load chats from the library')).toBeTruthy();
  });

  it('previews a chat and continues it in /chat-v2 through session storage', async () => {
    mockLibrary([], [starred]);
    answerRequests(
      createChatDetail({
        ...starred,
        messages: [
          createChatMessage({
            id: 'm0',
            content:
              'Carga los datos del cliente Northwind Coffee y prepárate para responder preguntas sobre él.',
            automatic: 'customer-data',
          }),
          createChatMessage({ id: 'm1', content: 'What should we launch?' }),
          createChatMessage({ id: 'm2', role: 'assistant', content: 'The spring menu.' }),
        ],
      }),
    );
    const user = userEvent.setup();
    renderLibrary();
    await user.click(await screen.findByRole('button', { name: /^Launch plan/ }));

    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('The spring menu.')).toBeTruthy();
    // The automatic prompt reads as the step it was, not as something the user wrote.
    expect(within(dialog).getByTestId('automatic-step').textContent).toBe("Loaded Northwind Coffee's data");
    expect(within(dialog).getByTestId('chat-preview-messages').className).toContain('max-h-[400px]');
    await user.click(within(dialog).getByRole('button', { name: 'Continue with this conversation' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/chat-v2?sessionId=chat-1'));
    expect(JSON.parse(sessionStorage.getItem('continuingFromConversation') ?? 'null')).toEqual({
      conversationId: 'chat-1',
      conversationTitle: 'Launch plan',
      messages: [
        expect.objectContaining({
          role: 'user',
          content: expect.stringMatching(/^Carga los datos/) as unknown,
        }),
        expect.objectContaining({ role: 'user', content: 'What should we launch?' }),
        expect.objectContaining({ role: 'assistant', content: 'The spring menu.' }),
      ],
      customerId: 'customer-1',
      customerName: 'Northwind Coffee',
      appName: 'coandco_agent',
    });
  });

  it('says when a previewed chat has no messages', async () => {
    mockLibrary([], [starred]);
    answerRequests(createChatDetail({ ...starred, messages: [] }));
    const user = userEvent.setup();
    renderLibrary();
    await user.click(await screen.findByRole('button', { name: /^Launch plan/ }));
    expect(await screen.findByText(/No messages found in this conversation\./)).toBeTruthy();
  });

  it('stars at once and puts the star back when the server refuses', async () => {
    mockLibrary([], [unnamed]);
    let fail: () => void = () => undefined;
    vi.spyOn(apiClient, 'request').mockImplementation(
      () => new Promise((_resolve, reject) => (fail = () => reject(new ApiError(500, 'internal', 'boom')))),
    );
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const toast = vi
      .spyOn(toasts, 'toast')
      .mockReturnValue({ id: '1', dismiss: () => undefined, update: () => undefined });
    const user = userEvent.setup();
    renderLibrary();
    await user.click(await screen.findByRole('button', { name: /Add .* to favorites/ }));
    expect(
      (await screen.findByRole('button', { name: /Remove .* from favorites/ })).getAttribute('aria-pressed'),
    ).toBe('true');
    fail();
    expect(
      (await screen.findByRole('button', { name: /Add .* to favorites/ })).getAttribute('aria-pressed'),
    ).toBe('false');
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Failed to update favorite status' }),
    );
  });
});
