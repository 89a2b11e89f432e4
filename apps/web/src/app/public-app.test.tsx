import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { StrictMode, type Context } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPublicPage } from '@/app/prerender';
import { PublicApp } from '@/app/public-app';
import { PublicNavigation } from '@/app/public-navigation';
import { showLanguage } from '@/i18n/core';
import { AuthContext } from '@/lib/auth-context';
import { NavigatorContext } from '@/lib/navigation';
import { TEST_PUBLIC_CONFIG } from '@/testing/public-config';

let root: Root | undefined;

afterEach(async () => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  document.head.querySelectorAll('title').forEach((title) => title.remove());
  cleanup();
  await showLanguage('en');
});

/**
 * React's server renderer leaves the values of the contexts above a boundary that suspended (the lazy
 * page) set on the context objects, which the client renderer shares in this one realm; in the build it
 * runs in a process of its own. The test puts back what the public app's contexts held before.
 */
async function renderInItsOwnRealm(render: () => Promise<string>): Promise<string> {
  const contexts = [NavigatorContext, AuthContext] as readonly Context<unknown>[] as unknown as {
    _currentValue: unknown;
  }[];
  const before = contexts.map((context) => context._currentValue);
  try {
    return await render();
  } finally {
    contexts.forEach((context, index) => (context._currentValue = before[index]));
  }
}

/**
 * What the build and the browser do with a public page: render it to HTML in Node (the page's <title>
 * goes to <head>), then hydrate that HTML with the tree main.tsx hydrates. React in development mode
 * reports any difference between the two through console.error.
 */
async function prerenderThenHydrate(path: '/' | '/login', language: 'en' | 'es', openApp = () => undefined) {
  const html = await renderInItsOwnRealm(() => renderPublicPage(path, language, TEST_PUBLIC_CONFIG));
  const title = /^<title>.*?<\/title>/.exec(html)?.[0] ?? '';
  document.head.insertAdjacentHTML('beforeend', title);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html.slice(title.length);
  document.body.append(container);
  window.history.replaceState(null, '', path);

  // The one warning of rendering on the server and the client in one realm (see renderInItsOwnRealm).
  const sameRealm = /Detected multiple renderers concurrently rendering the same context provider/;
  const errors = vi.fn();
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] !== 'string' || !sameRealm.test(args[0])) errors(...args);
  });
  const recoverable = vi.fn();
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <PublicNavigation>
          <PublicApp openApp={openApp} />
        </PublicNavigation>
      </StrictMode>,
      { onRecoverableError: recoverable },
    );
    await Promise.resolve();
  });
  return { html, container, errors, recoverable };
}

describe('the prerendered public pages', () => {
  it('/login is HTML with the sign-in form, and hydrates without a single difference', async () => {
    const { container, errors, recoverable } = await prerenderThenHydrate('/login', 'en');
    expect(container.querySelector('input[type="email"]')?.getAttribute('placeholder')).toBe(
      'you@brief.test',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy());
    // The form answers once hydrated: the rules load with the first submit.
    act(() => screen.getByRole('button', { name: 'Sign In' }).click());
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('/ is HTML with the landing heading, and hydrates without a single difference', async () => {
    const { container, errors, recoverable } = await prerenderThenHydrate('/', 'en');
    expect(container.querySelector('h1')?.textContent).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'Get Started' }).length).toBeGreaterThan(0),
    );
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
  });

  it("hydrates the Spanish page (a Spanish browser's) in Spanish", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-ES', 'es']);
    await showLanguage('es');
    const { container, errors, recoverable } = await prerenderThenHydrate('/login', 'es');
    expect(container.textContent).toContain('Hola de nuevo');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeTruthy());
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('moves between its two pages in place, back and forth, and opens the whole app for any other', async () => {
    const openApp = vi.fn();
    const { errors } = await prerenderThenHydrate('/', 'en', openApp);
    const signIn = await screen.findByRole('link', { name: 'Sign In' });
    const entries = window.history.length;

    act(() => signIn.click());
    expect(await screen.findByText('Welcome back')).toBeTruthy();
    expect(window.location.pathname).toBe('/login');
    expect(window.history.length).toBe(entries + 1);

    act(() => window.history.back());
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(window.location.pathname).toBe('/');

    act(() => window.history.forward());
    const home = await screen.findAllByRole('link', { name: 'Brief home' });
    act(() => home[0]!.click());
    await waitFor(() => expect(window.location.pathname).toBe('/'));

    // Another path (as the browser's buttons can bring) is the whole app's.
    act(() => {
      window.history.pushState(null, '', '/dashboard');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(openApp).toHaveBeenCalled());
    expect(errors).not.toHaveBeenCalled();
  });
});
