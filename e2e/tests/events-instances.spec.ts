import { ChatPage } from '../pages/chat-page';
import { withTwoInstances } from '../fixtures/instances';
import { expect } from '../fixtures/server';
import { NEW_USER_PASSWORD, signInAsNewUser, startChat } from '../fixtures/users';

/**
 * Every open tab stays current whichever instance serves it: two instances on one PostgreSQL, browser A
 * on the first, browser B (the same user) on the second. Listed only when DATABASE_URL is set (CI runs
 * it so). The provider writes `word1 … word60`, 50 ms apart.
 */
const words = Array.from({ length: 60 }, (_, index) => `word${index + 1}`).join(' ');
const test = withTwoInstances({ text: `${words}\n\nSuggestions:\n- One more`, tokenDelayMs: 50 });
const WITHIN = { timeout: 2_000 };

test('a message sent through one instance, its reply and a rename show within 2 s in a tab served by the other', async ({
  page,
  browser,
  instances,
}) => {
  const [, second] = instances;
  const user = await signInAsNewUser(page, instances[0], 'across');
  const chatId = await startChat(page, user);

  const otherContext = await browser.newContext({ baseURL: second.url });
  const other = await otherContext.newPage();
  await other.goto('/login');
  await other.locator('input[type="email"]').fill(user.email);
  await other.locator('input[type="password"]').fill(NEW_USER_PASSWORD);
  await other.locator('form button[type="submit"]').click();
  await expect(other).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  const watching = new ChatPage(other);
  await watching.goto(`?sessionId=${chatId}`);
  await expect(watching.composer).toHaveAttribute('placeholder', 'Ask about Northwind Coffee...');

  const sending = new ChatPage(page);
  await sending.goto(`?sessionId=${chatId}`);
  await expect(sending.composer).toHaveAttribute('placeholder', 'Ask about Northwind Coffee...');
  await sending.composer.fill('Which stores sell the most Northwind Coffee?');
  await sending.composer.press('Enter');
  await expect(page.locator('[data-streaming="true"]')).toBeVisible();

  await expect(watching.message('user', 'Which stores sell the most')).toHaveCount(1, WITHIN);
  await expect(other.locator('[data-streaming="true"]')).toContainText('word', WITHIN);
  await expect(watching.message('assistant')).toContainText('word60', { timeout: 15_000 });
  await watching.waitForReplyDone();
  await expect(watching.message('assistant')).toHaveCount(1);

  const renamed = await page.request.post(`/api/users/${user.id}/chats/${chatId}/rename`, {
    headers: { Authorization: `Bearer ${user.access_token}` },
    data: { name: 'Stores across instances' },
  });
  expect(renamed.ok()).toBe(true);
  await expect(watching.session('Stores across instances')).toBeVisible(WITHIN);
  await otherContext.close();
});
