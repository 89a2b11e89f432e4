import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ChatPage } from '../pages/chat-page';
import { LoginPage } from '../pages/login-page';
import { expect, test, type BriefServer } from '../fixtures/server';

const INITIAL_PROMPT =
  'Carga los datos del cliente Northwind Coffee y prepárate para responder preguntas sobre él.';

type SignedIn = { id: string; access_token: string };
type PageWindow = { __streamLengths?: number[]; __pwned?: boolean };

async function signIn(page: Page, server: BriefServer): Promise<SignedIn> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(server.admin.email, server.admin.password);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  return page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}') as SignedIn);
}

/** A chat made through the API, with the given messages stored as they are. */
async function seedChat(
  page: Page,
  user: SignedIn,
  messages: readonly { role: 'user' | 'assistant'; message: string }[],
): Promise<string> {
  const headers = { Authorization: `Bearer ${user.access_token}` };
  const created = await page.request.post(`/api/users/${user.id}/sessions`, {
    headers,
    data: { app_name: 'coandco_agent', customerName: 'Northwind Coffee', specialists: ['Iris Insights'] },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  for (const message of messages) {
    const saved = await page.request.post(`/api/users/${user.id}/chats/${id}`, { headers, data: message });
    expect(saved.status()).toBe(201);
  }
  return id;
}

/**
 * Serious and critical axe-core findings on the page as it is now; with a modal open, in the modal
 * (what lies under its overlay is inert and dimmed on purpose).
 */
async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('a chat from team choice to deletion: initial prompt, streamed reply, chips, edit, rename, favorite', async ({
  page,
  server,
  cspViolations,
}) => {
  // The longest journey of the suite: a busy machine needs more than the default minute.
  test.setTimeout(120_000);
  await signIn(page, server);
  const chat = new ChatPage(page);
  await chat.goto();
  await expect(page.getByText('Select a team first to view customers')).toBeVisible();
  // With no chat open the title bar shows the default title.
  await expect(chat.title).toHaveText('New Chat');
  await expect(chat.composer).toHaveAttribute('placeholder', 'Ask anything');
  await expect(page.getByText('offline demo model')).toBeVisible();

  await chat.newChat.click();
  await expect(page.getByText('Please select a customer and at least one specialist')).toBeVisible();

  await chat.team('Consulting & Content').check();
  await expect(page.getByText('Team selected', { exact: true })).toBeVisible();
  await chat.customer('Northwind Coffee').check();
  await expect(page.getByText('Start a new conversation with this customer')).toBeVisible();
  await expect(chat.composer).toHaveAttribute('placeholder', 'Ask about Northwind Coffee...');
  expect(await page.evaluate(() => sessionStorage.getItem('initialPrompt'))).toBe(INITIAL_PROMPT);
  await chat.chooseSpecialists(['Nora SEO/SEM', 'Leo Social Media']);

  // Every length the reply being written goes through, to see it arrive piece by piece.
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as PageWindow).__streamLengths = seen;
    new MutationObserver(() => {
      const length = document.querySelector('[data-streaming="true"]')?.textContent?.length;
      if (length !== undefined && length !== seen.at(-1)) seen.push(length);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await chat.newChat.click();

  await expect(chat.title).toHaveText('Northwind Coffee - Nora & Leo');
  await expect(chat.sidebar).toHaveAttribute('data-collapsed', 'true');
  // The customer's Spanish load-its-data prompt goes first, shown as an automatic step (issue 14).
  await expect(chat.automaticStep(INITIAL_PROMPT)).toContainText("Northwind Coffee's data");
  await chat.waitForReplyDone();
  expect(await page.evaluate(() => sessionStorage.getItem('initialPrompt'))).toBeNull();
  const streamed = await page.evaluate(() => (window as PageWindow).__streamLengths ?? []);
  expect(streamed.length).toBeGreaterThan(3);

  const reply = chat.message('assistant').last();
  await expect(reply).toContainText('Northwind Coffee');
  await expect(reply).not.toContainText('Sugerencias:');
  await expect(reply.locator('time')).toHaveText(/^\d{1,2}:\d{2} (AM|PM)$/);
  await expect(chat.suggestionChips.first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Suggestions:' })).toBeVisible();
  await expect(chat.relatedList.first()).toBeVisible();
  expect(await chat.relatedList.count()).toBeLessThanOrEqual(5);

  const chipText = (await chat.suggestionChips.first().innerText()).trim();
  await chat.suggestionChips.first().click();
  await expect(chat.message('user', chipText)).toBeVisible();
  await chat.waitForReplyDone();
  await expect(chat.message('assistant')).toHaveCount(2);

  const first = chat.message('user').first();
  await first.hover();
  await first.getByRole('button', { name: 'Edit message' }).click();
  const editor = page.getByRole('textbox', { name: 'Edit your message' });
  const resubmit = page.getByRole('button', { name: 'Save & Resubmit' });
  await editor.fill('   ');
  await expect(resubmit).toBeDisabled();
  await editor.fill('What are the goals of Northwind Coffee?');
  await resubmit.click();
  await expect(page.getByText('Your message has been edited and resubmitted')).toBeVisible();
  await expect(chat.message('user', chipText)).toHaveCount(0);
  await chat.waitForReplyDone();
  await expect(chat.message('user')).toHaveCount(1);
  await expect(chat.message('assistant')).toHaveCount(2);

  await page.getByRole('button', { name: 'Rename chat' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename Chat' });
  const field = rename.getByLabel('Chat Title');
  await expect(field).toHaveValue('Northwind Coffee - Nora & Leo');
  await rename.getByRole('button', { name: 'Propose Title from AI' }).click();
  await expect(field).not.toHaveValue('Northwind Coffee - Nora & Leo');
  const proposed = (await field.inputValue()).trim();
  expect(proposed).not.toBe('');
  await rename.getByRole('button', { name: 'Rename', exact: true }).click();
  await expect(page.getByText('Chat renamed', { exact: true })).toBeVisible();
  await expect(chat.title).toHaveText(proposed);

  await page.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(page.getByText('Chat added to favorites.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.reload();
  await expect(chat.title).toHaveText(proposed);
  await expect(page.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
  await expect(chat.message('user', 'What are the goals of Northwind Coffee?')).toBeVisible();
  await expect(chat.message('user')).toHaveCount(1);
  await expect(chat.message('assistant')).toHaveCount(2);
  await expect(chat.automaticStep("Loaded Northwind Coffee's data")).toBeVisible();
  await expect(chat.message('user', chipText)).toHaveCount(0);

  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(chat.session(proposed)).toHaveAttribute('aria-current', 'true');
  await page.getByRole('button', { name: `Delete chat ${proposed}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Chat Deleted', { exact: true })).toBeVisible();
  await expect(chat.session(proposed)).toHaveCount(0);
  await page.reload();
  await expect(chat.composer).toBeVisible();
  await expect(chat.session(proposed)).toHaveCount(0);
  expect(cspViolations).toEqual([]);
});

test('a failed send shows the error reply and keeps the text; copy puts a reply on the clipboard', async ({
  page,
  server,
}) => {
  const user = await signIn(page, server);
  const id = await seedChat(page, user, [
    { role: 'user', message: 'Hello' },
    { role: 'assistant', message: 'Hi! **Northwind Coffee** is loaded.' },
  ]);
  const chat = new ChatPage(page);
  await chat.goto(`?sessionId=${id}`);

  await page.route('**/run/stream', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'upstream', message: 'The language model is not available' } }),
    }),
  );
  await chat.composer.fill('Which KPIs matter most?');
  await chat.send.click();
  await expect(
    chat.message(
      'assistant',
      'Sorry, I encountered an error while processing your message. Please try again.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Failed to send message. Please try again.')).toBeVisible();
  await expect(chat.composer).toHaveValue('Which KPIs matter most?');

  await page.unroute('**/run/stream');
  await chat.send.click();
  await chat.waitForReplyDone();
  await expect(chat.message('assistant', 'Sorry, I encountered an error')).toHaveCount(0);
  await expect(chat.message('user', 'Which KPIs matter most?')).toHaveCount(1);

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  const firstReply = chat.message('assistant').first();
  await firstReply.hover();
  await firstReply.getByRole('button', { name: 'Copy message' }).click();
  await expect(page.getByText('Copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'Hi! **Northwind Coffee** is loaded.',
  );
});

test('a hostile reply executes nothing and only file-store images are shown', async ({ page, server }) => {
  const user = await signIn(page, server);
  const hostile = [
    'Hello <script>window.__pwned = true</script> there.',
    '<img src="x" onerror="window.__pwned = true">',
    '[click me](javascript:window.__pwned=true) [data link](data:text/html,<script>alert(1)</script>)',
    '![pixel](https://tracker.example/pixel.png)',
    `Imagen 1: ![Hero banner](/api/users/${user.id}/files/f1/hero.png)`,
    '',
    'Sugerencias:',
    '- ¿Qué campañas funcionaron mejor?',
  ].join('\n');
  const id = await seedChat(page, user, [
    { role: 'user', message: 'Show me the campaign images' },
    { role: 'assistant', message: hostile },
  ]);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  const chat = new ChatPage(page);
  await chat.goto(`?sessionId=${id}`);
  const reply = chat.message('assistant').last();
  await expect(reply).toContainText('click me');
  await expect(chat.suggestionChips).toHaveText(['¿Qué campañas funcionaron mejor?']);
  await expect(reply).not.toContainText('Imagen 1');

  expect(await chat.messages.locator('script, iframe, [onerror], [onclick]').count()).toBe(0);
  const hrefs = await chat.messages
    .locator('a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.filter((href) => href !== null && /^\s*(javascript|data):/i.test(href))).toEqual([]);
  // The tracker is never loaded; the file-store image is pulled out (it is not stored, so it is
  // unavailable, with no full image to open).
  expect(await page.locator('img[src*="tracker"]').count()).toBe(0);
  await expect(reply.getByText('Image unavailable')).toBeVisible();
  await expect(reply.getByRole('link', { name: 'View full image' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as PageWindow).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('a chat of 1,000 messages opens at its end and renders only what is on screen', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const user = await signIn(page, server);
  const messages = Array.from({ length: 1000 }, (_, index) => ({
    role: index % 2 === 0 ? ('user' as const) : ('assistant' as const),
    message:
      index % 2 === 0
        ? `Question number ${index + 1}`
        : `**Answer ${index + 1}**\n\n- one point\n- another point`,
  }));
  const id = await seedChat(page, user, messages);

  const chat = new ChatPage(page);
  await chat.goto(`?sessionId=${id}`);
  await expect(chat.message('assistant', 'Answer 1000')).toBeInViewport();
  // Only what is on screen is in the page; timings are measured in bench notes, never asserted here.
  const rendered = await page.locator('[data-testid="message"]').count();
  expect(rendered).toBeLessThan(60);

  await chat.composer.pressSequentially('Typing stays quick in a long chat', { delay: 5 });
  await expect(chat.composer).toHaveValue('Typing stays quick in a long chat');
  // The related questions arrive after the chat opens and keep the end in view; once they are there,
  // Home goes to the first message.
  await expect(chat.relatedList.first()).toBeVisible();
  await chat.messages.focus();
  await page.keyboard.press('Home');
  await expect(chat.messages.getByText('Question number 1', { exact: true })).toBeInViewport();
});

test('the chat works by keyboard alone and has no serious axe-core violations', async ({ page, server }) => {
  await signIn(page, server);
  const chat = new ChatPage(page);
  await chat.goto();

  await chat.team('Marketing').focus();
  await page.keyboard.press('Space');
  await expect(chat.team('Marketing')).toBeChecked();
  await chat.customer('Tidewater Travel').focus();
  await page.keyboard.press('Space');
  await expect(chat.customer('Tidewater Travel')).toBeChecked();

  const specialists = page.getByRole('button', { name: /^Specialists/ });
  await specialists.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('checkbox', { name: 'Nora SEO/SEM' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Escape');
  await expect(specialists).toBeFocused();

  const search = page.getByRole('button', { name: 'Search', exact: true });
  await search.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Search Google' });
  await expect(dialog.getByLabel('What do you want to search for?')).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Search' })).toBeDisabled();
  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(search).toBeFocused();

  await chat.newChat.focus();
  await page.keyboard.press('Enter');
  await expect(chat.title).toHaveText('Tidewater Travel - Nora');
  await chat.waitForReplyDone();
  await expect(chat.suggestionChips.first()).toBeVisible();
  await expect(chat.relatedList.first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await chat.composer.focus();
  await page.keyboard.type('First line');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('second line');
  await expect(chat.composer).toHaveValue('First line\nsecond line');
  await page.keyboard.press('Enter');
  await expect(chat.message('user', 'second line')).toBeVisible();
  await expect(chat.composer).toHaveValue('');
  await chat.waitForReplyDone();
});

test('on a phone the sidebar is a drawer that closes when a chat starts', async ({ page, server }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, server);
  const chat = new ChatPage(page);
  await chat.goto();
  await expect(chat.sidebar).toHaveCount(0);

  await page.getByRole('button', { name: 'Open sidebar' }).click();
  const drawer = page.getByRole('dialog', { name: 'Chat setup' });
  await expect(drawer).toBeVisible();
  await chat.team('Creative').check();
  await chat.customer('Lumen Skincare').check();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
  await chat.chooseSpecialists(['Marta Strategy', 'Iris Insights', 'Hugo Research']);

  await page.getByRole('button', { name: 'Open sidebar' }).click();
  await chat.newChat.click();
  await expect(drawer).toBeHidden();
  await expect(chat.title).toHaveText('Lumen Skincare - Team (3)');
  await chat.waitForReplyDone();
  expect(await seriousViolations(page)).toEqual([]);
});
