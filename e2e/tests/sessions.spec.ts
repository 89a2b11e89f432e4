import { AppFrame } from '../pages/app-frame';
import { LoginPage } from '../pages/login-page';
import { expect, test } from '../fixtures/server';
import { NEW_USER_PASSWORD, signInAsNewUser } from '../fixtures/users';

test('"Sign out everywhere" in the avatar menu ends the session on every device', async ({
  page,
  browser,
  server,
  cspViolations,
}) => {
  const user = await signInAsNewUser(page, server, 'everywhere');

  // The same person on a second device.
  const phone = await browser.newContext({ baseURL: server.url });
  const phonePage = await phone.newPage();
  const phoneLogin = new LoginPage(phonePage);
  await phoneLogin.goto();
  await phoneLogin.signIn(user.email, NEW_USER_PASSWORD);
  await expect(phonePage).toHaveURL(/\/dashboard$/, { timeout: 10_000 });

  const frame = new AppFrame(page);
  await frame.userMenu.click();
  await page.getByRole('menuitem', { name: 'Sign out everywhere' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sign out everywhere?' });
  await expect(dialog).toContainText('this one included');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await frame.userMenu.click();
  await page.getByRole('menuitem', { name: 'Sign out everywhere' }).click();
  await page
    .getByRole('alertdialog', { name: 'Sign out everywhere?' })
    .getByRole('button', { name: 'Sign out everywhere' })
    .click();
  await expect(page).toHaveURL(new RegExp(`${server.url}/$`));
  expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();

  // The other device's token no longer works: its next page load signs it out.
  await phonePage.goto('/chats');
  await expect(phonePage).not.toHaveURL(/\/chats/, { timeout: 10_000 });
  expect(await phonePage.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
  await phone.close();

  // Signing in again works.
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(user.email, NEW_USER_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  expect(cspViolations).toEqual([]);
});

test("an admin signs a person out everywhere from the person's row", async ({ page, browser, server }) => {
  const user = await signInAsNewUser(page, server, 'row-signout');
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();

  const adminContext = await browser.newContext({ baseURL: server.url });
  const adminPage = await adminContext.newPage();
  const login = new LoginPage(adminPage);
  await login.goto();
  await login.signIn(server.admin.email, server.admin.password);
  await expect(adminPage).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  await adminPage.goto('/admin');
  await adminPage.getByRole('tab', { name: 'People' }).click();
  await adminPage.getByRole('button', { name: `Sign out ${user.email} everywhere` }).click();
  const dialog = adminPage.getByRole('alertdialog', { name: 'Sign out everywhere?' });
  await expect(dialog).toContainText(user.email);
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(adminPage.getByText('Signed out everywhere', { exact: true })).toBeVisible();
  await adminContext.close();

  await page.goto('/bookmarks');
  await expect(page).not.toHaveURL(/\/bookmarks/, { timeout: 10_000 });
  expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
});

test('no page reports a Content-Security-Policy violation', async ({ page, server, cspViolations }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(server.admin.email, server.admin.password);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  for (const path of [
    '/dashboard',
    '/dashboard?tab=chat',
    '/dashboard?tab=library',
    '/chat',
    '/chat-wizard',
    '/chats',
    '/favorite-chats',
    '/bookmarks',
    '/admin',
    '/no-such-page',
  ]) {
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible();
    // Let the page's lazy chunks load and run.
    await page.waitForLoadState('networkidle');
  }
  expect(cspViolations).toEqual([]);
});
