import type { Page } from '@playwright/test';
import { ChatPage } from '../pages/chat-page';
import { expect, test } from '../fixtures/server';
import { seedChat, signInAsNewUser, type SignedIn } from '../fixtures/users';

const stat = (page: Page, key: 'todayChats' | 'totalChats' | 'todayMessages' | 'totalMessages') =>
  page.getByTestId(`stat-${key}`);

/** A chat with one question and the built-in model's answer, made through the API. */
async function chatWithReply(page: Page, user: SignedIn, question: string): Promise<string> {
  const id = await seedChat(page, user, 'Morning commuters', 'Who are our customers?');
  const run = await page.request.post(`/api/users/${user.id}/chats/${id}/run`, {
    headers: { Authorization: `Bearer ${user.access_token}` },
    data: { message: question, customerName: 'Northwind Coffee' },
  });
  expect(run.ok()).toBe(true);
  return id;
}

test('the Overview counts a new chat and its messages, and lists it', async ({ page, server }) => {
  const user = await signInAsNewUser(page, server, 'overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  for (const key of ['todayChats', 'totalChats', 'todayMessages', 'totalMessages'] as const) {
    await expect(stat(page, key)).toHaveText('0');
  }
  await expect(page.getByText('No favorite chats yet')).toBeVisible();
  await expect(page.getByText('No chats yet')).toBeVisible();
  await expect(page.getByText('No bookmarks yet')).toBeVisible();
  // The overview keeps a plain New Chat button, hidden: New Chat Wizard is the one shown.
  await expect(page.getByRole('button', { name: 'New Chat', exact: true })).toBeHidden();

  await chatWithReply(page, user, 'What are the goals for this year?');
  await page.reload();
  await expect(stat(page, 'totalChats')).toHaveText('1');
  await expect(stat(page, 'todayChats')).toHaveText('1');
  // The saved question, then the run's question and reply.
  await expect(stat(page, 'totalMessages')).toHaveText('3');
  await expect(stat(page, 'todayMessages')).toHaveText('3');
  const latest = page.getByTestId('overview-latest-chats');
  await expect(latest.getByRole('link', { name: /Morning commuters/ })).toBeVisible();
  await expect(latest).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);

  await page.getByRole('button', { name: 'New Chat Wizard' }).click();
  await expect(page).toHaveURL(/\/chat-wizard$/);
});

test('a saved reply shows on /bookmarks and the Overview, links back to its chat, and can be removed', async ({
  page,
  server,
}) => {
  const user = await signInAsNewUser(page, server, 'bookmarks');
  const id = await chatWithReply(page, user, 'What are the goals for this year?');

  const chat = new ChatPage(page);
  await page.goto(`/chat-v2?sessionId=${id}`);
  const reply = chat.message('assistant').first();
  await expect(reply).toBeVisible();
  await reply.hover();
  await reply.getByRole('button', { name: 'Save to bookmarks' }).click();
  await expect(page.getByText('Saved successfully', { exact: true })).toBeVisible();
  await expect(page.getByText('Message has been saved to your bookmarks')).toBeVisible();
  const replyText = ((await reply.innerText()).split('\n').find((line) => line.length > 40) ?? '').slice(
    0,
    30,
  );

  await page.goto('/bookmarks');
  await expect(page.getByRole('heading', { name: 'Your Bookmarks' })).toBeVisible();
  const card = page.getByTestId('bookmark');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Northwind Coffee');
  await expect(card).toContainText(replyText);

  await page.goto('/dashboard');
  const latest = page.getByTestId('overview-bookmarks');
  await expect(latest.getByRole('link')).toHaveCount(2); // View All and the bookmark
  const link = latest.getByRole('link', { name: new RegExp(replyText.slice(0, 15)) });
  await expect(link).toContainText('...');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/chat-v2\\?sessionId=${id}$`));

  await page.goto('/bookmarks');
  await page.getByTestId('bookmark').getByRole('button', { name: 'Remove bookmark' }).click();
  await expect(page.getByText('No bookmarks yet. Save messages from chats to see them here.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No bookmarks yet. Save messages from chats to see them here.')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByText('No bookmarks yet', { exact: true })).toBeVisible();
});

test('the workspace tabs: chat, recent with the last message, library, bookmarks; anything else is the chat', async ({
  page,
  server,
}) => {
  const user = await signInAsNewUser(page, server, 'workspace');
  await page.goto('/dashboard?tab=recent');
  await expect(page.getByText('No recent chats. Start a conversation to see it here.')).toBeVisible();

  await chatWithReply(page, user, 'What are the goals for this year?');
  await page.reload();
  const recent = page.getByTestId('recent-chat');
  await expect(recent).toHaveCount(1);
  await expect(recent).toContainText('Morning commuters');
  await expect(recent).toContainText('Northwind Coffee');
  // The last message is the model's reply, not the question.
  await expect(recent).not.toContainText('What are the goals for this year?');

  const tabs = page.getByRole('navigation', { name: 'Workspace' });
  await tabs.getByRole('link', { name: 'Library' }).click();
  await expect(page).toHaveURL(/\?tab=library$/);
  await expect(page.getByRole('region', { name: 'Chats', exact: true })).toContainText('Morning commuters');

  await tabs.getByRole('link', { name: 'Bookmarks' }).click();
  await expect(page.getByRole('heading', { name: 'Your Bookmarks' })).toBeVisible();
  await expect(page.getByText('No bookmarks yet. Save messages from chats to see them here.')).toBeVisible();

  await tabs.getByRole('link', { name: 'Chat' }).click();
  const chat = new ChatPage(page);
  await expect(chat.composer).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Chat' })).toHaveAttribute('aria-current', 'page');

  await page.goto('/dashboard?tab=elsewhere');
  await expect(chat.composer).toBeVisible();

  await page.goto('/dashboard?tab=recent');
  await recent.click();
  await expect(page).toHaveURL(/tab=chat&sessionId=/);
  await expect(chat.title).toHaveText('Morning commuters');
});

test("a user without teams sees 'No Agents Available' in the workspace", async ({ page, server }) => {
  await signInAsNewUser(page, server, 'no-teams', []);
  await page.goto('/dashboard?tab=chat');
  await expect(page.getByRole('heading', { name: 'No Agents Available' })).toBeVisible();
  await expect(page.getByText('There are no agents available for your account at this time.')).toBeVisible();
  await expect(
    page.getByText('Please contact your administrator to get access to agents or check back later.'),
  ).toBeVisible();
});
