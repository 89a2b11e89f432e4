import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterNavigation } from '@/app/router-navigation';
import { useAuth } from '@/hooks/use-auth';
import { useToast } from '@/hooks/use-toast';
import { apiClient, type FetchFunction } from '@/lib/api-client';
import { AuthProvider } from '@/lib/auth-provider';
import { logger } from '@/lib/logger';
import { setPublicConfig } from '@/lib/public-config';
import { createStoredUser, type StoredUser } from '@/lib/storage/stored-user';
import { TEST_PUBLIC_CONFIG } from '@/testing/public-config';
import { tokenExpiringIn } from '@/testing/tokens';

afterEach(() => {
  cleanup();
  const { result } = renderHook(() => useToast());
  act(() => result.current.dismiss());
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

function storedUser(id: string, token: string = tokenExpiringIn(60 * 60, Date.now(), id)): StoredUser {
  return createStoredUser({ id, email: `${id}@brief.test`, access_token: token });
}

function signInAs(user: StoredUser) {
  localStorage.setItem('user', JSON.stringify(user));
}

/** What another tab's write to the stored user looks like to this one. */
function changeStoredUserInAnotherTab(user: StoredUser | null) {
  const newValue = user ? JSON.stringify(user) : null;
  if (newValue) localStorage.setItem('user', newValue);
  else localStorage.removeItem('user');
  window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue }));
}

function SessionProbe() {
  const { user, signOut, signInWithGoogle, thinking, loading } = useAuth();
  const { toasts } = useToast();
  return (
    <>
      <p data-testid="signed-in-as">{user?.email ?? 'nobody'}</p>
      <p data-testid="flags">{`thinking=${thinking} loading=${loading}`}</p>
      <ul aria-label="Toasts">
        {toasts
          .filter((toast) => toast.open)
          .map((toast) => (
            <li
              key={toast.id}
              data-description={typeof toast.description === 'string' ? toast.description : ''}
            >
              {toast.title}
            </li>
          ))}
      </ul>
      <button type="button" onClick={signOut}>
        Sign out
      </button>
      {/* A lone surrogate cannot be put in a URL: the redirect to Google fails before it starts. */}
      <button type="button" onClick={() => signInWithGoogle('\uD800')}>
        Continue with Google
      </button>
    </>
  );
}

function renderAuth() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  setPublicConfig(TEST_PUBLIC_CONFIG);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <RouterNavigation>
          <AuthProvider forgetUserData={() => queryClient.removeQueries()}>
            <SessionProbe />
          </AuthProvider>
        </RouterNavigation>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return {
    queryClient,
    signedInAs: () => screen.getByTestId('signed-in-as').textContent,
    toastTitles: () =>
      within(screen.getByRole('list', { name: 'Toasts' }))
        .queryAllByRole('listitem')
        .map((item) => item.textContent),
  };
}

describe('<AuthProvider>', () => {
  it('on load removes a user whose token is expiring and everything they left in the browser', async () => {
    const previous = storedUser('u1', tokenExpiringIn(60));
    signInAs(previous);
    localStorage.setItem('bookmarks', '[{"id":"b1"}]');
    localStorage.setItem('chat_sessions_u1', '[{"id":"s1"}]');
    sessionStorage.setItem('selectedCustomerName', 'Acme');
    sessionStorage.setItem('initialPrompt', 'hola');
    sessionStorage.setItem('continuingFromConversation', '{}');

    const { signedInAs } = renderAuth();

    expect(signedInAs()).toBe('nobody');
    await waitFor(() => expect(localStorage.getItem('user')).toBeNull());
    expect(localStorage.getItem('bookmarks')).toBeNull();
    expect(localStorage.getItem('chat_sessions_u1')).toBeNull();
    expect(sessionStorage.getItem('selectedCustomerName')).toBeNull();
    expect(sessionStorage.getItem('initialPrompt')).toBeNull();
    expect(sessionStorage.getItem('continuingFromConversation')).toBeNull();
  });

  it("shows 'Session Expired' once when several requests fail together and renewal fails", async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const unauthorized: FetchFunction = () =>
      Promise.resolve(
        new Response(JSON.stringify({ error: { code: 'unauthorized', message: 'Invalid token' } }), {
          status: 401,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    vi.stubGlobal('fetch', vi.fn(unauthorized));
    signInAs(storedUser('u1'));
    const { signedInAs, toastTitles } = renderAuth();

    await act(() =>
      Promise.allSettled([
        apiClient.request('/api/chats'),
        apiClient.request('/api/bookmarks'),
        apiClient.request('/api/teams'),
      ]),
    );

    expect(toastTitles()).toEqual(['Session Expired']);
    expect(signedInAs()).toBe('nobody');
  });

  it("says 'Could not sign in with Google' when the redirect fails, clearing the thinking and loading flags", async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const { toastTitles } = renderAuth();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Google' }));

    expect(toastTitles()).toEqual(['Authentication Failed']);
    expect(screen.getByText('Authentication Failed').getAttribute('data-description')).toBe(
      'Could not sign in with Google',
    );
    expect(screen.getByTestId('flags').textContent).toBe('thinking=false loading=false');
    expect(logged).toHaveBeenCalledWith('Google sign-in redirect failed', expect.any(URIError));
  });

  it('a second sign-out of a session that has already ended does nothing', async () => {
    signInAs(storedUser('u1'));
    const { toastTitles } = renderAuth();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(toastTitles()).toEqual(['Signed Out']);
  });

  it('forgets the cached answers when another tab signs in as someone else, and shows that user', () => {
    signInAs(storedUser('u1'));
    sessionStorage.setItem('selectedCustomerName', 'Acme');
    const { queryClient, signedInAs } = renderAuth();
    queryClient.setQueryData(['admin-status', 'u1'], 'allowed');
    expect(signedInAs()).toBe('u1@brief.test');

    act(() => changeStoredUserInAnotherTab(storedUser('u2')));

    expect(signedInAs()).toBe('u2@brief.test');
    expect(queryClient.getQueryData(['admin-status', 'u1'])).toBeUndefined();
    expect(sessionStorage.getItem('selectedCustomerName')).toBeNull();
  });

  it('forgets the cached answers when another tab signs out, and shows nobody signed in', () => {
    signInAs(storedUser('u1'));
    const { queryClient, signedInAs } = renderAuth();
    queryClient.setQueryData(['admin-status', 'u1'], 'allowed');

    act(() => changeStoredUserInAnotherTab(null));

    expect(signedInAs()).toBe('nobody');
    expect(queryClient.getQueryData(['admin-status', 'u1'])).toBeUndefined();
  });

  it("keeps the cached answers when another tab only renews the same user's token", () => {
    signInAs(storedUser('u1'));
    const { queryClient, signedInAs } = renderAuth();
    queryClient.setQueryData(['admin-status', 'u1'], 'allowed');

    act(() => changeStoredUserInAnotherTab(storedUser('u1', tokenExpiringIn(2 * 60 * 60))));

    expect(signedInAs()).toBe('u1@brief.test');
    expect(queryClient.getQueryData(['admin-status', 'u1'])).toBe('allowed');
  });
});
