import type { Page } from '@playwright/test';
import { AppFrame } from '../pages/app-frame';
import { ChatPage } from '../pages/chat-page';
import { LibraryPage } from '../pages/library-page';
import { LoginPage } from '../pages/login-page';
import { expect, test } from '../fixtures/server';
import { NEW_USER_PASSWORD, seedChat, signInAsNewUser, type SignedIn } from '../fixtures/users';

/**
 * A toast never covers what one clicks, types in or reads as a heading, on any page, on a desktop and on
 * a phone: the sign-in's error over "Welcome back", its welcome over the workspace's buttons, and a
 * toast on every other page (library, favorites, a chat, bookmarks, the wizard, the admin console,
 * the landing page after signing out).
 */
const VIEWPORTS = [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: { width: 390, height: 844 } },
] as const;

/** The controls and headings on the page that a toast's box overlaps: none may be. */
function coveredByToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const toasts = Array.from(document.querySelectorAll('[data-testid="toast"]'));
    const boxes = toasts.map((toast) => toast.getBoundingClientRect()).filter((box) => box.width > 0);
    const lists = toasts.map((toast) => toast.parentElement);
    const controls = Array.from(
      document.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="switch"], [role="combobox"], h1, h2, h3, h4, h5, h6',
      ),
    );
    const covered: string[] = [];
    for (const control of controls) {
      if (lists.some((list) => list?.contains(control)) || !control.checkVisibility()) continue;
      // A heading is its words (a block heading's box spans its whole column).
      const words = document.createRange();
      words.selectNodeContents(control);
      const box = /^H\d$/.test(control.tagName)
        ? words.getBoundingClientRect()
        : control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.bottom <= 0 || box.top >= window.innerHeight) continue;
      const overlaps = boxes.some(
        (toast) =>
          toast.left < box.right &&
          box.left < toast.right &&
          toast.top < box.bottom &&
          box.top < toast.bottom,
      );
      if (overlaps)
        covered.push(`${control.tagName.toLowerCase()} "${(control.textContent ?? '').trim().slice(0, 40)}"`);
    }
    return covered;
  });
}

/** A toast is up, and covers nothing it must not (it is placed again a frame after the page changes). */
async function expectToastClear(page: Page, label: string): Promise<void> {
  await expect(page.getByTestId('toast').first()).toBeVisible();
  await expect
    .poll(() => coveredByToasts(page), { message: `a toast covers controls on ${label}`, timeout: 3_000 })
    .toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`${label}.png`) });
}

/** A point of the window outside every toast list (a toast waits while the pointer is over its list). */
function pointClearOfToasts(page: Page): Promise<{ x: number; y: number }> {
  return page.evaluate(() => {
    const lists = Array.from(document.querySelectorAll('[data-testid="toast"]')).map((toast) =>
      (toast.parentElement ?? toast).getBoundingClientRect(),
    );
    const [width, height] = [window.innerWidth, window.innerHeight];
    const corners = [
      { x: 2, y: 2 },
      { x: width - 3, y: 2 },
      { x: 2, y: height - 3 },
      { x: width - 3, y: height - 3 },
      { x: width / 2, y: height / 2 },
    ];
    const clear = corners.find(
      ({ x, y }) => !lists.some((box) => x >= box.left && x <= box.right && y >= box.top && y <= box.bottom),
    );
    return clear ?? { x: width / 2, y: height / 2 };
  });
}

/**
 * Waits until every toast is gone, so the next check is about the next toast. A toast pauses while the
 * pointer is over it or focus is in it (a close click that lands as the toast is placed again leaves both
 * there), so each round closes what is up, then moves the pointer and focus away from the toasts.
 */
async function dismissToasts(page: Page): Promise<void> {
  await expect(async () => {
    for (const close of await page.getByTestId('toast').getByRole('button').all())
      await close.click({ force: true, timeout: 1_000 }).catch(() => undefined);
    const clear = await pointClearOfToasts(page);
    await page.mouse.move(clear.x, clear.y);
    await page.evaluate(() => {
      const focused = document.activeElement;
      if (focused instanceof HTMLElement && focused.closest('[data-testid="toast"], ol, [role="region"]'))
        focused.blur();
    });
    await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** A chat with the built-in model's reply, made through the API. */
async function chatWithReply(page: Page, user: SignedIn, name: string): Promise<string> {
  const id = await seedChat(page, user, name, 'Who are our customers?');
  const run = await page.request.post(`/api/users/${user.id}/chats/${id}/run`, {
    headers: { Authorization: `Bearer ${user.access_token}` },
    data: { message: 'What are the goals for this year?', customerName: 'Northwind Coffee' },
  });
  expect(run.ok()).toBe(true);
  return id;
}

for (const { name, size } of VIEWPORTS) {
  test.describe(`toasts on a ${name}`, () => {
    test.use({ viewport: size, permissions: ['clipboard-read', 'clipboard-write'] });

    test('signing in and out: the error, the welcome over the workspace, the goodbye on the landing page', async ({
      page,
      server,
    }) => {
      test.setTimeout(120_000);
      const user = await signInAsNewUser(page, server, `toasts-${name}`);
      await new AppFrame(page).signOut();
      await expect(page).toHaveURL(/\/$/);
      await expectToastClear(page, `landing-signed-out-${name}`);
      await dismissToasts(page);

      const login = new LoginPage(page);
      await login.goto();
      await login.signIn(user.email, 'not the password');
      await expect(page.getByTestId('toast-title')).toHaveText('Authentication Failed');
      await expectToastClear(page, `login-error-${name}`);
      // The sign-in card's title reads as its heading, and stays in sight.
      const welcome = await page.getByText('Welcome back', { exact: true }).boundingBox();
      const toast = await page.getByTestId('toast').boundingBox();
      expect(welcome).not.toBeNull();
      expect(toast).not.toBeNull();
      if (welcome && toast) {
        const apart =
          toast.x >= welcome.x + welcome.width ||
          welcome.x >= toast.x + toast.width ||
          toast.y >= welcome.y + welcome.height ||
          welcome.y >= toast.y + toast.height;
        expect(apart, 'the toast covers "Welcome back"').toBe(true);
      }
      await dismissToasts(page);

      await login.signIn(user.email, NEW_USER_PASSWORD);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('button', { name: 'New Chat Wizard' })).toBeVisible();
      await expect(page.getByTestId('toast-title')).toHaveText('Signed In');
      await expectToastClear(page, `dashboard-signed-in-${name}`);
    });

    test('a toast on the library, favorites, a chat, bookmarks, the wizard and the admin console', async ({
      page,
      server,
    }) => {
      test.setTimeout(120_000);
      const login = new LoginPage(page);
      await login.goto();
      await login.signIn(server.admin.email, server.admin.password);
      await expect(page).toHaveURL(/\/dashboard$/);
      const admin = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}') as SignedIn);
      await dismissToasts(page);

      // A few chats, each row with its buttons. (A list that fills every band of the window leaves no
      // clear place: there the toast takes the one that covers least.)
      const chatId = await chatWithReply(page, admin, `Reply to copy ${name}`);
      for (let index = 1; index <= 3; index += 1)
        await seedChat(page, admin, `Campaign idea ${index} for the spring launch (${name})`, 'Ideas?');
      const library = new LibraryPage(page);
      await library.goto('/chats');
      await library.star(`Campaign idea 3 for the spring launch (${name})`).click();
      await expectToastClear(page, `library-${name}`);
      await dismissToasts(page);

      await library.goto('/favorite-chats');
      await library.unstar(`Campaign idea 3 for the spring launch (${name})`).click();
      await expectToastClear(page, `favorites-${name}`);
      await dismissToasts(page);

      const chat = new ChatPage(page);
      await page.goto(`/chat-v2?sessionId=${chatId}`);
      const reply = chat.message('assistant').first();
      await expect(reply).toBeVisible({ timeout: 30_000 });
      await reply.hover();
      await reply.getByRole('button', { name: 'Save to bookmarks' }).click();
      await expectToastClear(page, `chat-${name}`);
      await dismissToasts(page);

      // Removing the bookmark fails on the server: the toast says so, over the bookmarks page.
      await page.route(/\/api\/users\/[^/]+\/bookmarks\/[^/?]+/, (route) =>
        route.request().method() === 'DELETE' ? route.fulfill({ status: 500, json: {} }) : route.fallback(),
      );
      await page.goto('/bookmarks');
      await page.getByTestId('bookmark').first().getByRole('button', { name: 'Remove bookmark' }).click();
      await expectToastClear(page, `bookmarks-${name}`);
      await dismissToasts(page);
      await page.unrouteAll({ behavior: 'ignoreErrors' });

      // The language cannot be saved on the account: a Spanish toast over the wizard.
      await page.route(/\/api\/users\/[^/]+\/preferences$/, (route) =>
        route.request().method() === 'PUT' ? route.fulfill({ status: 500, json: {} }) : route.fallback(),
      );
      await page.goto('/chat-wizard');
      await expect(page.getByRole('heading', { name: 'Select a Team' })).toBeVisible();
      await new AppFrame(page).chooseLanguage('Español');
      await expectToastClear(page, `wizard-es-${name}`);
      await dismissToasts(page);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.evaluate(() => localStorage.clear());

      await login.goto();
      await login.signIn(server.admin.email, server.admin.password);
      await expect(page).toHaveURL(/\/dashboard$/);
      await dismissToasts(page);
      await page.goto('/admin');
      const form = page.getByRole('form', { name: 'Create user' });
      await form.getByLabel('Email').fill(`toasted-${name}-${Date.now()}@brief.test`);
      await form.getByLabel('Password', { exact: true }).fill('a-long-enough-password');
      await form.getByRole('checkbox', { name: 'Marketing' }).check();
      await form.getByRole('button', { name: /create user/i }).click();
      await expectToastClear(page, `admin-${name}`);
    });
  });
}
