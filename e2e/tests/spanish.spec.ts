import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { englishOn, pageTexts } from '../fixtures/english-texts';
import { expect, startServer, test, type BriefServer } from '../fixtures/server';
import { seedChat, startChat, type SignedIn } from '../fixtures/users';

const PASSWORD = 'e2e-spanish-pass';
const CUSTOMER = 'Northwind Coffee';
/** A Spanish date as the product writes it: `23 nov 2026`, `5 ene 2025, 15:04`. */
const SPANISH_DATE = /(?<!\d)\d{1,2} (ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic) \d{4}(?!\d)/;
/** An English one: `Nov 23, 2026`. */
const ENGLISH_DATE = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}\b/;

/** A new user made by the admin through the API, with the coandco team; answers their e-mail. */
async function newUser(page: Page, server: BriefServer, name: string): Promise<string> {
  const adminLogin = await page.request.post('/api/login', {
    data: { email: server.admin.email, password: server.admin.password },
  });
  const { access_token: token } = (await adminLogin.json()) as { access_token: string };
  const email = `${name}-${Date.now()}@brief.test`;
  const registered = await page.request.post(`/api/users/${encodeURIComponent(email)}/register`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { email, password: PASSWORD, authProvider: 'password', agents: ['coandco'] },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  return email;
}

/** Signs in through the sign-in page whatever language it speaks. */
async function signIn(page: Page, email: string, password = PASSWORD): Promise<SignedIn> {
  await page.goto('/login');
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  return page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}') as SignedIn);
}

/** The page shows no English interface text, and at 390 px nothing scrolls sideways or cuts a button. */
async function expectSpanishPage(page: Page, label: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect.poll(() => englishOn(page), { message: `English on ${label}` }).toEqual([]);
  const width = page.viewportSize()?.width ?? 0;
  if (width <= 390) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
    const cut = await page.evaluate(() =>
      Array.from(document.querySelectorAll('button, a[role="button"], [role="tab"]'))
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && element.scrollWidth > element.clientWidth + 1;
        })
        .map((element) => element.textContent?.trim() ?? ''),
    );
    expect(cut, `${label}: buttons whose label is cut`).toEqual([]);
  }
  // What the page showed, for a reader to look over (names and descriptions are data, not interface).
  mkdirSync('test-results/spanish', { recursive: true });
  writeFileSync(
    `test-results/spanish/${label.replace(/\W+/g, '-')}-${width}.txt`,
    (await pageTexts(page)).join('\n'),
  );
  await page.screenshot({
    path: `test-results/spanish/${label.replace(/\W+/g, '-')}-${width}.png`,
    fullPage: false,
  });
}

async function spanishPages(page: Page, server: BriefServer, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width > 400 ? 800 : 844 });
  await page.goto('/');
  await expect(page.locator('h1')).toBeVisible();
  await expectSpanishPage(page, 'landing');
  await page.goto('/login');
  await expect(page.locator('input[type="email"]')).toBeVisible();
  await expectSpanishPage(page, 'sign-in');

  // The admin, so that the admin console is toured too.
  const user = await signIn(page, server.admin.email, server.admin.password);
  const headers = { Authorization: `Bearer ${user.access_token}` };
  const chatId = await seedChat(
    page,
    user,
    `Plan de verano ${width}`,
    '¿Qué campañas funcionan mejor en verano?',
  );
  await page.request.post(`/api/users/${user.id}/chats/${chatId}/favorite`, {
    headers,
    data: { favorite: true },
  });
  await page.request.post(`/api/users/${user.id}/bookmarks`, {
    headers,
    data: { message: `Una respuesta guardada sobre el verano (${width}).`, customerName: CUSTOMER, chatId },
  });

  await page.goto('/dashboard');
  await expect(page.getByText(`Plan de verano ${width}`).first()).toBeVisible();
  await expectSpanishPage(page, 'dashboard');
  await expect(page.locator('main')).toContainText(SPANISH_DATE);
  await expect(page.locator('main')).not.toContainText(ENGLISH_DATE);

  for (const tab of ['chat', 'recent', 'library', 'bookmarks']) {
    await page.goto(`/dashboard?tab=${tab}`);
    await page.waitForLoadState('networkidle');
    await expectSpanishPage(page, `dashboard-${tab}`);
  }

  await page.goto('/chats');
  await expect(page.getByTestId('chat-row').first()).toBeVisible();
  await expectSpanishPage(page, 'library');
  await expect(page.locator('main')).toContainText(SPANISH_DATE);
  await expect(page.locator('main')).toContainText('Hoy');

  await page.goto('/favorite-chats');
  await expect(page.getByTestId('chat-row').first()).toBeVisible();
  await expectSpanishPage(page, 'favorites');

  await page.goto('/bookmarks');
  await expect(page.getByText(`Una respuesta guardada sobre el verano (${width}).`)).toBeVisible();
  await expectSpanishPage(page, 'bookmarks');
  await expect(page.locator('main')).toContainText(SPANISH_DATE);

  await page.goto('/chat-wizard');
  await expectSpanishPage(page, 'wizard-team');
  await page
    .getByRole('list')
    .getByRole('button', { name: /^Consulting & Content/ })
    .click();
  await expect(page.getByRole('button', { name: new RegExp(`^${CUSTOMER}`) })).toBeVisible();
  await expectSpanishPage(page, 'wizard-customer');
  await page.getByRole('button', { name: new RegExp(`^${CUSTOMER}`) }).click();
  await page.locator('textarea').fill('Resume este cliente en dos líneas');
  await expectSpanishPage(page, 'wizard-launch');
  await page.getByRole('button', { name: 'Iniciar chat' }).click();
  await expect(page).toHaveURL(/sessionId=/, { timeout: 20_000 });
  await expect(page.getByTestId('typing-indicator')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('[data-testid="message"][data-role="assistant"]').last()).not.toBeEmpty();
  await expectSpanishPage(page, 'chat');

  await page.goto(`/chat-v2?sessionId=${chatId}`);
  await expect(page.getByText('¿Qué campañas funcionan mejor en verano?')).toBeVisible();
  await expectSpanishPage(page, 'chat-seeded');

  await page.goto('/admin');
  await page.waitForLoadState('networkidle');
  await expectSpanishPage(page, 'admin');
  for (const tab of await page.getByRole('tab').all()) {
    await tab.click();
    await page.waitForLoadState('networkidle');
    await expectSpanishPage(page, `admin-${(await tab.textContent()) ?? ''}`);
  }

  await page.goto('/no-such-page');
  await expectSpanishPage(page, 'not-found');
}

test.describe('with a Spanish browser', () => {
  test.use({ locale: 'es-ES' });
  test.setTimeout(240_000);

  test('every page speaks Spanish, with Spanish dates, at 1280 px', async ({ page, server }) => {
    await spanishPages(page, server, 1280);
  });

  test('every page speaks Spanish and fits at 390 px', async ({ page, server }) => {
    await spanishPages(page, server, 390);
  });
});

async function englishBrowserPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', baseURL });
  return context.newPage();
}

test('a user picks Español in the avatar menu: it applies at once, and follows them to another browser', async ({
  page,
  server,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = await newUser(page, server, 'switcher');
  const user = await signIn(page, email);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const chatId = await startChat(page, user);
  await page.goto(`/chat-v2?sessionId=${chatId}`);
  // Something typed, and a mark that a reload would wipe.
  const draft = 'un borrador sin enviar';
  await page.getByRole('textbox', { name: 'Message' }).fill(draft);
  await page.evaluate(() => ((window as unknown as { __noReload?: boolean }).__noReload = true));

  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: 'Español' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('button', { name: 'Abrir el menú de usuario' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  await expect(page.locator('textarea').first()).toHaveValue(draft);
  await expect.poll(() => englishOn(page)).toEqual([]);

  // Another browser, in English, signing in as them.
  const other = await englishBrowserPage(browser, server.url);
  await signIn(other, email);
  await expect(other.locator('html')).toHaveAttribute('lang', 'es');
  await expect.poll(() => englishOn(other)).toEqual([]);

  // Back to English in the first; after a sign-out the landing is the browser's language.
  await page.getByRole('button', { name: 'Abrir el menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Idioma' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
  await other.context().close();
});

/** Words of the server's own English messages for the refusals provoked below: never on a Spanish page. */
const SERVER_ENGLISH = [
  'A user with this e-mail already exists',
  'you cannot share with',
  'Only colleagues with an active account',
  'You have asked for',
  'as many as allowed',
  'replies in the last minute',
];

async function expectNoServerEnglish(page: Page, label: string): Promise<void> {
  const texts = (await pageTexts(page)).join('\n');
  for (const words of SERVER_ENGLISH) expect(texts, `${label}: the server's English`).not.toContain(words);
  await expect.poll(() => englishOn(page), { message: `English on ${label}` }).toEqual([]);
}

test.describe('the server refuses, in a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  test("every refusal is said in Spanish from its reason, never in the server's English", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    // A server whose replies a minute run out quickly.
    const limited = await startServer({ RUNS_PER_MINUTE: '2' });
    const context = await browser.newContext({ locale: 'es-ES', baseURL: limited.url });
    const page = await context.newPage();
    try {
      const user = await signIn(page, limited.admin.email, limited.admin.password);
      const headers = { Authorization: `Bearer ${user.access_token}` };

      // Create User with an e-mail that already has an account (409 email_taken).
      await page.goto('/admin');
      const form = page.getByRole('form', { name: 'Crear usuario' });
      await form.getByLabel('Correo electrónico').fill(limited.admin.email);
      await expect(form.getByLabel('Correo electrónico')).toHaveAttribute('placeholder', 'nombre@brief.test');
      await form.getByLabel('Contraseña', { exact: true }).fill('una-clave-larga');
      await form.getByRole('button', { name: 'Crear usuario' }).click();
      await expect(page.getByText('Ya existe un usuario con este correo electrónico.')).toBeVisible();
      await expectNoServerEnglish(page, 'create user');

      // Share with an address nobody has (400 share_not_colleague).
      const chatId = await seedChat(page, user, 'Plan de otoño', '¿Qué campañas funcionan mejor en otoño?');
      await page.goto(`/chat-v2?sessionId=${chatId}`);
      await page.getByRole('button', { name: 'Compartir el chat' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Correos de los colegas').fill('nadie@brief.test');
      await dialog.getByRole('button', { name: 'Compartir', exact: true }).click();
      await expect(dialog.getByRole('alert')).toHaveText(
        'No puedes compartir con nadie@brief.test. Solo los compañeros con una cuenta activa pueden leer un chat compartido.',
      );
      await expectNoServerEnglish(page, 'share');
      await page.keyboard.press('Escape');

      // A third reply within the minute (429 runs_per_minute) is said in the composer.
      for (const message of ['Primera pregunta', 'Segunda pregunta']) {
        const answer = await page.request.post(`/api/users/${user.id}/chats/${chatId}/run`, {
          headers,
          data: { message },
        });
        expect(answer.status()).toBe(200);
      }
      await page.reload();
      await page.getByRole('textbox', { name: 'Mensaje' }).fill('Una tercera, demasiado pronto');
      await page.getByRole('button', { name: 'Enviar' }).click();
      await expect(page.getByTestId('composer-refusal')).toHaveText(
        /^Has pedido 2 respuestas en el último minuto, el máximo permitido\. Vuelve a intentarlo dentro de \d+ segundos?\.$/,
      );
      await expectNoServerEnglish(page, 'composer');
    } finally {
      await context.close();
      await limited.stop();
    }
  });
});

test.describe('an export from a Spanish browser with no language chosen', () => {
  test.use({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });

  test("is written in Spanish, with times in the reader's zone, and says the zone", async ({
    page,
    server,
  }) => {
    test.setTimeout(90_000);
    const email = await newUser(page, server, 'exportador');
    const user = await signIn(page, email);
    const preferences = await page.request.get(`/api/users/${user.id}/preferences`, {
      headers: { Authorization: `Bearer ${user.access_token}` },
    });
    expect(((await preferences.json()) as { locale: string | null }).locale).toBeNull();
    const chatId = await seedChat(page, user, 'Plan de otoño', '¿Qué campañas funcionan mejor en otoño?');
    await page.goto(`/chat-v2?sessionId=${chatId}`);
    await page.getByRole('button', { name: 'Exportar el chat' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Markdown (.md)' }).click(),
    ]);
    const text = await readFile(await download.path(), 'utf8');
    expect(text).toContain('**Cliente:** Northwind Coffee');
    expect(text).toContain('**Autor:**');
    expect(text).toContain('*Horas en Europe/Madrid*');
    expect(text).toMatch(
      /\*\*Exportado:\*\* \d{1,2} (ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic) \d{4}, \d{2}:\d{2}/,
    );
    expect(text).not.toContain('**Customer:**');
    expect(text).not.toContain('UTC');
  });
});
