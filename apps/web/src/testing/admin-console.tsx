import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { useToast } from '@/hooks/use-toast';
import { AuthContext, type AuthContextValue } from '@/lib/auth-context';
import { createStoredUser } from '@/lib/storage/stored-user';
import { createTestQueryClient } from '@/testing/query-client';
import { ToastList } from '@/testing/toast-list';
import { tokenExpiringIn } from '@/testing/tokens';

export const ADMIN_ID = 'admin-1';

/** A recorded call to the fake API. */
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** Answers of the fake API: by `METHOD path` (path without the query), a JSON body or a Response. */
export type FakeRoutes = Record<string, (call: ApiCall) => Response | Promise<Response>>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** jsdom has no ResizeObserver; Radix's checkbox only needs it to exist. */
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

/** Renders `ui` signed in as an admin, with `fetch` answered by `routes`; answers the calls made. */
export function renderAsAdmin(ui: ReactNode, routes: FakeRoutes): { calls: ApiCall[] } {
  const admin = createStoredUser({
    id: ADMIN_ID,
    email: 'admin@brief.test',
    admin: true,
    access_token: tokenExpiringIn(60 * 60, Date.now(), ADMIN_ID),
  });
  localStorage.setItem('user', JSON.stringify(admin));
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = input.split('?')[0] ?? input;
      // JSON as its value; a multipart FormData as it is.
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
      const call = { method, path: input, body };
      calls.push(call);
      const route = routes[`${method} ${path}`];
      return Promise.resolve(
        route ? route(call) : json(404, { error: { code: 'not_found', message: `No fake for ${path}` } }),
      );
    }),
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
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter>
          {ui}
          <ToastList />
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { calls };
}

/** Cleans up after renderAsAdmin: DOM, toasts, stubs and storage. */
export function cleanUpAdmin(): void {
  cleanup();
  const { result } = renderHook(() => useToast());
  act(() => result.current.dismiss());
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
}
