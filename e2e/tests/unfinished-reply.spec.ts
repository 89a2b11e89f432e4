import { ChatPage } from '../pages/chat-page';
import { expect } from '../fixtures/server';
import { withSlowProvider } from '../fixtures/slow-provider';
import { signInAsNewUser, startChat } from '../fixtures/users';

/**
 * A reply in bold from its third word to its last, written one word every 50 ms: while it is written,
 * and once it is stopped half-way, the reader sees bold text in progress, never the `**` that opened it.
 */
const words = Array.from({ length: 200 }, (_, index) => `word${index + 1}`).join(' ');
const test = withSlowProvider({ text: `The plan: **${words}** and _that_ is all.`, tokenDelayMs: 50 });

test('a reply being written, then stopped, shows its open bold as bold and no stray marks', async ({
  page,
  server,
}) => {
  const user = await signInAsNewUser(page, server, 'unfinished');
  const id = await startChat(page, user);
  const chat = new ChatPage(page);
  await chat.goto(`?sessionId=${id}`);
  await expect(chat.composer).toHaveAttribute('placeholder', 'Ask about Northwind Coffee...');
  await chat.composer.fill('What is the plan?');
  await chat.composer.press('Enter');

  const writing = page.locator('[data-streaming="true"]').getByTestId('reply-text');
  await expect(writing.locator('strong')).toContainText('word1');
  // Looked at several times as the words arrive: bold, and never a mark.
  for (const word of ['word3', 'word8', 'word15']) {
    await expect(writing.locator('strong')).toContainText(word);
    expect(await writing.innerText()).not.toMatch(/[*_]/);
  }
  await page.screenshot({ path: test.info().outputPath('reply-writing.png') });
  await chat.stop.click();
  await chat.waitForReplyDone();

  const stopped = chat.message('assistant').getByTestId('reply-text');
  await expect(stopped).toContainText('Stopped');
  await expect(stopped.locator('strong')).toContainText('word1');
  expect(await stopped.innerText()).not.toMatch(/[*_]/);
  await page.reload();
  await expect(chat.message('assistant').getByTestId('reply-text').locator('strong')).toContainText('word1');
  expect(await chat.message('assistant').getByTestId('reply-text').innerText()).not.toMatch(/[*_]/);
  await page.screenshot({ path: test.info().outputPath('reply-stopped.png') });
});
