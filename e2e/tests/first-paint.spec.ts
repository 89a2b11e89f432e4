import type { ConsoleMessage, Page } from '@playwright/test';
import { AppFrame } from '../pages/app-frame';
import { LoginPage } from '../pages/login-page';
import { expect, test } from '../fixtures/server';

/** Every console error and warning, and uncaught error, of the page from now on. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('/login comes as HTML with the sign-in form, the company domain written in', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Sign in · Brief');
    await expect(page.getByText('Welcome back')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('placeholder', 'you@brief.test');
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    await expect(page.getByTestId('company-domain-note')).toHaveText('Only brief.test accounts are allowed.');
  });

  test('/ comes as HTML with the landing page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle("Brief: your agency's AI consulting teams");
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started', exact: true }).first()).toHaveAttribute(
      'href',
      '/login',
    );
  });

  test.describe('with a Spanish browser', () => {
    test.use({ locale: 'es-ES' });

    test('both pages come in Spanish', async ({ page }) => {
      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByText('Hola de nuevo')).toBeVisible();
      await expect(page.getByLabel('Correo electrónico')).toBeVisible();
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/consulting/i);
    });
  });
});

test('the landing and sign-in pages hydrate without a console error, and the form works', async ({
  page,
  server,
  cspViolations,
}) => {
  const problems = consoleProblems(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign In', exact: true }).first().click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/login');
  const login = new LoginPage(page);
  await login.signIn('not-an-email', 'x');
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await login.signIn(server.admin.email, server.admin.password);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  await expect(new AppFrame(page).navLink('Home')).toBeVisible();

  expect(problems).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test.describe('with a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  test('the landing page leads to the sign-in page in Spanish, never showing it in English', async ({
    page,
  }) => {
    // Each public page loads its own Spanish: the sign-in page's comes with its code, before it shows.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.body?.textContent.includes('Welcome back'))
          document.documentElement.dataset.english = '';
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const problems = consoleProblems(page);
    await page.goto('/');
    await expect(page.getByTestId('landing-sign-in')).toHaveText('Iniciar sesión');
    // Once the page has hydrated, the link navigates in place (no new document).
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByTestId('landing-sign-in').click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Hola de nuevo')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    await expect(page.locator('html')).not.toHaveAttribute('data-english');
    expect(problems).toEqual([]);
  });
});

test('text typed before the page has hydrated is kept, and nothing submits until it has', async ({
  page,
}) => {
  // The page's code is held back: the prerendered form is all there is.
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // The page is painted (its module scripts, deferred, hold back DOMContentLoaded).
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill('early@brief.test');
  await page.getByLabel('Password').press('Enter');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);

  release();
  const submit = page.getByRole('button', { name: 'Sign In', exact: true });
  await expect(submit).toHaveAttribute('type', 'submit');
  await expect(page.getByLabel('Email')).toHaveValue('early@brief.test');
  await submit.click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
});

test('a signed-in visitor of / goes to their dashboard, never shown the landing page', async ({
  page,
  server,
}) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(server.admin.email, server.admin.password);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });

  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('#root[data-page="landing"]')).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(new AppFrame(page).navLink('Home')).toBeVisible();
});

test.describe('the first paint of / and /login', () => {
  /** The page's inline CSS, the stylesheets and scripts it asked for, and when it first painted. */
  async function paintAndAssets(page: Page) {
    return page.evaluate(() => ({
      inlineCss: document.querySelector('head style')?.textContent ?? '',
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      assets: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^?]+\.(js|css)$/.test(entry.name))
        .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
    }));
  }

  for (const path of ['/', '/login']) {
    test(`${path} asks for its code and whole stylesheet only once its first paint is on the screen`, async ({
      page,
      request,
    }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const { inlineCss, firstPaint, assets } = await paintAndAssets(page);
      expect(firstPaint).toBeLessThan(Infinity);
      const stylesheet = assets.find((asset) => asset.name.endsWith('.css'));
      expect(stylesheet, 'the whole stylesheet is added after the first paint').toBeDefined();
      expect(assets.filter((asset) => asset.name.endsWith('.js')).length).toBeGreaterThan(0);
      for (const asset of assets) expect(asset.startTime, asset.name).toBeGreaterThanOrEqual(firstPaint);
      // The page carries the part of the stylesheet its first paint needs, well under half of it.
      const whole = await (await request.get(stylesheet!.name)).text();
      expect(inlineCss.length).toBeGreaterThan(0);
      expect(inlineCss.length).toBeLessThan(whole.length / 2);
    });
  }

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`looks the same with its own CSS alone as once its stylesheet and code are there (${colorScheme})`, async ({
      browser,
      baseURL,
    }) => {
      for (const path of ['/', '/login']) {
        for (const width of [390, 1280]) {
          const shots: Buffer[] = [];
          for (const whole of [false, true]) {
            const context = await browser.newContext({
              baseURL,
              colorScheme,
              viewport: { width, height: 900 },
            });
            const page = await context.newPage();
            // Without the whole stylesheet and the code, the page is what its first paint shows.
            if (!whole) await page.route(/\/assets\/[^?]+\.(js|css)$/, (route) => route.abort());
            await page.goto(path);
            await page.waitForLoadState('networkidle');
            await page.evaluate(() => document.fonts.ready);
            if (whole) {
              // The whole stylesheet is asked for after the first paint: on a busy machine, maybe after
              // the network first went idle.
              await expect
                .poll(async () =>
                  (await paintAndAssets(page)).assets.some((asset) => asset.name.endsWith('.css')),
                )
                .toBe(true);
              await page.waitForLoadState('networkidle');
            }
            shots.push(await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' }));
            await context.close();
          }
          expect(shots[0]!.equals(shots[1]!), `${path} at ${width} px`).toBe(true);
        }
      }
    });
  }
});
