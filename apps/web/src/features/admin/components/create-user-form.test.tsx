import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreateUserForm } from '@/features/admin/components/create-user-form';
import { useToast } from '@/hooks/use-toast';
import { showLanguage } from '@/i18n/core';
import { AuthContext, type AuthContextValue } from '@/lib/auth-context';
import { createStoredUser } from '@/lib/storage/stored-user';
import { tokenExpiringIn } from '@/testing/tokens';

afterEach(() => {
  cleanup();
  const { result } = renderHook(() => useToast());
  act(() => result.current.dismiss());
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** jsdom has no ResizeObserver; Radix's radio and checkbox only need it to exist. */
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

function ToastList() {
  const { toasts } = useToast();
  return (
    <ul aria-label="Toasts">
      {toasts
        .filter((toast) => toast.open)
        .map((toast) => (
          <li key={toast.id}>
            <strong>{toast.title}</strong>
            <span>{toast.description}</span>
          </li>
        ))}
    </ul>
  );
}

/**
 * Signs in an admin and submits a new password user (or, given the company's OpenID provider's label, one
 * who signs in with it); `answer` is the server's reply to the call.
 */
async function submitNewUser(answer: Response, openIdLabel?: string) {
  const admin = createStoredUser({
    id: 'admin-1',
    email: 'admin@brief.test',
    admin: true,
    access_token: tokenExpiringIn(60 * 60, Date.now(), 'admin-1'),
  });
  localStorage.setItem('user', JSON.stringify(admin));
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(answer)),
  );
  const auth: AuthContextValue = {
    user: admin,
    loading: false,
    thinking: false,
    signIn: () => Promise.resolve(),
    signInWithGoogle: () => undefined,
    completeSignIn: () => undefined,
    signOut: () => undefined,
  };
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>
        <CreateUserForm companyDomain="brief.test" oidcLabel={openIdLabel} />
        <ToastList />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );

  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^(Email|Correo electrónico)$/), 'casey@brief.test');
  if (openIdLabel === undefined) {
    expect(screen.queryByTestId('create-user-provider-oidc')).toBeNull();
    await user.type(screen.getByLabelText(/^(Password|Contraseña)$/), 'casey-secret');
  } else {
    await user.click(screen.getByTestId('create-user-provider-oidc'));
    expect(screen.queryByLabelText(/^(Password|Contraseña)$/)).toBeNull();
  }
  await user.click(screen.getByRole('button', { name: /^(Create User|Crear usuario)$/ }));

  const toast = await within(screen.getByRole('list', { name: 'Toasts' })).findByRole('listitem');
  return {
    title: toast.querySelector('strong')?.textContent,
    description: toast.querySelector('span')?.textContent,
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('<CreateUserForm>', () => {
  const taken = () =>
    json(409, {
      error: {
        code: 'conflict',
        message: 'A user with this e-mail already exists',
        reason: 'email_taken',
        field: 'email',
      },
    });

  it('a failure toast starts with the failure text and adds the reason the server named after it', async () => {
    const toast = await submitNewUser(taken());

    expect(toast).toEqual({
      title: 'Error',
      description: 'Failed to create user. Please try again. A user with this e-mail already exists.',
    });
  });

  it("words the reason in Spanish, never with the server's English", async () => {
    await showLanguage('es');
    try {
      const toast = await submitNewUser(taken());
      expect(toast.description).toBe(
        'No se pudo crear el usuario. Vuelve a intentarlo. Ya existe un usuario con este correo electrónico.',
      );
    } finally {
      await showLanguage('en');
    }
  });

  it('says only the failure text when the server sent no message', async () => {
    const toast = await submitNewUser(
      new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }),
    );

    expect(toast).toEqual({ title: 'Error', description: 'Failed to create user. Please try again.' });
  });

  it("says 'User Created' when the server created the user", async () => {
    const toast = await submitNewUser(
      json(201, {
        success: true,
        user: {
          id: 'u9',
          email: 'casey@brief.test',
          name: 'casey',
          authProvider: 'password',
          admin: false,
          agents: [],
        },
      }),
    );

    expect(toast).toEqual({
      title: 'User Created',
      description: 'Successfully created user: casey@brief.test',
    });
  });

  it('offers the company’s OpenID provider by its label when one is configured, and makes the person sign in with it', async () => {
    const toast = await submitNewUser(
      json(201, {
        success: true,
        user: {
          id: 'u9',
          email: 'casey@brief.test',
          name: 'casey',
          authProvider: 'oidc',
          admin: false,
          agents: [],
        },
      }),
      'Microsoft',
    );
    expect(screen.getByText('Microsoft')).toBeTruthy();
    expect(toast.title).toBe('User Created');
    const [, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(JSON.parse(typeof init?.body === 'string' ? init.body : '{}')).toMatchObject({
      email: 'casey@brief.test',
      authProvider: 'oidc',
    });
  });
});
