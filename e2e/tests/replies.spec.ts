import type { Locator, Page } from '@playwright/test';
import { ChatPage } from '../pages/chat-page';
import { expect, test } from '../fixtures/server';
import { slowProviderTest } from '../fixtures/slow-provider';
import { signInAsNewUser, startChat, type SignedIn } from '../fixtures/users';

const SHOTS = '/work/shots/replies';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The one reply of the chat: its text, its version control and its actions. */
function replyOf(chat: ChatPage) {
  const message = chat.message('assistant');
  return {
    message,
    text: message.getByTestId('reply-text'),
    versions: message.getByRole('group', { name: 'Reply versions' }),
    previous: message.getByRole('button', { name: 'Previous version' }),
    next: message.getByRole('button', { name: 'Next version' }),
    regenerate: message.getByRole('button', { name: 'Regenerate' }),
    stopped: message.getByText('Stopped', { exact: true }),
  };
}

/** Opens a new chat about Northwind Coffee and asks `question` through the composer. */
async function ask(page: Page, user: SignedIn, question: string): Promise<ChatPage> {
  const id = await startChat(page, user);
  const chat = new ChatPage(page);
  await chat.goto(`?sessionId=${id}`);
  await expect(chat.composer).toHaveAttribute('placeholder', 'Ask about Northwind Coffee...');
  await chat.composer.fill(question);
  await chat.composer.press('Enter');
  return chat;
}

/** The box of `locator` lies within the page's width. */
async function expectWithinWidth(page: Page, locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  const width = page.viewportSize()?.width ?? 0;
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
}

test('Regenerate writes a new version in place; the versions stay, and the chosen one is kept', async ({
  page,
  server,
}) => {
  const user = await signInAsNewUser(page, server, 'regenerator');
  const chat = await ask(page, user, 'Which audiences should Northwind Coffee reach this spring?');
  await chat.waitForReplyDone();
  const reply = replyOf(chat);
  const firstText = await reply.text.innerText();
  await expect(reply.versions).toHaveCount(0);

  // The new version streams where the old one was: no new question, one reply, and Stop is offered.
  await reply.regenerate.click();
  await expect(chat.message('assistant').and(page.locator('[data-streaming="true"]'))).toHaveCount(1);
  await expect(chat.stop).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/regenerating-1280.png` });
  await expect(chat.message('user')).toHaveCount(1);
  await expect(chat.message('assistant')).toHaveCount(1);
  await chat.waitForReplyDone();
  await expect(reply.versions).toHaveText('2 / 2');
  await expect(reply.next).toBeDisabled();
  await expect(reply.regenerate).toBeVisible();
  await reply.versions.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/versions-1280.png` });

  await reply.previous.click();
  await expect(reply.versions).toHaveText('1 / 2');
  await expect(reply.text).toHaveText(firstText);
  await expect(reply.previous).toBeDisabled();

  // The chosen version is the stored one: after a reload, and as the chat's last message.
  await page.reload();
  await expect(reply.versions).toHaveText('1 / 2');
  await expect(reply.text).toHaveText(firstText);
  const chatId = new URL(page.url()).searchParams.get('sessionId') ?? '';
  const detail = await page.request.get(`/api/users/${user.id}/chats/${chatId}`, {
    headers: { Authorization: `Bearer ${user.access_token}` },
  });
  const stored = (await detail.json()) as {
    lastMessage: string;
    messages: { content: string; version?: number; versionCount?: number }[];
  };
  expect(stored.messages[1]).toMatchObject({ version: 1, versionCount: 2 });
  expect(stored.lastMessage).toBe(stored.messages[1]?.content.slice(0, 200));

  // On a phone the control fits beside the reply's actions.
  await page.setViewportSize(PHONE);
  await reply.versions.scrollIntoViewIfNeeded();
  await expectWithinWidth(page, reply.versions);
  await expectWithinWidth(page, reply.regenerate);
  await page.screenshot({ path: `${SHOTS}/versions-390.png` });
});

slowProviderTest('A stopped reply says so, also after a reload', async ({ page, server }) => {
  const user = await signInAsNewUser(page, server, 'stopped-mark');
  const chat = await ask(page, user, 'Tell me everything about the channels of Northwind Coffee');
  await expect(page.locator('[data-streaming="true"]')).toContainText('word1');
  await chat.stop.click();
  await chat.waitForReplyDone();
  const reply = replyOf(chat);
  await expect(reply.stopped).toBeVisible();
  await expect(reply.text).not.toContainText('word200');

  await page.reload();
  await expect(reply.stopped).toBeVisible();
  await reply.stopped.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/stopped-1280.png` });
  await page.setViewportSize(PHONE);
  await reply.stopped.scrollIntoViewIfNeeded();
  await expectWithinWidth(page, reply.stopped);
  await page.screenshot({ path: `${SHOTS}/stopped-390.png` });
  await page.setViewportSize(DESKTOP);
});
