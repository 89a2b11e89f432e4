import type { Page, Request } from '@playwright/test';
import { googleTest as test, registerGoogleUser, signInAtProvider } from '../fixtures/google';
import { expect } from '../fixtures/server';
import { LoginPage } from '../pages/login-page';

/** Every Referer the page sends, and every address its main frame shows, while the test runs. */
function watch(page: Page) {
  const referers: string[] = [];
  const addresses: string[] = [];
  page.on('request', (request: Request) => referers.push(request.headers().referer ?? ''));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });
  return { referers, addresses };
}

test('Continue with Google: the provider, /auth/callback, then the dashboard signed in, with no token left behind', async ({
  page,
  server,
  google,
}) => {
  const email = `ana-${Date.now()}@brief.test`;
  await registerGoogleUser(page, server, email);
  const seen = watch(page);
  const callbackPage = page.waitForResponse((response) => response.url().includes('/auth/callback?'));

  const login = new LoginPage(page);
  await login.goto();
  await login.continueWithGoogle.click();
  await signInAtProvider(page, google.provider, email);

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Signed In', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('user') ?? '{}') as { email?: string; access_token?: string },
  );
  expect(stored.email).toBe(email);
  const token = stored.access_token ?? '';
  expect(token).not.toBe('');

  // The server did hand the session over in /auth/callback's query…
  expect(seen.addresses.some((address) => address.includes(`access_token=${token}`))).toBe(true);
  expect((await callbackPage).headers()['referrer-policy']).toBe('no-referrer');
  // …and no request of the page named it in a Referer.
  expect(seen.referers.length).toBeGreaterThan(5);
  for (const referer of seen.referers) expect(referer).not.toContain(token);

  // Nothing in the history holds it either: going back walks past the provider to the sign-in page.
  expect(page.url()).not.toContain('access_token');
  const history: string[] = [];
  for (let step = 0; step < 5 && !page.url().endsWith('/login'); step += 1) {
    const before = page.url();
    // The page's own Back (Chromium's history protocol call loses a page that changed process when
    // the provider's origin was left).
    // Back is taken after the call has answered, so that the navigation cannot cut the answer off.
    await page.evaluate(() => void window.setTimeout(() => window.history.back(), 0));
    await page.waitForURL((address) => address.toString() !== before, { waitUntil: 'commit' });
    history.push(page.url());
  }
  expect(history.at(-1)).toBe(`${server.url}/login`);
  for (const address of history) expect(address).not.toContain('access_token');
});

test('accounts Brief does not admit land back on /login with the Authentication Failed toast', async ({
  page,
  server,
  google,
}) => {
  // Another Workspace domain, and a company address no admin created.
  for (const email of ['someone@other.example', `nobody-${Date.now()}@brief.test`]) {
    await page.context().clearCookies();
    const login = new LoginPage(page);
    await login.goto();
    await login.continueWithGoogle.click();
    await signInAtProvider(page, google.provider, email);

    await expect(page).toHaveURL(`${server.url}/login`);
    const toast = page.getByTestId('toast').filter({ hasText: 'Authentication Failed' });
    await expect(toast).toContainText('Authentication was not successful');
    await expect(login.submit).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  }
});
