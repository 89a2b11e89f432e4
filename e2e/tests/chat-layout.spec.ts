import type { Locator, Page } from '@playwright/test';
import { ChatPage } from '../pages/chat-page';
import { LibraryPage } from '../pages/library-page';
import { WizardPage } from '../pages/wizard-page';
import { expect } from '../fixtures/server';
import { withSlowProvider } from '../fixtures/slow-provider';
import { signInAsNewUser, startChat, type SignedIn } from '../fixtures/users';

/**
 * Issue 14, the chat screen's layout: one screen that fits the window wherever a chat is opened, the
 * list's scrolling (opening at the end, an edited message kept in place, following a streamed reply),
 * the unknown chat, the wizard's specialists and the chat's shortcuts.
 *
 * The model is a slow local fake (a reply of 40 lines written over about 16 s), so a reply is always
 * still being written while the test scrolls; the 30-exchange chat is saved through the API.
 */
const test = withSlowProvider({
  text: Array.from({ length: 40 }, (_, line) => `Line${line + 1} of the streamed reply.\n\n`).join(''),
  tokenDelayMs: 80,
});

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const SHOTS = '/work/shots/layout';
const LONG_CHAT = 'Thirty questions';

const auth = (user: { access_token: string }) => ({ Authorization: `Bearer ${user.access_token}` });

/** A Northwind Coffee chat of 30 questions and answers, saved through the API, titled LONG_CHAT. */
async function seedLongChat(page: Page, user: SignedIn): Promise<string> {
  const id = await startChat(page, user);
  for (let exchange = 1; exchange <= 30; exchange += 1) {
    for (const [role, message] of [
      ['user', `Question ${exchange}: what should Northwind Coffee try next?`],
      [
        'assistant',
        `Answer ${exchange}: three ideas.\n\n- A morning offer\n- A loyalty card\n- A weekend tasting`,
      ],
    ] as const) {
      const saved = await page.request.post(`/api/users/${user.id}/chats/${id}`, {
        headers: auth(user),
        data: { role, message },
      });
      expect(saved.status()).toBe(201);
    }
  }
  const renamed = await page.request.post(`/api/users/${user.id}/chats/${id}/rename`, {
    headers: auth(user),
    data: { name: LONG_CHAT },
  });
  expect(renamed.ok()).toBe(true);
  return id;
}

/** The box of `locator` lies inside the window. */
async function expectInWindow(page: Page, locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  const size = page.viewportSize();
  expect(box, 'on screen').not.toBeNull();
  if (!box || !size) return;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(size.height);
}

/** The page itself does not scroll; the composer and the chat's last answer are on screen. */
async function expectChatFits(page: Page, lastText = 'Answer 30'): Promise<void> {
  const chat = new ChatPage(page);
  await expect(chat.composer).toBeVisible();
  const last = chat.message('assistant', lastText);
  await expect(last).toBeInViewport();
  // Let the list settle (rows measured) before reading positions.
  await expect
    .poll(() => page.evaluate(() => document.scrollingElement!.scrollHeight - window.innerHeight))
    .toBeLessThanOrEqual(0);
  await expectInWindow(page, chat.composer);
  await expectInWindow(page, chat.send);
  await expectInWindow(page, last);
}

/** The mouse over the middle of `locator` (where a wheel scrolls it). */
async function pointAt(page: Page, locator: Locator): Promise<void> {
  const box = (await locator.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
}

/** How far the message list is from its end, in pixels. */
const distanceFromEnd = (list: Locator) =>
  list.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight);

for (const [name, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`a long chat fits the ${name} window and opens at its end, from the library and the dashboard`, async ({
    page,
    server,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const user = await signInAsNewUser(page, server, `layout-${name}`);
    const id = await seedLongChat(page, user);
    const library = new LibraryPage(page);

    await library.goto('/chats');
    await library.row(LONG_CHAT).getByRole('link', { name: LONG_CHAT }).click();
    await expect(page).toHaveURL(new RegExp(`/chat-v2\\?sessionId=${id}$`));
    await expectChatFits(page);
    await page.screenshot({ path: `${SHOTS}/chat-v2-${name}.png` });

    await page.goto('/dashboard');
    await page
      .getByTestId('overview-latest-chats')
      .getByRole('link', { name: new RegExp(LONG_CHAT) })
      .click();
    await expect(page).toHaveURL(/\/chat-v2\?sessionId=/);
    await expectChatFits(page);

    await page.goto(`/dashboard?tab=chat&sessionId=${id}`);
    await expectChatFits(page);
    // The workspace's heading, tabs and way back stay usable above the chat.
    const tabs = page.getByRole('navigation', { name: 'Workspace' });
    await expectInWindow(page, tabs.getByRole('link', { name: 'Bookmarks' }));
    await expectInWindow(page, page.getByRole('link', { name: 'Back to Overview' }));
    await page.screenshot({ path: `${SHOTS}/dashboard-chat-${name}.png` });
    await tabs.getByRole('link', { name: 'Library' }).click();
    await expect(page).toHaveURL(/tab=library/);
  });
}

test('Edit on an earlier message keeps it in place with its buttons on screen', async ({ page, server }) => {
  test.setTimeout(90_000);
  const user = await signInAsNewUser(page, server, 'editor');
  const id = await seedLongChat(page, user);
  const chat = new ChatPage(page);
  await page.goto(`/chat-v2?sessionId=${id}`);
  await expectChatFits(page);

  // The reader scrolls up to an earlier question.
  const question = chat.message('user', 'Question 24:');
  await pointAt(page, chat.messages);
  for (let step = 0; step < 20 && !(await question.isVisible()); step += 1) await page.mouse.wheel(0, -300);
  await question.scrollIntoViewIfNeeded();
  await expect(chat.page.getByRole('button', { name: 'Jump to latest' })).toBeVisible();
  const before = (await question.boundingBox())!.y;

  await question.hover();
  await question.getByRole('button', { name: 'Edit message' }).click();
  const save = page.getByRole('button', { name: 'Save & Resubmit' });
  await expect(page.getByRole('textbox', { name: 'Edit your message' })).toBeFocused();
  await expect(save).toBeInViewport();
  await expectInWindow(page, save);
  // It stayed where it was (a few pixels at most, never a jump to the end).
  const after = (await page.getByRole('textbox', { name: 'Edit your message' }).boundingBox())!.y;
  expect(Math.abs(after - before)).toBeLessThan(120);
  expect(await distanceFromEnd(chat.messages)).toBeGreaterThan(500);
  await page.screenshot({ path: `${SHOTS}/edit-desktop.png` });
  await page.getByRole('button', { name: 'Cancel' }).click();
});

test('a streamed reply is followed at the bottom, not once the reader scrolls up; Jump to latest and Escape', async ({
  page,
  server,
}) => {
  test.setTimeout(90_000);
  const user = await signInAsNewUser(page, server, 'follower');
  const id = await seedLongChat(page, user);
  const chat = new ChatPage(page);
  await page.goto(`/chat?sessionId=${id}`);
  await expectChatFits(page);
  await expect(chat.composer).toHaveAttribute('placeholder', 'Ask about Northwind Coffee...');

  await chat.composer.fill('Give me forty lines about Northwind Coffee');
  await chat.composer.press('Enter');
  const streaming = page.locator('[data-streaming="true"]');
  await expect(streaming).toContainText('Line6');
  // Following: the end of the growing reply stays in view.
  await expect(streaming).toContainText('Line8');
  expect(await distanceFromEnd(chat.messages)).toBeLessThan(80);

  // The reader scrolls up: the list stays where they put it while the reply grows.
  await pointAt(page, chat.messages);
  await page.mouse.wheel(0, -600);
  const jump = page.getByRole('button', { name: 'Jump to latest' });
  await expect(jump).toBeVisible();
  const held = await chat.messages.evaluate((element) => element.scrollTop);
  await expect(streaming).toContainText('Line14');
  expect(await chat.messages.evaluate((element) => element.scrollTop)).toBe(held);
  expect(await distanceFromEnd(chat.messages)).toBeGreaterThan(200);
  await page.screenshot({ path: `${SHOTS}/jump-to-latest-desktop.png` });

  // "Jump to latest" goes back and follows again.
  await jump.click();
  await expect(jump).toBeHidden();
  await expect(streaming).toContainText('Line20');
  expect(await distanceFromEnd(chat.messages)).toBeLessThan(80);

  // Escape stops the reply, from inside the message box too.
  await chat.composer.focus();
  await page.keyboard.press('Escape');
  await chat.waitForReplyDone();
  await expect(chat.message('assistant').last()).not.toContainText('Line40');
});

test('an unknown chat says so, with the way to the library and to a new chat', async ({ page, server }) => {
  const user = await signInAsNewUser(page, server, 'lost');
  // Deleted, another user's, and not an id at all.
  const deleted = await startChat(page, user);
  expect(
    (await page.request.delete(`/api/users/${user.id}/chats/${deleted}`, { headers: auth(user) })).ok(),
  ).toBe(true);
  const adminLogin = await page.request.post('/api/login', {
    data: { email: server.admin.email, password: server.admin.password },
  });
  const admin = (await adminLogin.json()) as { access_token: string; user: { id: string } };
  const foreign = await page.request.post(`/api/users/${admin.user.id}/sessions`, {
    headers: auth(admin),
    data: { app_name: 'coandco_agent', customerName: 'Northwind Coffee', specialists: ['Iris Insights'] },
  });
  const foreignId = ((await foreign.json()) as { id: string }).id;

  const chat = new ChatPage(page);
  const notFound = page.getByRole('heading', { name: "This chat doesn't exist or was deleted" });
  for (const [path, name] of [
    [`/chat-v2?sessionId=${deleted}`, 'desktop'],
    [`/chat-v2?sessionId=${foreignId}`, null],
    ['/chat-v2?sessionId=not%20an%20id!', null],
    [`/chat?sessionId=${deleted}`, null],
  ] as const) {
    await page.goto(path);
    await expect(notFound).toBeVisible();
    await expect(chat.title).toHaveText('Chat not found');
    await expect(chat.composer).toBeHidden();
    if (name) await page.screenshot({ path: `${SHOTS}/unknown-chat-${name}.png` });
  }
  await page.setViewportSize(PHONE);
  await page.goto(`/chat-v2?sessionId=${deleted}`);
  await expect(notFound).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/unknown-chat-phone.png` });

  await page.getByRole('link', { name: 'Open the Library' }).click();
  await expect(page).toHaveURL(/\/chats$/);
  await page.goBack();
  await page.getByRole('link', { name: 'New Chat', exact: true }).click();
  await expect(page).toHaveURL(/\/chat-wizard$/);
});

test("the wizard's specialists: the first preselected, at least one, in the summary, the launched chat and its title", async ({
  page,
  server,
}) => {
  const user = await signInAsNewUser(page, server, 'wizard');
  await page.setViewportSize(PHONE);
  const wizard = new WizardPage(page);
  await wizard.goto();
  await wizard.team('Consulting & Content').click();
  await wizard.customer('Northwind Coffee').click();
  await expect(wizard.stepHeading('Launch')).toBeVisible();

  const specialists = page.getByRole('list', { name: 'Specialists' });
  const nora = specialists.getByRole('checkbox', { name: /^Nora SEO\/SEM/ });
  const iris = specialists.getByRole('checkbox', { name: /^Iris Insights/ });
  await expect(nora).toBeChecked();
  await expect(iris).not.toBeChecked();
  await expect(wizard.summary).toContainText('Nora SEO/SEM');

  // None chosen: a clear message, and no launch.
  await nora.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Choose at least one specialist' })).toBeVisible();
  await expect(wizard.launch).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/wizard-none-phone.png`, fullPage: true });

  await iris.click();
  await nora.click();
  await expect(wizard.summary).toContainText('Nora SEO/SEM, Iris Insights');
  await expect(wizard.launch).toBeEnabled();
  await page.screenshot({ path: `${SHOTS}/wizard-two-phone.png`, fullPage: true });
  await wizard.launch.click();

  // The address keeps only the chat; the chat has both specialists, named with '&' in its title.
  await expect(page).toHaveURL(/\/chat-v2\?sessionId=[\w-]+$/, { timeout: 15_000 });
  const chat = new ChatPage(page);
  await expect(chat.title).toHaveText('Northwind Coffee - Nora & Iris');
  await expect(page.getByRole('region', { name: 'Chat' })).toContainText('Nora SEO/SEM, Iris Insights');
  const chatId = new URL(page.url()).searchParams.get('sessionId');
  const stored = await page.request.get(`/api/users/${user.id}/chats/${chatId}`, { headers: auth(user) });
  expect(((await stored.json()) as { specialists: string[] }).specialists).toEqual([
    'Nora SEO/SEM',
    'Iris Insights',
  ]);
  await expect(page.getByRole('heading', { name: 'Northwind Coffee', exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.scrollingElement!.scrollHeight <= window.innerHeight)).toBe(true);
  await expectInWindow(page, chat.composer);
  await page.screenshot({ path: `${SHOTS}/wizard-launched-phone.png` });
  await page.setViewportSize(DESKTOP);
  expect(await page.evaluate(() => document.scrollingElement!.scrollHeight <= window.innerHeight)).toBe(true);
  await expectInWindow(page, chat.composer);
  await page.screenshot({ path: `${SHOTS}/wizard-launched-desktop.png` });
});

test('the chat shortcuts: next chat, focus the message box, new chat', async ({ page, server }) => {
  test.setTimeout(90_000);
  const user = await signInAsNewUser(page, server, 'keys');
  const older = await seedLongChat(page, user);
  const newer = await startChat(page, user);
  const chat = new ChatPage(page);
  await page.goto(`/chat?sessionId=${newer}`);
  await expect(chat.composer).toHaveAttribute('placeholder', 'Ask about Northwind Coffee...');

  // Alt+↓: the next chat down the sidebar's list, the long one, opened at its end.
  await chat.messages
    .or(page.getByRole('heading', { name: 'Northwind Coffee' }))
    .first()
    .click();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page).toHaveURL(new RegExp(`sessionId=${older}`));
  await expectChatFits(page);
  await page.keyboard.press('Alt+ArrowUp');
  await expect(page).toHaveURL(new RegExp(`sessionId=${newer}`));

  await page.keyboard.press('Shift+Escape');
  await expect(chat.composer).toBeFocused();

  // Ctrl+Shift+O: NEW CHAT, with the open chat's customer and specialist.
  await page.keyboard.press('Control+Shift+O');
  await expect(page).not.toHaveURL(new RegExp(`sessionId=(${newer}|${older})`));
  await expect(chat.title).toHaveText('Northwind Coffee - Iris');
});
