import { writeFileSync } from 'node:fs';
import { adminPaths, type AdminCustomer } from '@brief/contract/admin-console';
import type { DocumentIndexProgress } from '@brief/contract/knowledge';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, startServer, test as base, type BriefServer } from '../fixtures/server';
import { startChat, type SignedIn } from '../fixtures/users';
import { ChatPage, SPANISH_CHAT_TEXTS } from '../pages/chat-page';

/**
 * The built-in model as a newcomer meets it (issue 29): a new Spanish chat's first reply offers its
 * chips and its list of suggestions in Spanish; a Spanish question finds the customer's English brand
 * book; a question gets the passages that answer it (the goals, not the brand book's colours), a draft
 * when it asks for copy, and the budget from the notes.txt attached to the chat. At 1280 and 390 px,
 * light and dark, in English and Spanish.
 */

// A server of its own: the brand book this file gives Northwind Coffee must not reach other files' chats.
const test = base.extend<object, { server: BriefServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures argument to be destructured
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
});

const PASSWORD = 'e2e-builtin-pass';
const BRAND_BOOK = `# Northwind Coffee brand book

## Colours
Roast Brown #4B2E1E, Cream #F4EBDD and Moss Green #6B8F47. Our palette serves one goal: recognition at a glance.

## Mascot
Our mascot is Pip, a curious fox in a barista apron who appears on cups, stickers and the app.
`;
const NOTES =
  'Meeting notes, 3 March\nThe budget for the summer campaign is £60,000, split between Instagram and search.\n';
/** Words and marks only Spanish text has, and words only English text has. */
const SPANISH = /¿|¡|\b(de|del|para|qué|cómo|cuál|cuáles|los|las|sobre|sus)\b/i;
const ENGLISH = /\b(the|what|which|who|how|does|are|its|with|for)\b/i;

const adminHeaders = async (request: APIRequestContext, server: BriefServer) => {
  const login = await request.post('/api/login', {
    data: { email: server.admin.email, password: server.admin.password },
  });
  return { Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
};

/** Gives the demo customer Northwind Coffee its brand book, indexed; answers a new coandco user's e-mail. */
async function prepare(request: APIRequestContext, server: BriefServer): Promise<string> {
  const headers = await adminHeaders(request, server);
  const customers = (await (
    await request.get(adminPaths.customers('coandco'), { headers })
  ).json()) as AdminCustomer[];
  const northwind = customers.find((customer) => customer.name === 'Northwind Coffee');
  if (northwind === undefined) throw new Error('no demo customer Northwind Coffee');
  const uploaded = await request.post(adminPaths.documents('coandco', northwind.id), {
    headers,
    multipart: {
      file: { name: 'northwind-brand-book.md', mimeType: 'text/markdown', buffer: Buffer.from(BRAND_BOOK) },
    },
  });
  expect(uploaded.status()).toBe(201);
  await expect
    .poll(
      async () => {
        const progress = await request.get(adminPaths.documentsProgress('coandco', northwind.id), {
          headers,
        });
        return ((await progress.json()) as DocumentIndexProgress).indexed;
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  const email = `builtin-${Date.now()}@brief.test`;
  const registered = await request.post(`/api/users/${encodeURIComponent(email)}/register`, {
    headers,
    data: { email, password: PASSWORD, authProvider: 'password', agents: ['coandco'] },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  return email;
}

/** Signs in through the sign-in page, whatever language it speaks. */
async function signIn(page: Page, email: string): Promise<SignedIn> {
  await page.goto('/login');
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  return page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}') as SignedIn);
}

/** Screenshots of the page in light and dark, for a reader to look over. */
async function shots(page: Page, name: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    // Colours change with a transition: shown at their end, not halfway.
    await page.screenshot({
      path: test.info().outputPath(`${name}-${colorScheme}.png`),
      animations: 'disabled',
    });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

const textsOf = async (items: Locator) => (await items.allInnerTexts()).map((text) => text.trim());

/** The chips and the suggestion list under the last reply: short questions, no file names or places. */
async function followUpsOf(chat: ChatPage): Promise<string[]> {
  await expect(chat.suggestionChips.first()).toBeVisible();
  await expect(chat.relatedList.first()).toBeVisible({ timeout: 15_000 });
  const followUps = [...(await textsOf(chat.suggestionChips)), ...(await textsOf(chat.relatedList))];
  for (const text of followUps) {
    expect(text.length, text).toBeLessThanOrEqual(60);
    expect(text).not.toMatch(/›|\.md\b/);
  }
  return followUps;
}

test.describe('the built-in model', () => {
  let email = '';
  test.beforeAll(async ({ playwright, server }) => {
    const request = await playwright.request.newContext({ baseURL: server.url });
    email = await prepare(request, server);
    await request.dispose();
  });

  test('a new Spanish chat: Spanish chips and suggestions from the first reply; the mascot found in English documents', async ({
    browser,
    server,
  }) => {
    const context = await browser.newContext({ baseURL: server.url, locale: 'es-ES' });
    const page = await context.newPage();
    await signIn(page, email);
    const chat = new ChatPage(page, SPANISH_CHAT_TEXTS);
    await chat.goto();
    await chat.team('Consulting & Content').check();
    await chat.customer('Northwind Coffee').check();
    await page.getByRole('button', { name: /^Especialistas/ }).click();
    for (const name of ['Nora SEO/SEM', 'Marta Strategy']) await page.getByRole('checkbox', { name }).check();
    await page.keyboard.press('Escape');
    await chat.newChat.click();
    // The chat's automatic first message loads the customer, answered in the interface's language.
    await expect(chat.automaticStep()).toBeVisible();
    await expect(chat.message('assistant')).toHaveCount(1, { timeout: 15_000 });
    await chat.waitForReplyDone();
    const first = chat.message('assistant').last();
    await expect(first).toContainText('He cargado el perfil de Northwind Coffee');
    await expect(page.getByRole('heading', { name: 'Sugerencias:' })).toBeVisible();
    for (const text of await followUpsOf(chat)) {
      expect(text).toMatch(SPANISH);
      expect(text).not.toMatch(ENGLISH);
    }
    await shots(page, 'first-reply-es-1280');

    await chat.composer.fill('¿Cuál es la mascota de la marca?');
    await chat.send.click();
    await chat.waitForReplyDone();
    const reply = chat.message('assistant').last();
    await expect(reply).toContainText('Our mascot is Pip, a curious fox in a barista apron');
    await expect(reply.getByTestId('message-source')).toContainText(['northwind-brand-book.md']);
    // Whom it answers for was said in the first reply; the demo note too.
    await expect(reply).not.toContainText('Respondo en nombre de');
    for (const text of await followUpsOf(chat)) expect(text).toMatch(SPANISH);
    await shots(page, 'mascot-es-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(reply).toBeVisible();
    await shots(page, 'mascot-es-390');
    await context.close();
  });

  test('an English chat on a phone: the goals, a draft of captions, and the budget of an attached notes.txt', async ({
    browser,
    server,
  }) => {
    const context = await browser.newContext({
      baseURL: server.url,
      locale: 'en-GB',
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    const user = await signIn(page, email);
    const chat = new ChatPage(page);
    await chat.goto(`?sessionId=${await startChat(page, user)}`);

    await chat.composer.fill('What are the goals?');
    await chat.send.click();
    await chat.waitForReplyDone();
    const goals = chat.message('assistant').last();
    await expect(goals).toContainText('Grow online subscriptions from 12,400 to 20,000 by December 2026.');
    await expect(goals).not.toContainText('Roast Brown');
    await followUpsOf(chat);
    await shots(page, 'goals-en-390');

    await chat.composer.fill('Write three Instagram captions');
    await chat.send.click();
    await chat.waitForReplyDone();
    const captions = chat.message('assistant').last();
    await expect(captions).toContainText('A first draft of three Instagram captions for Northwind Coffee');
    await expect(captions.getByText(/^Caption \d:/)).toHaveCount(3);
    await expect(captions).toContainText('a real language model would write far better copy');
    await shots(page, 'captions-en-390');

    const notes = test.info().outputPath('notes.txt');
    writeFileSync(notes, NOTES);
    await chat.attach([notes]);
    await expect(chat.attachedFile('notes.txt')).toHaveAttribute('data-status', 'uploaded');
    await chat.send.click();
    await chat.waitForReplyDone();
    await chat.composer.fill("What's the budget?");
    await chat.send.click();
    await chat.waitForReplyDone();
    const budget = chat.message('assistant').last();
    await expect(budget).toContainText('The budget for the summer campaign is £60,000');
    await expect(budget).toContainText('From the file notes.txt');
    await shots(page, 'notes-budget-en-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(budget).toBeVisible();
    await shots(page, 'notes-budget-en-1280');
    await context.close();
  });
});
