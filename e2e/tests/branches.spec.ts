import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import { ChatPage, SPANISH_CHAT_TEXTS } from '../pages/chat-page';
import { expect, test, type BriefServer } from '../fixtures/server';
import { withSlowProvider } from '../fixtures/slow-provider';
import { NEW_USER_PASSWORD, signInAsNewUser, startChat, type SignedIn } from '../fixtures/users';

/**
 * Editing an early message keeps the rest of the chat: the edit replaces the message in the view and
 * the exchanges after it leave it, but the edited message shows `‹ 2 / 2 ›` and going to 1 brings the
 * original message and every exchange after it back as they were.
 */

const QUESTIONS = [
  'What are the goals of Northwind Coffee for this year?',
  'Which channels reach the customers of Northwind Coffee best?',
  'Who are the main competitors of Northwind Coffee?',
  'What budget should the spring campaign of Northwind Coffee have?',
];
const EDITED = 'What are the goals of Northwind Coffee for the spring?';
const PHONE = { width: 390, height: 844 };

const SHOTS = process.env.SHOTS_DIR;
async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS === undefined) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** A coandco chat about Northwind Coffee where each of `questions` was asked and answered, through the API. */
async function chatOf(page: Page, user: SignedIn, questions: readonly string[]): Promise<string> {
  const id = await startChat(page, user);
  for (const message of questions) {
    const run = await page.request.post(`/api/users/${user.id}/chats/${id}/run`, {
      headers: { Authorization: `Bearer ${user.access_token}` },
      data: { message, app_name: 'coandco_agent', customerName: 'Northwind Coffee' },
    });
    expect(run.ok()).toBe(true);
  }
  return id;
}

/** The version control of the chat's first user message, by the labels of the interface's language. */
function firstMessageVersions(
  chat: ChatPage,
  labels = { group: 'Message versions', previous: 'Previous version', next: 'Next version' },
) {
  const message = chat.messageAt(0);
  return {
    message,
    text: message.getByTestId('message-text'),
    group: message.getByRole('group', { name: labels.group }),
    previous: message.getByRole('button', { name: labels.previous }),
    next: message.getByRole('button', { name: labels.next }),
  };
}

/** The chat's last question is shown, and its replies as markdown (the renderer's code has loaded). */
async function repliesShown(chat: ChatPage): Promise<void> {
  await expect(chat.message('user', QUESTIONS[3] ?? '')).toBeVisible();
  await expect(chat.message('assistant').last().getByTestId('reply-text').locator('p').first()).toBeVisible();
}

/** Edits the chat's first user message to `text` and resubmits it; waits for its reply. */
async function editFirstMessage(chat: ChatPage, text: string): Promise<void> {
  await chat.scrollToTop();
  await chat.messageAt(0).getByRole('button', { name: 'Edit message' }).click();
  await chat.page.getByRole('textbox', { name: 'Edit your message' }).fill(text);
  await chat.page.getByRole('button', { name: 'Save & Resubmit' }).click();
  await chat.waitForReplyDone();
}

/** The box of `locator` lies within the page's width. */
async function expectWithinWidth(page: Page, locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  const width = page.viewportSize()?.width ?? 0;
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
}

test('editing the first of four exchanges keeps them: 1 / 2 shows them as they were, 2 / 2 the edit', async ({
  page,
  server,
}) => {
  const user = await signInAsNewUser(page, server, 'branches');
  const id = await chatOf(page, user, QUESTIONS);
  const chat = new ChatPage(page);
  await chat.goto(`?sessionId=${id}`);
  await repliesShown(chat);
  const original = await chat.transcript();
  expect(original.filter((line) => line.startsWith('user: '))).toEqual(QUESTIONS.map((q) => `user: ${q}`));
  expect(original.filter((line) => line.startsWith('assistant: '))).toHaveLength(4);
  const first = firstMessageVersions(chat);
  await expect(first.group).toHaveCount(0);

  // Edit & resubmit as the product always did: the edit replaces the message, the rest leaves the view.
  await editFirstMessage(chat, EDITED);
  await expect(page.getByText('Your message has been edited and resubmitted')).toBeVisible();
  await expect(chat.message('user')).toHaveCount(1);
  await expect(chat.message('assistant')).toHaveCount(1);
  await expect(first.text).toHaveText(EDITED);
  await expect(first.group).toHaveText('2 / 2');
  await expect(first.next).toBeDisabled();
  const edited = await chat.transcript();
  expect(edited).toHaveLength(2);
  await shot(page, 'branches-edited-1280');

  // 1 / 2: the original message and every exchange after it, as they were.
  await first.previous.click();
  await expect(first.group).toHaveText('1 / 2');
  await expect(first.text).toHaveText(QUESTIONS[0] ?? '');
  await expect(first.previous).toBeDisabled();
  // The message whose version was chosen stays on screen while its exchanges come back below it.
  await expect(first.group).toBeInViewport();
  await shot(page, 'branches-original-1280');
  await expect.poll(() => chat.transcript()).toEqual(original);

  // 2 / 2: the edit and its reply.
  await first.next.click();
  await expect(first.group).toHaveText('2 / 2');
  await expect.poll(() => chat.transcript()).toEqual(edited);

  // The branch chosen is the stored one: after a reload, both ways.
  await page.reload();
  await expect(first.group).toHaveText('2 / 2');
  await expect.poll(() => chat.transcript()).toEqual(edited);
  await first.previous.click();
  await expect(first.group).toHaveText('1 / 2');
  await page.reload();
  await repliesShown(chat);
  await chat.scrollToTop();
  await expect(first.group).toHaveText('1 / 2');
  await expect.poll(() => chat.transcript()).toEqual(original);

  // The next message continues the branch shown.
  await chat.composer.fill('And what about the summer?');
  await chat.composer.press('Enter');
  await chat.waitForReplyDone();
  const continued = await chat.transcript();
  expect(continued.slice(0, original.length)).toEqual(original);
  expect(continued[original.length]).toBe('user: And what about the summer?');
});

test('on a phone the edited message shows its versions within the screen and switches branches', async ({
  page,
  server,
}) => {
  const user = await signInAsNewUser(page, server, 'branches-phone');
  const id = await chatOf(page, user, QUESTIONS);
  await page.setViewportSize(PHONE);
  const chat = new ChatPage(page);
  await chat.goto(`?sessionId=${id}`);
  await repliesShown(chat);
  const original = await chat.transcript();
  expect(original).toHaveLength(8);

  const first = firstMessageVersions(chat);
  await editFirstMessage(chat, EDITED);
  await expect(first.group).toHaveText('2 / 2');
  await expectWithinWidth(page, first.group);
  await shot(page, 'branches-edited-390');

  await first.previous.click();
  await expect(first.group).toHaveText('1 / 2');
  // The message whose version was chosen stays on screen while its exchanges come back below it.
  await expect(first.group).toBeInViewport();
  await expectWithinWidth(page, first.group);
  await shot(page, 'branches-original-390');
  await expect.poll(() => chat.transcript()).toEqual(original);

  await chat.scrollToTop();
  await first.next.click();
  await expect(first.group).toHaveText('2 / 2');
  await expect(first.text).toHaveText(EDITED);
  await expect(chat.message('user')).toHaveCount(1);
});

/** The user in a Spanish browser of their own, signed in through the page (whose labels are Spanish). */
async function spanishBrowser(browser: Browser, server: BriefServer, user: SignedIn): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, locale: 'es-ES' });
  const page = await context.newPage();
  await page.goto('/login');
  await page.locator('input[type="email"]').fill(user.email);
  await page.locator('input[type="password"]').fill(NEW_USER_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  return page;
}

/** A provider slow enough (60 words, 80 ms apart: about 5 s) that a reply is still written while the test acts. */
const words = Array.from({ length: 60 }, (_, index) => `word${index + 1}`).join(' ');
const slowTest = withSlowProvider({ text: words, tokenDelayMs: 80 });

slowTest(
  'in Spanish the versions speak Spanish, and wait while a reply is written',
  async ({ page, browser, server }) => {
    const user = await signInAsNewUser(page, server, 'branches-es');
    const id = await chatOf(page, user, [QUESTIONS[0] ?? '']);
    const headers = { Authorization: `Bearer ${user.access_token}` };
    const detail = await page.request.get(`/api/users/${user.id}/chats/${id}`, { headers });
    const [asked] = ((await detail.json()) as { messages: { id: string }[] }).messages;
    const edit = await page.request.post(`/api/users/${user.id}/chats/${id}/run`, {
      headers,
      data: {
        message: EDITED,
        editMessageId: asked?.id,
        app_name: 'coandco_agent',
        customerName: 'Northwind Coffee',
      },
    });
    expect(edit.ok()).toBe(true);

    const spanish = await spanishBrowser(browser, server, user);
    const chat = new ChatPage(spanish, SPANISH_CHAT_TEXTS);
    await spanish.goto(`/chat?sessionId=${id}`);
    await expect(spanish.locator('html')).toHaveAttribute('lang', 'es');
    const first = firstMessageVersions(chat, {
      group: 'Versiones del mensaje',
      previous: 'Versión anterior',
      next: 'Versión siguiente',
    });
    await expect(first.group).toHaveText('2 / 2');
    await expect(first.next).toBeDisabled();

    // While the reply is written again, the branch stays: a toast says to wait.
    await chat.message('assistant').getByRole('button', { name: 'Regenerar' }).click();
    await expect(spanish.locator('[data-streaming="true"]')).toContainText('word1');
    await first.previous.click();
    await expect(spanish.getByText('Espera a que termine la respuesta y vuelve a intentarlo.')).toBeVisible();
    await shot(spanish, 'branches-wait-es');
    await expect(first.group).toHaveText('2 / 2');
    await expect(first.text).toHaveText(EDITED);

    await expect(spanish.locator('[data-streaming="true"]')).toHaveCount(0, { timeout: 30_000 });
    await first.previous.click();
    await expect(first.group).toHaveText('1 / 2');
    await expect(first.text).toHaveText(QUESTIONS[0] ?? '');
    await shot(spanish, 'branches-original-es');
    await spanish.context().close();
  },
);
