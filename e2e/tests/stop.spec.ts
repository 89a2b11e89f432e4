import { ChatPage } from '../pages/chat-page';
import { expect } from '../fixtures/server';
import { slowProviderTest as test } from '../fixtures/slow-provider';
import { signInAsNewUser, startChat } from '../fixtures/users';

test('Stop ends a reply that is being written and keeps what was written', async ({ page, server }) => {
  const user = await signInAsNewUser(page, server, 'stopper');
  const id = await startChat(page, user);
  const chat = new ChatPage(page);
  await chat.goto(`?sessionId=${id}`);
  // The chat is loaded and its customer restored before the question goes out.
  await expect(chat.composer).toHaveAttribute('placeholder', 'Ask about Northwind Coffee...');
  await chat.composer.fill('Tell me everything about the audiences and channels of Northwind Coffee');
  await chat.composer.press('Enter');
  await expect(page.locator('[data-streaming="true"]')).toContainText('word1');
  await chat.stop.click();
  await chat.waitForReplyDone();
  await expect(chat.message('assistant')).toHaveCount(1);
  await expect(chat.message('assistant')).toContainText('word1');
  await expect(chat.message('assistant')).not.toContainText('word200');
  await expect(chat.suggestionChips).toHaveCount(0);

  // What was written is kept: it is still there after a reload.
  await page.reload();
  await expect(chat.message('assistant')).toContainText('word1');
  await expect(chat.message('assistant')).not.toContainText('word200');
});
