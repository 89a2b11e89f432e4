import { readFile } from 'node:fs/promises';
import { AdminPage } from '../pages/admin-page';
import { LoginPage } from '../pages/login-page';
import { expect, test } from '../fixtures/server';
import { NEW_USER_PASSWORD, seedChat, signInAsNewUser } from '../fixtures/users';

test("the avatar menu's Download my data gives a zip of the person's chats", async ({ page, server }) => {
  const user = await signInAsNewUser(page, server, 'leaver');
  await seedChat(page, user, 'Handover notes', 'What is left to hand over?');
  await page.goto('/dashboard');

  await page.getByTestId('user-menu-trigger').click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^brief-${user.email}-\\d{4}-\\d{2}-\\d{2}\\.zip$`),
  );
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  // The entries' names are stored as they are: the chat's folder, its Markdown and JSON, the bookmarks.
  const names = bytes.toString('latin1');
  for (const name of ['README.md', 'bookmarks.json', 'chats/001 Handover notes/chat.md', 'chat.json'])
    expect(names).toContain(name);
});

test('an admin deletes a person by typing their e-mail; they can no longer sign in', async ({
  page,
  browser,
  server,
}) => {
  const leaverContext = await browser.newContext({ baseURL: server.url });
  const leaverPage = await leaverContext.newPage();
  const leaver = await signInAsNewUser(leaverPage, server, 'deleted');
  await seedChat(leaverPage, leaver, 'Last chat', 'Anything else?');

  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(server.admin.email, server.admin.password);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  await page.goto('/admin');
  const admin = new AdminPage(page);
  await admin.deletePerson(leaver.email);
  await expect(page.getByText('Person deleted')).toBeVisible();
  await expect(admin.people).toHaveCount(0);

  // Their open session ends, and they cannot sign in again.
  const chats = await leaverPage.request.get(`/api/users/${leaver.id}/chats`, {
    headers: { Authorization: `Bearer ${leaver.access_token}` },
  });
  expect(chats.status()).toBe(401);
  const again = await leaverPage.request.post('/api/login', {
    data: { email: leaver.email, password: NEW_USER_PASSWORD },
  });
  expect(again.status()).toBe(401);
  await leaverContext.close();
});
