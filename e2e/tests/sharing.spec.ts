import { ChatPage } from '../pages/chat-page';
import { expect, test } from '../fixtures/server';
import { signInAsNewUser, startChat } from '../fixtures/users';

/**
 * Sharing inside the company: the owner shares a chat from its title bar with a colleague, who finds it
 * under Shared with me, reads it, continues it as a copy of their own and writes in the copy; the owner
 * revokes the share and the colleague loses it at once.
 */
test('share with a colleague, read, continue as my copy, revoke', async ({ page, browser, server }) => {
  test.setTimeout(120_000);
  const owner = await signInAsNewUser(page, server, 'sharer');
  const chatId = await startChat(page, owner);
  const chat = new ChatPage(page);
  await chat.goto(`?sessionId=${chatId}`);
  await expect(chat.composer).toHaveAttribute('placeholder', 'Ask about Northwind Coffee...');
  await chat.composer.fill('What are the main audiences of Northwind Coffee?');
  await chat.composer.press('Enter');
  await chat.waitForReplyDone();
  const reply = await chat.message('assistant').last().locator('[data-testid="reply-text"]').innerText();

  // The colleague, in a browser of their own.
  const colleagueContext = await browser.newContext({ baseURL: server.url });
  const colleaguePage = await colleagueContext.newPage();
  const colleague = await signInAsNewUser(colleaguePage, server, 'reader');

  await page.getByRole('button', { name: 'Share chat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share chat' });
  await expect(dialog.getByText('Not shared with anyone yet.')).toBeVisible();
  await dialog.getByLabel("Colleagues' e-mails").fill('nobody-here@brief.test');
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('nobody-here@brief.test');
  await dialog.getByLabel("Colleagues' e-mails").fill(colleague.email);
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  const sharedWith = dialog.getByRole('list', { name: 'Shared with' });
  await expect(sharedWith.getByRole('listitem')).toHaveCount(1);
  await expect(sharedWith).toContainText(colleague.email);
  await page.keyboard.press('Escape');

  // The colleague finds it under Shared with me, with the owner's name, and reads it.
  await colleaguePage.goto('/chats');
  const shared = colleaguePage.getByTestId('shared-with-me');
  const row = shared.getByTestId('shared-chat-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Shared by ${owner.email.split('@')[0] ?? ''}`);
  await row.click();
  await expect(colleaguePage).toHaveURL(new RegExp(`/shared/${chatId}$`));
  await expect(colleaguePage.getByTestId('shared-banner')).toContainText('Shared by');
  const read = colleaguePage.locator('[data-testid="message"][data-role="assistant"]');
  await expect(read.last()).toContainText(reply.slice(0, 40));
  // Read-only: no composer, nothing to save.
  await expect(colleaguePage.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await expect(colleaguePage.getByRole('button', { name: 'Save to bookmarks' })).toHaveCount(0);

  // Continue as my copy, and write in the copy.
  await colleaguePage.getByRole('button', { name: 'Continue as my copy' }).click();
  await expect(colleaguePage).toHaveURL(/\/chat-v2\?sessionId=/);
  const copy = new ChatPage(colleaguePage);
  await expect(copy.message('user', 'main audiences of Northwind Coffee')).toHaveCount(1);
  await expect(colleaguePage.getByText('Copied from a shared chat')).toBeVisible();
  await expect(copy.composer).toHaveAttribute('placeholder', 'Ask about Northwind Coffee...');
  await copy.composer.fill('And which channels reach them?');
  await copy.composer.press('Enter');
  await copy.waitForReplyDone();
  await expect(copy.message('user')).toHaveCount(2);

  // The original is untouched.
  await page.reload();
  await expect(chat.message('user')).toHaveCount(1);

  // The owner revokes; the colleague loses it at once.
  await page.getByRole('button', { name: 'Share chat' }).click();
  await dialog.getByRole('button', { name: /^Revoke the share with/ }).click();
  await expect(dialog.getByText('Not shared with anyone yet.')).toBeVisible();
  await page.keyboard.press('Escape');
  await colleaguePage.goto(`/shared/${chatId}`);
  await expect(
    colleaguePage.getByRole('heading', { name: 'This chat is not shared with you' }),
  ).toBeVisible();
  await colleaguePage.goto('/chats');
  await expect(colleaguePage.getByTestId('shared-with-me')).toContainText(
    'Nothing has been shared with you yet.',
  );
  await colleagueContext.close();
});
