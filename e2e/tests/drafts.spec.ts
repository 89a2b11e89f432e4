import type { Page } from '@playwright/test';
import { attachmentFiles } from '../fixtures/attachments';
import { expect, test, type BriefServer } from '../fixtures/server';
import { seedChat, signInAsNewUser } from '../fixtures/users';
import { AppFrame } from '../pages/app-frame';
import { ChatPage, ENGLISH_CHAT_TEXTS, SPANISH_CHAT_TEXTS } from '../pages/chat-page';
import { LibraryPage } from '../pages/library-page';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/**
 * A new user with two chats about Northwind Coffee, on the first of them, at `viewport`, speaking
 * `language` (chosen in the avatar menu, as a user would).
 */
async function twoChats(
  page: Page,
  server: BriefServer,
  viewport: { width: number; height: number },
  language: 'en' | 'es',
) {
  await page.setViewportSize(viewport);
  const user = await signInAsNewUser(page, server, `drafts-${language}-${viewport.width}`);
  const launch = await seedChat(page, user, 'Launch plan', 'When does the campaign start?');
  const menu = await seedChat(page, user, 'Menu ideas', 'Ideas for the spring menu?');
  if (language === 'es') await new AppFrame(page).chooseLanguage('Español');
  const chat = new ChatPage(page, language === 'es' ? SPANISH_CHAT_TEXTS : ENGLISH_CHAT_TEXTS);
  await chat.goto(`?sessionId=${launch}`);
  await expect(chat.message('user', 'When does the campaign start?')).toBeVisible();
  return { chat, launch, menu };
}

async function keepsDrafts(page: Page, server: BriefServer, viewport: typeof DESKTOP, language: 'en' | 'es') {
  const { chat } = await twoChats(page, server, viewport, language);
  const question = language === 'es' ? '¿Cuáles son las fechas clave' : 'What are the key dates';

  // Typed, then the page is reloaded: the text is back, the caret at its end.
  await chat.composer.fill(question);
  await page.reload();
  await expect(chat.composer).toHaveValue(question);
  expect(await chat.caret()).toEqual({ at: question.length, length: question.length });

  // A file attached waits as a chip; to the library and back, both are there.
  await chat.composer.press('End');
  await chat.composer.pressSequentially(' in this brief?');
  await chat.attach([attachmentFiles.pdf]);
  const chip = chat.attachedFile('campaign-brief.pdf');
  await expect(chip).toHaveAttribute('data-status', 'uploaded');
  await page.getByTestId('nav-library').click();
  await expect(new LibraryPage(page).rows.first()).toBeVisible();
  await page.goBack();
  const typed = `${question} in this brief?`;
  await expect(chat.composer).toHaveValue(typed);
  await expect(chip).toHaveAttribute('data-status', 'uploaded');
  await expect(chip).toContainText('657 B');

  // Another chat has its own draft, empty; back on the first, its draft is back.
  await chat.openChat('Menu ideas');
  await expect(chat.message('user', 'Ideas for the spring menu?')).toBeVisible();
  await expect(chat.composer).toHaveValue('');
  await expect(chat.attachedFiles).toHaveCount(0);
  await chat.openChat('Launch plan');
  await expect(chat.message('user', 'When does the campaign start?')).toBeVisible();
  await expect(chat.composer).toHaveValue(typed);
  await expect(chip).toHaveAttribute('data-status', 'uploaded');

  // Sent: the draft is gone, after a reload too.
  await chat.send.click();
  await expect(chat.message('user', 'in this brief?')).toBeVisible();
  await chat.waitForReplyDone();
  await expect(chat.composer).toHaveValue('');
  await page.reload();
  await expect(chat.message('user', 'in this brief?')).toBeVisible();
  await expect(chat.composer).toHaveValue('');
  await expect(chat.attachedFiles).toHaveCount(0);
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('chat_drafts_'))),
  ).toEqual([]);
}

test('drafts are kept per chat at 1280 px: reload, library and back, another chat, then sent', async ({
  page,
  server,
}) => {
  await keepsDrafts(page, server, DESKTOP, 'en');
});

test('drafts are kept per chat on a phone (390 px)', async ({ page, server }) => {
  await keepsDrafts(page, server, PHONE, 'en');
});

test('drafts are kept per chat in Spanish', async ({ page, server }) => {
  await keepsDrafts(page, server, DESKTOP, 'es');
});

test('clearing the text and the chips clears the draft', async ({ page, server }) => {
  const { chat } = await twoChats(page, server, DESKTOP, 'en');
  await chat.composer.fill('Something to ask later');
  await chat.attach([attachmentFiles.pdf]);
  await expect(chat.attachedFile('campaign-brief.pdf')).toHaveAttribute('data-status', 'uploaded');
  await chat.composer.fill('');
  await page.getByRole('button', { name: 'Remove campaign-brief.pdf' }).click();
  await expect(chat.attachedFiles).toHaveCount(0);
  await page.reload();
  await expect(chat.message('user', 'When does the campaign start?')).toBeVisible();
  await expect(chat.composer).toHaveValue('');
  await expect(chat.attachedFiles).toHaveCount(0);
});
