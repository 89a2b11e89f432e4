import type { Bookmark } from '@brief/contract/bookmarks';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { useBookmarks } from '@/features/bookmarks/hooks/use-bookmarks';
import * as toasts from '@/hooks/use-toast';
import { ApiError, apiClient, type RequestOptions } from '@/lib/api-client';
import { AuthContext, type AuthContextValue } from '@/lib/auth-context';
import { logger } from '@/lib/logger';
import { getLocalBookmarks, setLocalBookmarks, type LocalBookmark } from '@/lib/storage/local-bookmarks';
import { createStoredUser } from '@/lib/storage/stored-user';
import { createTestQueryClient, queryWrapper } from '@/testing/query-client';

const user = createStoredUser({ id: 'u1', email: 'ana@brief.test', access_token: 'token' });

const serverBookmark: Bookmark = {
  id: 'bm-1',
  message: 'Reach commuters at 7am.',
  date: '2025-01-05T15:04:00.000Z',
  customerId: 'customer-1',
  customerName: 'Northwind Coffee',
  chatId: 'chat-1',
  messageId: 'm-2',
};

const localOnly: LocalBookmark = {
  id: 'bookmark-1',
  content: 'Saved only in this browser.',
  role: 'assistant',
  timestamp: '2025-01-04T10:00:00.000Z',
  savedAt: '2025-01-04T10:01:00.000Z',
  customerId: null,
  customerName: 'Lumen Skincare',
  chatId: 'chat-9',
  messageId: 'm-9',
  serverId: null,
};

const draft = {
  content: 'The spring menu.',
  timestamp: '2025-01-06T09:00:00.000Z',
  chatId: 'chat-2',
  messageId: 'm-4',
  customerId: 'customer-1',
  customerName: 'Northwind Coffee',
};

function authValue(signedIn: typeof user | null): AuthContextValue {
  return {
    user: signedIn,
    loading: false,
    thinking: false,
    signIn: () => Promise.resolve(),
    signInWithGoogle: () => undefined,
    completeSignIn: () => undefined,
    signOut: () => undefined,
  };
}

function renderBookmarks(signedIn: typeof user | null = user) {
  const Queries = queryWrapper(createTestQueryClient());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Queries>
      <AuthContext.Provider value={authValue(signedIn)}>{children}</AuthContext.Provider>
    </Queries>
  );
  return renderHook(() => useBookmarks(), { wrapper });
}

/** Answers the bookmark calls with `answers` (a function per method); anything else is a 404. */
function serve(answers: {
  GET?: () => Promise<unknown>;
  POST?: (body: unknown) => Promise<unknown>;
  DELETE?: (path: string) => Promise<unknown>;
}) {
  return vi.spyOn(apiClient, 'request').mockImplementation((path: string, options?: RequestOptions) => {
    const method = options?.method ?? 'GET';
    if (method === 'GET' && path === '/api/users/u1/bookmarks' && answers.GET) return answers.GET();
    if (method === 'POST' && path === '/api/users/u1/bookmarks' && answers.POST)
      return answers.POST(options?.body);
    if (method === 'DELETE' && path.startsWith('/api/users/u1/bookmarks/') && answers.DELETE)
      return answers.DELETE(path);
    return Promise.reject(new ApiError(404, 'not_found', `No ${method} ${path}`));
  });
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let toast: MockInstance<typeof toasts.toast>;
beforeEach(() => {
  toast = vi
    .spyOn(toasts, 'toast')
    .mockReturnValue({ id: '1', dismiss: () => undefined, update: () => undefined });
  vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('useBookmarks: loading', () => {
  it('shows the local bookmarks at once, then the server list replaces them', async () => {
    setLocalBookmarks([localOnly]);
    const list = deferred<Bookmark[]>();
    serve({ GET: () => list.promise });
    const { result } = renderBookmarks();

    expect(result.current.bookmarks).toEqual([localOnly]);
    expect(result.current.loading).toBe(false);

    list.resolve([serverBookmark]);
    await waitFor(() => expect(result.current.bookmarks.map((bookmark) => bookmark.id)).toEqual(['bm-1']));
    expect(result.current.bookmarks[0]).toMatchObject({
      content: 'Reach commuters at 7am.',
      customerName: 'Northwind Coffee',
      chatId: 'chat-1',
      serverId: 'bm-1',
    });
    // The browser keeps the server's list for the next start.
    expect(getLocalBookmarks().map((bookmark) => bookmark.id)).toEqual(['bm-1']);
  });

  it('is loading only while the first list is on its way and nothing is saved locally', async () => {
    const list = deferred<Bookmark[]>();
    serve({ GET: () => list.promise });
    const { result } = renderBookmarks();
    expect(result.current.loading).toBe(true);
    list.resolve([]);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.bookmarks).toEqual([]);
  });

  it('keeps the local bookmarks and says so when the server list cannot be loaded', async () => {
    setLocalBookmarks([localOnly]);
    serve({ GET: () => Promise.reject(new ApiError(500, 'internal', 'boom')) });
    const { result } = renderBookmarks();

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        variant: 'destructive',
        title: 'Failed to load bookmarks from server. Showing locally saved bookmarks only.',
        description: undefined,
      }),
    );
    expect(result.current.bookmarks).toEqual([localOnly]);
    expect(result.current.loading).toBe(false);
  });

  it('asks the server nothing without a user', () => {
    setLocalBookmarks([localOnly]);
    const request = serve({ GET: () => Promise.resolve([serverBookmark]) });
    const { result } = renderBookmarks(null);
    expect(result.current.user).toBeNull();
    expect(request).not.toHaveBeenCalled();
  });
});

describe('useBookmarks: removing', () => {
  it('removes locally first; a failed server delete only toasts and the bookmark stays removed', async () => {
    const removal = deferred<unknown>();
    const request = serve({
      GET: () => Promise.resolve([serverBookmark]),
      DELETE: () => removal.promise,
    });
    const { result } = renderBookmarks();
    await waitFor(() => expect(result.current.bookmarks).toHaveLength(1));
    const [bookmark] = result.current.bookmarks;
    if (!bookmark) throw new Error('no bookmark');

    act(() => result.current.remove(bookmark));
    expect(result.current.bookmarks).toEqual([]);
    expect(getLocalBookmarks()).toEqual([]);
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('/api/users/u1/bookmarks/bm-1', {
        method: 'DELETE',
        body: { customerId: 'customer-1', customerName: 'Northwind Coffee' },
        schema: expect.anything() as unknown,
      }),
    );

    removal.reject(new ApiError(500, 'internal', 'boom'));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        variant: 'destructive',
        title: 'Failed to delete bookmark from server, but removed locally.',
      }),
    );
    expect(result.current.bookmarks).toEqual([]);
  });

  it('removes a bookmark the server never stored without calling it', () => {
    setLocalBookmarks([localOnly]);
    const request = serve({ GET: () => new Promise<never>(() => undefined) });
    const { result } = renderBookmarks();
    act(() => result.current.remove(localOnly));
    expect(result.current.bookmarks).toEqual([]);
    expect(request.mock.calls.filter(([, options]) => options?.method === 'DELETE')).toEqual([]);
  });
});

describe('useBookmarks: saving', () => {
  const posts = (request: MockInstance<typeof apiClient.request>) =>
    request.mock.calls.filter(([, options]) => options?.method === 'POST');

  it('saves locally first, then posts once; success toasts and records the server id', async () => {
    const created = deferred<Bookmark>();
    const request = serve({ GET: () => new Promise<never>(() => undefined), POST: () => created.promise });
    const { result } = renderBookmarks();

    let saving: Promise<void> = Promise.resolve();
    act(() => {
      saving = result.current.save(draft);
    });
    expect(result.current.bookmarks).toEqual([
      expect.objectContaining({
        content: 'The spring menu.',
        role: 'assistant',
        chatId: 'chat-2',
        messageId: 'm-4',
        customerName: 'Northwind Coffee',
        serverId: null,
      }),
    ]);
    // A second click while the first save is out posts nothing more.
    act(() => void result.current.save(draft));

    created.resolve({
      ...serverBookmark,
      id: 'bm-7',
      message: draft.content,
      chatId: draft.chatId,
      messageId: draft.messageId,
    });
    await act(() => saving);

    expect(posts(request)).toHaveLength(1);
    expect(posts(request)[0]?.[1]?.body).toEqual({
      message: 'The spring menu.',
      customerId: 'customer-1',
      customerName: 'Northwind Coffee',
      chatId: 'chat-2',
      messageId: 'm-4',
    });
    expect(toast).toHaveBeenCalledWith({
      title: 'Saved successfully',
      description: 'Message has been saved to your bookmarks',
    });
    expect(getLocalBookmarks()).toEqual([expect.objectContaining({ messageId: 'm-4', serverId: 'bm-7' })]);
  });

  it('keeps the local copy when the server cannot save it', async () => {
    const request = serve({
      GET: () => new Promise<never>(() => undefined),
      POST: () => Promise.reject(new ApiError(500, 'internal', 'boom')),
    });
    const { result } = renderBookmarks();
    await act(() => result.current.save(draft));

    expect(posts(request)).toHaveLength(1);
    expect(toast).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'Error saving message',
      description: 'The message could not be saved to the server',
    });
    expect(getLocalBookmarks()).toEqual([expect.objectContaining({ messageId: 'm-4', serverId: null })]);
  });

  it('saves nothing without a user', async () => {
    const request = serve({ POST: () => Promise.resolve(serverBookmark) });
    const { result } = renderBookmarks(null);
    await act(() => result.current.save(draft));

    expect(toast).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'You must be logged in to save messages',
    });
    expect(request).not.toHaveBeenCalled();
    expect(getLocalBookmarks()).toEqual([]);
  });

  it('saves a reply saved before in place rather than twice', async () => {
    setLocalBookmarks([
      { ...localOnly, id: 'bookmark-5', chatId: 'chat-2', messageId: 'm-4', serverId: 'bm-5' },
    ]);
    serve({
      GET: () => new Promise<never>(() => undefined),
      POST: () => Promise.resolve({ ...serverBookmark, id: 'bm-5' }),
    });
    const { result } = renderBookmarks();
    await act(() => result.current.save(draft));
    expect(getLocalBookmarks()).toEqual([
      expect.objectContaining({ id: 'bookmark-5', content: 'The spring menu.', serverId: 'bm-5' }),
    ]);
  });
});
