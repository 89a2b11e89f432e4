import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { ChatPage } from '../pages/chat-page';
import { expect, test } from '../fixtures/server';
import { signInAsNewUser, startChat } from '../fixtures/users';

/** Picks `format` in the export menu `trigger` opens and answers the download with its bytes. */
async function exportAs(
  page: Page,
  trigger: ReturnType<Page['getByRole']>,
  format: 'Markdown (.md)' | 'Word (.docx)' | 'PDF (.pdf)',
): Promise<{ download: Download; bytes: Buffer }> {
  await trigger.click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: format }).click(),
  ]);
  const path = await download.path();
  return { download, bytes: await readFile(path) };
}

test('a chat, a reply, a library row and the bookmarks export as Markdown, Word and PDF', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const user = await signInAsNewUser(page, server, 'exporter');
  const chatId = await startChat(page, user);
  const renamed = await page.request.post(`/api/users/${user.id}/chats/${chatId}/rename`, {
    headers: { Authorization: `Bearer ${user.access_token}` },
    data: { name: 'Plan de otoño – Northwind' },
  });
  expect(renamed.ok()).toBe(true);
  const chat = new ChatPage(page);
  await chat.goto(`?sessionId=${chatId}`);
  await expect(chat.composer).toHaveAttribute('placeholder', 'Ask about Northwind Coffee...');
  await chat.composer.fill('Give me a table of the audiences of Northwind Coffee');
  await chat.composer.press('Enter');
  await chat.waitForReplyDone();

  // The whole chat, from its title bar, in each format: the right name, type and content.
  const exportChat = page.getByRole('button', { name: 'Export chat' });
  const markdown = await exportAs(page, exportChat, 'Markdown (.md)');
  expect(markdown.download.suggestedFilename()).toBe('Plan de otoño – Northwind.md');
  const text = markdown.bytes.toString('utf8');
  expect(text).toContain('Plan de otoño – Northwind');
  expect(text).toContain('Give me a table of the audiences of Northwind Coffee');
  expect(text).toMatch(/\|.*\|/);

  const word = await exportAs(page, exportChat, 'Word (.docx)');
  expect(word.download.suggestedFilename()).toBe('Plan de otoño – Northwind.docx');
  expect(word.bytes.subarray(0, 2).toString('latin1')).toBe('PK');

  const pdf = await exportAs(page, exportChat, 'PDF (.pdf)');
  expect(pdf.download.suggestedFilename()).toBe('Plan de otoño – Northwind.pdf');
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // One reply, from its actions.
  await chat.message('assistant').last().hover();
  const reply = await exportAs(
    page,
    chat.message('assistant').last().getByRole('button', { name: 'Export reply' }),
    'Markdown (.md)',
  );
  expect(reply.download.suggestedFilename()).toMatch(/\.md$/);
  expect(reply.bytes.toString('utf8')).not.toContain('Give me a table of the audiences');

  // A library row.
  await page.goto('/chats');
  const row = await exportAs(
    page,
    page.getByRole('button', { name: 'Export Plan de otoño – Northwind' }),
    'PDF (.pdf)',
  );
  expect(row.download.suggestedFilename()).toBe('Plan de otoño – Northwind.pdf');

  // The bookmarks page, once a reply is saved.
  await chat.goto(`?sessionId=${chatId}`);
  await chat.message('assistant').last().hover();
  await chat.message('assistant').last().getByRole('button', { name: 'Save to bookmarks' }).click();
  await expect(page.getByText('Saved successfully')).toBeVisible();
  await page.goto('/bookmarks');
  const bookmarks = await exportAs(page, page.getByRole('button', { name: 'Export' }), 'Word (.docx)');
  expect(bookmarks.download.suggestedFilename()).toMatch(/\.docx$/);
  expect(bookmarks.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
});
