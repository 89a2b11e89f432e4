import { AdminPage } from '../pages/admin-page';
import { AppFrame } from '../pages/app-frame';
import { LoginPage } from '../pages/login-page';
import { expect, test } from '../fixtures/server';

test('a visitor signs in, an admin creates a user, and that user has no admin access', async ({
  page,
  server,
  cspViolations,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const name of ['Sign In', 'Get Started', 'Start Chatting Now']) {
    await expect(page.getByRole('link', { name, exact: true }).first()).toHaveAttribute('href', '/login');
  }
  await page.getByRole('link', { name: 'Sign In', exact: true }).first().click();
  await expect(page).toHaveURL(/\/login$/);

  const login = new LoginPage(page);
  await login.signIn('not-an-email', 'x');
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await login.signIn('someone@gmail.com', 'long-enough');
  await expect(page.getByText('Only brief.test e-mails are allowed')).toBeVisible();

  await login.signIn(server.admin.email, 'wrong-password');
  await expect(
    page.getByText('Invalid email or password. Remember only company e-mail addresses are allowed.'),
  ).toBeVisible();

  await login.signIn(server.admin.email, server.admin.password);
  await expect(page.getByText('Signed In', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  const frame = new AppFrame(page);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await frame.userMenu.click();
  await expect(page.getByRole('menu').getByText(server.admin.email)).toBeVisible();
  await page.keyboard.press('Escape');
  for (const name of ['Home', 'Bookmarks', 'Favorites', 'Library', 'Admin'] as const) {
    await expect(frame.navLink(name)).toBeVisible();
  }

  await frame.navLink('Admin').click();
  await expect(page).toHaveURL(/\/admin$/);
  const admin = new AdminPage(page);
  await admin.submit.click();
  await expect(page.getByText('Please fill in all required fields')).toBeVisible();
  const newEmail = 'casey.consultant@brief.test';
  await admin.email.fill(newEmail);
  await admin.provider('Password').check();
  await admin.password.fill('casey-secret');
  await admin.team('Marketing').check();
  await admin.submit.click();
  await expect(page.getByText(`Successfully created user: ${newEmail}`)).toBeVisible();
  await expect(admin.email).toHaveValue('');

  await frame.signOut();
  await expect(page.getByText('Signed Out', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${server.url}/$`));
  expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();

  await page.goto('/login');
  await login.signIn(newEmail, 'casey-secret');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  await expect(frame.navLink('Library')).toBeVisible();
  await expect(frame.navLink('Admin')).toHaveCount(0);

  await page.goto('/admin');
  await expect(page.getByText("You don't have admin privileges to access this page.")).toBeVisible();
  await expect(page).toHaveURL(/\/chat$/);
  expect(cspViolations).toEqual([]);
});

test('signed-out visitors are sent to / from signed-in pages', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Get Started', exact: true }).first()).toBeVisible();
});

test('an unknown path lands on the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
});

test('the login error parameter shows its toast and leaves the address bar', async ({ page }) => {
  await page.goto('/login?error=auth_failed');
  await expect(page.getByText('Authentication was not successful')).toBeVisible();
  await expect(page.getByText('Authentication Failed').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
