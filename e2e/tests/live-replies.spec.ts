import { ChatPage } from '../pages/chat-page';
import { expect } from '../fixtures/server';
import { slowProviderTest as test } from '../fixtures/slow-provider';
import { signInAsNewUser, startChat } from '../fixtures/users';

/**
 * Replies live on the server: a reload, a second tab or the library see the reply being written, from
 * its first word, once; Stop works from any tab. The provider writes `word1 … word200`, 50 ms apart.
 */

/** How many times `word` appears, whole, in the text. */
const occurrences = (text: string, word: string) =>
  text.split(/\s+/).filter((piece) => piece.replace(/[^\w]/g, '') === word).length;

test('a reload mid-reply shows the reply going on to its end, once', async ({ page, server }) => {
  const user = await signInAsNewUser(page, server, 'reloader');
  const id = await startChat(page, user);
  const chat = new ChatPage(page);
  await chat.goto(`?sessionId=${id}`);
  await expect(chat.composer).toHaveAttribute('placeholder', 'Ask about Northwind Coffee...');
  await chat.composer.fill('Tell me everything about the audiences of Northwind Coffee');
  await chat.composer.press('Enter');
  await expect(page.locator('[data-streaming="true"]')).toContainText('word5');

  await page.reload();
  // The question is stored and the reply carries on from where it is, streaming (Stop is offered).
  await expect(chat.message('user', 'audiences of Northwind Coffee')).toHaveCount(1);
  await expect(page.locator('[data-streaming="true"]')).toContainText('word1');
  await expect(chat.stop).toBeVisible();
  await expect(chat.message('assistant')).toContainText('word200', { timeout: 30_000 });
  await expect(chat.stop).toBeHidden();
  await expect(chat.message('assistant')).toHaveCount(1);
  const reply = (await chat.message('assistant').innerText()) ?? '';
  expect(occurrences(reply, 'word1')).toBe(1);
  expect(occurrences(reply, 'word200')).toBe(1);
  await expect(chat.suggestionChips).toHaveCount(1);
});

test('a second tab follows the reply live and stops it; each tab ends with one stopped reply', async ({
  page,
  server,
}) => {
  const user = await signInAsNewUser(page, server, 'twotabs');
  const id = await startChat(page, user);
  const first = new ChatPage(page);
  await first.goto(`?sessionId=${id}`);
  await expect(first.composer).toHaveAttribute('placeholder', 'Ask about Northwind Coffee...');
  await first.composer.fill('What channels work best for Northwind Coffee?');
  await first.composer.press('Enter');
  await expect(page.locator('[data-streaming="true"]')).toContainText('word3');

  // The same account in a second tab: the library marks the chat as being written.
  const other = await page.context().newPage();
  await other.goto('/chats');
  const row = other.getByRole('main').locator('[data-testid="reply-running"]');
  await expect(row.first()).toBeVisible();

  const second = new ChatPage(other);
  await second.goto(`?sessionId=${id}`);
  const following = other.locator('[data-streaming="true"]');
  await expect(following).toContainText('word1');
  // It is live: words keep coming in the second tab.
  const early = await following.innerText();
  await expect
    .poll(async () => (await following.innerText()).length, { timeout: 15_000 })
    .toBeGreaterThan(early.length + 20);

  await second.stop.click();
  await expect(other.getByText('Stopped', { exact: true })).toBeVisible();
  await expect(page.getByText('Stopped', { exact: true })).toBeVisible();
  for (const tab of [first, second]) {
    await expect(tab.message('assistant')).toHaveCount(1);
    await expect(tab.message('user', 'What channels work best')).toHaveCount(1);
    await expect(tab.message('assistant')).not.toContainText('word200');
  }
  const shownFirst = await first.message('assistant').locator('[data-testid="reply-text"]').innerText();
  const shownSecond = await second.message('assistant').locator('[data-testid="reply-text"]').innerText();
  expect(shownSecond).toBe(shownFirst);
  expect(occurrences(shownFirst, 'word1')).toBe(1);

  // One reply in the end, also once read again; and the library no longer marks the chat.
  await page.reload();
  await expect(first.message('assistant')).toHaveCount(1);
  await expect(first.message('assistant')).toContainText('word1');
  await other.goto('/chats');
  await expect(
    other
      .getByRole('main')
      .getByText(/Northwind Coffee/)
      .first(),
  ).toBeVisible();
  await expect(other.locator('[data-testid="reply-running"]')).toHaveCount(0);
});

test('a failed reply keeps the question and offers Retry, which writes it again', async ({
  page,
  server,
  provider,
}) => {
  const user = await signInAsNewUser(page, server, 'retrier');
  const id = await startChat(page, user);
  const chat = new ChatPage(page);
  await chat.goto(`?sessionId=${id}`);
  await expect(chat.composer).toHaveAttribute('placeholder', 'Ask about Northwind Coffee...');
  // The provider fails this question (and the SDK's one retry of it).
  const failure = { kind: 'status', status: 500, message: 'down', retryAfterMs: 0 } as const;
  provider.enqueue(failure, failure);
  await chat.composer.fill('Summarise the brand guidelines of Northwind Coffee');
  await chat.composer.press('Enter');

  const failed = chat.message('assistant');
  await expect(failed).toContainText('Sorry, I encountered an error while processing your message.');
  await expect(failed).toContainText('The reply failed before it was finished.');
  await expect(page.getByText('Failed to send message. Please try again.')).toBeVisible();
  // It is stored: a reload shows the question and the failed reply with Retry.
  await page.reload();
  await expect(chat.message('user', 'Summarise the brand guidelines')).toHaveCount(1);
  const retry = chat.message('assistant').getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  await retry.click();
  await expect(chat.message('assistant')).toContainText('word200', { timeout: 30_000 });
  await expect(chat.message('assistant')).toHaveCount(1);
  await expect(chat.message('assistant').getByRole('button', { name: 'Retry' })).toHaveCount(0);
});
