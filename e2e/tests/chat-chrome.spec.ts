import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { AppFrame } from '../pages/app-frame';
import { ChatPage } from '../pages/chat-page';
import { LibraryPage } from '../pages/library-page';
import { LoginPage } from '../pages/login-page';
import { expect, test } from '../fixtures/server';
import { signInAsNewUser, type SignedIn } from '../fixtures/users';

/** Where screenshots of every state go when BRIEF_SHOTS names a folder (for looking at them). */
const shotsDir = process.env.BRIEF_SHOTS;
async function shot(page: Page, name: string): Promise<void> {
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/${name}.png` });
}

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const CODE = [
  'export function trackVisit(page: string): number {',
  '  const started = Date.now();',
  '  console.log(`visit ${page}`, started);',
  '  return started;',
  '}',
].join('\n');

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September'];
const REPLY = [
  'Here is the tracking snippet for the landing page:',
  '',
  '```ts',
  CODE,
  '```',
  '',
  'And the visits per channel:',
  '',
  `| Channel | ${MONTHS.join(' | ')} |`,
  `|---|${MONTHS.map(() => '---').join('|')}|`,
  `| Organic search | ${MONTHS.map((_, index) => `${(index + 12) * 1_017} visits`).join(' | ')} |`,
  `| Paid social | ${MONTHS.map((_, index) => `${(index + 3) * 2_113} visits`).join(' | ')} |`,
].join('\n');

/** A Northwind Coffee chat holding a question and a reply with a code block and a wide table. */
async function seedChatWithCode(page: Page, user: SignedIn): Promise<string> {
  const headers = { Authorization: `Bearer ${user.access_token}` };
  const created = await page.request.post(`/api/users/${user.id}/sessions`, {
    headers,
    data: { app_name: 'coandco_agent', customerName: 'Northwind Coffee', specialists: ['Iris Insights'] },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  for (const message of [
    { role: 'user', message: 'Give me the tracking snippet and the visits per channel.' },
    { role: 'assistant', message: REPLY },
  ]) {
    const saved = await page.request.post(`/api/users/${user.id}/chats/${id}`, { headers, data: message });
    expect(saved.status()).toBe(201);
  }
  return id;
}

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of what `locator` finds, measured at one instant (toasts come and go). */
function boxesOf(locator: Locator): Promise<Box[]> {
  return locator.evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );
}

/** Clicks the title bar's star until `count` toasts are up (each click toggles and toasts). */
async function raiseToasts(page: Page, count: number): Promise<Locator> {
  const toasts = page.getByTestId('toast');
  for (let index = 0; index < count; index += 1) {
    // The star's name flips with each click; either way it is the title bar's favorite button.
    await page.getByRole('button', { name: /^(Add to|Remove from) favorites$/ }).click();
  }
  // Each toast lasts 5 s: on a slow machine the first may be gone before the last comes.
  await expect.poll(() => toasts.count()).toBeGreaterThanOrEqual(Math.min(count, 3));
  return toasts;
}

/** The toasts' boxes against the composer's and the title bar's buttons: none may overlap. */
async function expectToastsClearOfControls(page: Page, chat: ChatPage): Promise<void> {
  const toastBoxes = await boxesOf(page.getByTestId('toast'));
  expect(toastBoxes.length).toBeGreaterThan(0);
  const composerForm = page.locator('form').filter({ has: chat.composer });
  const titleBar = page.locator('div').filter({ has: chat.title }).last();
  const controls = [
    ...(await boxesOf(composerForm.getByRole('button'))),
    ...(await boxesOf(composerForm)),
    ...(await boxesOf(titleBar.getByRole('button'))),
  ];
  expect(controls.length).toBeGreaterThan(4);
  for (const toast of toastBoxes) {
    for (const control of controls)
      expect(intersects(toast, control), JSON.stringify({ toast, control })).toBe(false);
  }
  // The list the toasts sit in lets clicks through: beside a toast, the page underneath gets them.
  const throughList = await page.evaluate(() => {
    const list = document.querySelector('[data-testid="toast"]')?.parentElement;
    const box = list?.getBoundingClientRect();
    if (!list || !box) return null;
    const hit = document.elementFromPoint(box.left + 2, box.top + 2);
    return hit !== null && !list.contains(hit);
  });
  expect(throughList).toBe(true);
}

test.describe('the chat screen chrome', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('toasts never cover the composer or the title bar, and Send works right after one', async ({
    page,
    server,
  }) => {
    const user = await signInAsNewUser(page, server, 'toasts');
    const chatId = await seedChatWithCode(page, user);
    const chat = new ChatPage(page);

    for (const [viewport, name] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`/chat?sessionId=${chatId}`);
      // The first open of the chat loads its code and the chat together: slow on a busy machine.
      await expect(chat.message('assistant').first()).toBeAttached({ timeout: 30_000 });
      await raiseToasts(page, 5);
      await expectToastsClearOfControls(page, chat);
      await shot(page, `toasts-${name}`);
      // A long draft grows the composer to its full height: the toasts make room.
      await chat.composer.fill(Array.from({ length: 14 }, (_, line) => `Draft line ${line + 1}`).join('\n'));
      // The list re-measures its room when the composer has grown (a frame later): then nothing overlaps.
      await expect(() => expectToastsClearOfControls(page, chat)).toPass({ timeout: 4_000 });
      await shot(page, `toasts-long-draft-${name}`);

      // A toast has just appeared; Send is pressed at once and the question goes.
      await page.getByRole('button', { name: /^(Add to|Remove from) favorites$/ }).click();
      await chat.composer.fill(`Which channel grew most? (${name})`);
      await chat.send.click();
      await expect(chat.message('user', `Which channel grew most? (${name})`)).toBeVisible();
      await expect(chat.stop).toBeHidden({ timeout: 20_000 });
    }
  });

  test('one Rename Chat dialog with Propose Title from AI, in the chat and in the library', async ({
    page,
    server,
  }) => {
    const user = await signInAsNewUser(page, server, 'rename');
    const chatId = await seedChatWithCode(page, user);
    const chat = new ChatPage(page);
    await page.goto(`/chat?sessionId=${chatId}`);

    await page.getByRole('button', { name: 'Rename chat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename Chat' });
    await dialog.getByRole('button', { name: 'Propose Title from AI' }).click();
    const field = dialog.getByLabel('Chat Title');
    await expect(field).not.toHaveValue('');
    const proposed = await field.inputValue();
    await shot(page, 'rename-chat-desktop');
    await dialog.getByRole('button', { name: 'Rename' }).click();
    await expect(chat.title).toHaveText(proposed);

    const library = new LibraryPage(page);
    await library.goto('/chats');
    await page.getByRole('button', { name: `Rename ${proposed}` }).click();
    await dialog.getByLabel('Chat Title').fill('');
    await dialog.getByRole('button', { name: 'Propose Title from AI' }).click();
    await expect(dialog.getByLabel('Chat Title')).toHaveValue(proposed);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The dashboard's library tab has the same dialog.
    await page.goto('/dashboard?tab=library');
    await page
      .getByRole('button', { name: `Rename ${proposed}` })
      .first()
      .click();
    await expect(dialog.getByRole('button', { name: 'Propose Title from AI' })).toBeVisible();
  });

  test("a reply's code is highlighted and copied exactly; a wide table scrolls inside the reply", async ({
    page,
    server,
  }) => {
    const user = await signInAsNewUser(page, server, 'code');
    const chatId = await seedChatWithCode(page, user);
    await page.setViewportSize(PHONE);
    await page.goto(`/chat?sessionId=${chatId}`);

    const codeBlock = page.getByTestId('code-block');
    await expect(codeBlock.locator('.hljs-keyword').first()).toBeVisible();
    await expect(codeBlock.locator('code')).toHaveText(CODE);
    await codeBlock.getByRole('button', { name: 'Copy code' }).click();
    await expect(codeBlock.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(CODE);

    const table = page.getByTestId('reply-table');
    await table.scrollIntoViewIfNeeded();
    await shot(page, 'reply-code-table-phone');
    const widths = await table.evaluate((element) => ({
      table: element.scrollWidth,
      box: element.clientWidth,
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      list: document.querySelector('[aria-label="Messages"]')?.scrollWidth ?? 0,
      listBox: document.querySelector('[aria-label="Messages"]')?.clientWidth ?? 0,
    }));
    expect(widths.table).toBeGreaterThan(widths.box);
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    expect(widths.list).toBeLessThanOrEqual(widths.listBox);
    await table.evaluate((element) => element.scrollBy({ left: 200 }));
    await expect.poll(() => table.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);

    await page.setViewportSize(DESKTOP);
    await shot(page, 'reply-code-table-desktop');
  });

  test('the keyboard shortcuts sheet opens with ? and from the avatar menu; Ctrl+K searches the library', async ({
    page,
    server,
  }) => {
    await signInAsNewUser(page, server, 'keys');
    await page.getByRole('heading', { name: 'Overview' }).click();
    // The welcome toast goes first: a toast is a layer of its own, and Escape closes the newest layer.
    await expect(page.getByText('Signed In', { exact: true })).toBeHidden({ timeout: 15_000 });
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });

    await page.keyboard.press('?');
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText('Search the library')).toBeVisible();
    await shot(page, 'shortcuts-desktop');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    await new AppFrame(page).userMenu.click();
    await page.getByRole('menuitem', { name: 'Keyboard shortcuts' }).click();
    await expect(sheet).toBeVisible();
    await page.keyboard.press('Escape');

    await page.keyboard.press('Control+k');
    await expect(page).toHaveURL(/\/chats$/);
    await expect(new LibraryPage(page).search).toBeFocused();
  });

  test('dark mode from the avatar menu persists, applies before the app loads, and every page reads well', async ({
    page,
    server,
    cspViolations,
  }) => {
    test.setTimeout(180_000);
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(server.admin.email, server.admin.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const admin = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}') as SignedIn);
    const chatId = await seedChatWithCode(page, admin);

    const frame = new AppFrame(page);
    await frame.userMenu.click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await frame.userMenu.click();
    await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    await shot(page, 'user-menu-dark-desktop');
    await page.keyboard.press('Escape');

    // With the app's scripts refused, only the inline script can have set the theme: it runs before paint.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/chats');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
      'rgb(255, 255, 255)',
    );
    await page.unroute('**/assets/*.js');

    const pages = [
      ['dashboard', '/dashboard'],
      ['chat', `/chat?sessionId=${chatId}`],
      ['library', '/chats'],
      ['favorites', '/favorite-chats'],
      ['bookmarks', '/bookmarks'],
      ['wizard', '/chat-wizard'],
      ['admin', '/admin'],
    ] as const;
    const themes = shotsDir ? (['dark', 'light'] as const) : (['dark'] as const);
    const problems: string[] = [];
    for (const theme of themes) {
      await page.evaluate((choice) => localStorage.setItem('theme', choice), theme);
      for (const [name, path] of pages) {
        await page.setViewportSize(DESKTOP);
        await page.goto(path);
        await page.getByRole('main').waitFor();
        await page.waitForLoadState('networkidle');
        if (theme === 'dark') problems.push(...(await contrastProblems(page, name)));
        await shot(page, `${name}-${theme}-desktop`);
        if (shotsDir) {
          await page.setViewportSize(PHONE);
          await shot(page, `${name}-${theme}-phone`);
        }
      }
    }

    // Signed out (the choice stays on the device): the landing and sign-in pages.
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.setViewportSize(DESKTOP);
    await frame.signOut();
    await expect(page).toHaveURL(/\/$/);
    for (const [name, path] of [
      ['landing', '/'],
      ['login', '/login'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await page.waitForLoadState('networkidle');
      problems.push(...(await contrastProblems(page, name)));
      await shot(page, `${name}-dark-desktop`);
      if (shotsDir) {
        await page.setViewportSize(PHONE);
        await shot(page, `${name}-dark-phone`);
        await page.evaluate(() => localStorage.setItem('theme', 'light'));
        await page.reload();
        await shot(page, `${name}-light-phone`);
        await page.setViewportSize(DESKTOP);
        await shot(page, `${name}-light-desktop`);
        await page.evaluate(() => localStorage.setItem('theme', 'dark'));
      }
    }
    expect(problems).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
});

/** Serious and critical colour-contrast findings of axe-core on the page as it is now. */
async function contrastProblems(page: Page, name: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${name}: ${node.target.join(' ')} ${node.failureSummary ?? ''}`),
    );
}
