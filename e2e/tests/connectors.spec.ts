import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { connectorsTest as test } from '../fixtures/connectors';
import { englishOn } from '../fixtures/english-texts';
import { expect, type BriefServer } from '../fixtures/server';
import { ChatPage, ENGLISH_CHAT_TEXTS, SPANISH_CHAT_TEXTS, type ChatPageTexts } from '../pages/chat-page';
import {
  ConnectorsPage,
  ENGLISH_CONNECTOR_TEXTS,
  SPANISH_CONNECTOR_TEXTS,
  type ConnectorTexts,
} from '../pages/connectors-page';

/**
 * Connectors at work, through the interface. An admin registers a GA4-like MCP server (the project's
 * own, on 127.0.0.1, which the e2e server allows), lists its tools, enables run_report for Marketing and
 * sets a customer's propertyId from the customer's row. A Marketing user then asks the built-in model to
 * "Ask GA4 …": the reply shows the call as a step, which opens to arguments holding that customer's
 * property; the step is still there after a reload. Each run registers its own connector and customer.
 */

const TEAM = { id: 'marketing', name: 'Marketing', appName: 'marketing_agent' };
const PASSWORD = 'e2e-connectors-pass';

interface Run {
  language: 'en' | 'es';
  locale: string;
  viewport: { width: number; height: number };
  texts: ConnectorTexts;
  chat: ChatPageTexts;
  question: string;
}

const RUNS: readonly Run[] = [
  {
    language: 'en',
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    texts: ENGLISH_CONNECTOR_TEXTS,
    chat: ENGLISH_CHAT_TEXTS,
    question: "Ask GA4 for last week's sessions",
  },
  {
    language: 'es',
    locale: 'es-ES',
    viewport: { width: 390, height: 844 },
    texts: SPANISH_CONNECTOR_TEXTS,
    chat: SPANISH_CHAT_TEXTS,
    question: 'Pregunta a GA4 por las sesiones de la última semana',
  },
];

const SHOTS = process.env.SHOTS_DIR;
/**
 * A screen of the feature: in Spanish it shows none of the interface's English texts; with SHOTS_DIR
 * set, what the window shows is saved in light and in dark for a person to look at.
 */
async function shots(page: Page, name: string): Promise<void> {
  if ((await page.locator('html').getAttribute('lang')) === 'es')
    await expect.poll(() => englishOn(page), { message: `English on ${name}` }).toEqual([]);
  if (SHOTS === undefined) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    // Colours change through transitions: shot once they have ended, not halfway between the themes.
    await page.evaluate(() =>
      Promise.all(document.getAnimations().map((motion) => motion.finished.catch(() => undefined))),
    );
    await page.screenshot({ path: `${SHOTS}/${name}-${colorScheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Signs in through the sign-in page, whatever language it speaks. */
async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
}

/** The admin's token, for setting the scene through the API. */
async function adminToken(request: APIRequestContext, server: BriefServer): Promise<string> {
  const login = await request.post(`${server.url}/api/login`, {
    data: { email: server.admin.email, password: server.admin.password },
  });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { access_token: string }).access_token;
}

/** Takes away the connectors an earlier run registered, so each run starts from none. */
async function removeConnectors(request: APIRequestContext, server: BriefServer): Promise<void> {
  const headers = { Authorization: `Bearer ${await adminToken(request, server)}` };
  const listed = await request.get(`${server.url}/api/admin/connectors`, { headers });
  expect(listed.ok(), await listed.text()).toBe(true);
  const { connectors } = (await listed.json()) as { connectors: { id: string }[] };
  for (const { id } of connectors) {
    const removed = await request.delete(`${server.url}/api/admin/connectors/${id}`, { headers });
    expect(removed.ok(), await removed.text()).toBe(true);
  }
}

/** A Marketing customer made through the API; answers its name. */
async function makeCustomer(request: APIRequestContext, server: BriefServer, name: string): Promise<void> {
  const made = await request.post(`${server.url}/api/admin/teams/${TEAM.id}/customers`, {
    headers: { Authorization: `Bearer ${await adminToken(request, server)}` },
    data: { name, profile: `# ${name}\nA travel agency measured with GA4.` },
  });
  expect(made.status(), await made.text()).toBe(201);
}

/** A Marketing user made by the admin, signed in through the sign-in page in a browser of its own. */
async function marketingUser(browser: Browser, server: BriefServer, run: Run) {
  const context = await browser.newContext({
    baseURL: server.url,
    locale: run.locale,
    viewport: run.viewport,
  });
  const page = await context.newPage();
  const email = `ga4-user-${run.language}-${Date.now()}@brief.test`;
  const registered = await page.request.post(`/api/users/${encodeURIComponent(email)}/register`, {
    headers: { Authorization: `Bearer ${await adminToken(page.request, server)}` },
    data: { email, password: PASSWORD, authProvider: 'password', agents: [TEAM.id] },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await signIn(page, email, PASSWORD);
  const user = await page.evaluate(
    () => JSON.parse(localStorage.getItem('user') ?? '{}') as { id: string; access_token: string },
  );
  return { context, page, user };
}

test.describe.configure({ mode: 'serial' });

for (const run of RUNS) {
  test.describe(`in ${run.language} at ${run.viewport.width} px`, () => {
    test.use({ locale: run.locale, viewport: run.viewport });

    test('an admin registers GA4 and enables run_report for Marketing; a user sees the call at work', async ({
      page,
      browser,
      server,
      ga4,
      cspViolations,
    }) => {
      test.setTimeout(180_000);
      const connector = 'GA4';
      const customer = `Tidewater ${run.language}-${Date.now()}`;
      const propertyId = `properties/${run.language === 'en' ? '4242' : '7373'}${Date.now() % 1000}`;
      await removeConnectors(page.request, server);
      await makeCustomer(page.request, server, customer);

      // The admin, in the console.
      await signIn(page, server.admin.email, server.admin.password);
      const connectors = new ConnectorsPage(page, run.texts);
      await connectors.open();
      await connectors.register(
        {
          name: connector,
          url: ga4.url,
          setting: { name: 'propertyId', label: 'GA4 property' },
        },
        () => shots(page, `connector-register-${run.language}-${run.viewport.width}`),
      );
      await expect(connectors.card(connector)).toContainText(ga4.url);
      await expect(connectors.card(connector)).toContainText('propertyId');
      await shots(page, `connectors-list-${run.language}-${run.viewport.width}`);

      const sheet = await connectors.openTools(connector);
      await expect(sheet.getByTestId('connector-tool')).toHaveCount(1);
      await expect(sheet).toContainText('run_report');
      await expect(sheet).toContainText('Runs a Google Analytics report');
      await connectors.enableTools(sheet, TEAM.name, ['run_report']);
      await sheet.evaluate((element) =>
        Promise.all(element.getAnimations().map((motion) => motion.finished)),
      );
      await shots(page, `connectors-tools-${run.language}-${run.viewport.width}`);
      // Its close button, not Escape: the "saved" toast is the newest layer, and Escape closes that first.
      await sheet.getByRole('button', { name: run.texts.close, exact: true }).click();
      await expect(sheet).toBeHidden();

      await connectors.setCustomerValue(TEAM.name, customer, 'GA4 property', propertyId, () =>
        shots(page, `customer-connectors-${run.language}-${run.viewport.width}`),
      );

      // A Marketing user asks about the customer; the built-in model calls GA4.
      const { context, page: userPage, user } = await marketingUser(browser, server, run);
      const created = await userPage.request.post(`/api/users/${user.id}/sessions`, {
        headers: { Authorization: `Bearer ${user.access_token}` },
        data: { app_name: TEAM.appName, customerName: customer },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { id } = (await created.json()) as { id: string };
      const chat = new ChatPage(userPage, run.chat);
      await chat.goto(`?sessionId=${id}`);
      const asked = ga4.reports.length;
      await chat.composer.fill(run.question);
      await chat.composer.press('Enter');
      await chat.waitForReplyDone();

      // The connector was asked about this customer's property, whatever the question said.
      expect(ga4.reports.slice(asked)).toEqual([expect.objectContaining({ propertyId })]);
      const reply = chat.message('assistant').last();
      const steps = reply.getByRole('list', { name: run.texts.connectorCalls });
      const step = steps.getByRole('button', { name: run.texts.stepDone(connector, 'run_report') });
      await expect(step).toBeVisible();
      await expect(step).toHaveAttribute('aria-expanded', 'false');
      // The step, not the suggestions under the reply, is what the shots are of.
      await step.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await shots(userPage, `connector-step-closed-${run.language}-${run.viewport.width}`);
      await step.click();
      const details = reply.getByTestId('tool-call-details');
      await expect(details).toBeVisible();
      await expect(details).toContainText(run.texts.arguments);
      await expect(details).toContainText(`"propertyId": "${propertyId}"`);
      await expect(details).toContainText(run.texts.result);
      await expect(details).toContainText(`GA4 property ${propertyId}`);
      await step.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      await shots(userPage, `connector-step-${run.language}-${run.viewport.width}`);

      // Stored with the reply: after a reload the step is there, closed, and opens the same.
      await userPage.reload();
      await expect(chat.composer).toBeVisible();
      const stored = chat
        .message('assistant')
        .last()
        .getByRole('button', {
          name: run.texts.stepDone(connector, 'run_report'),
        });
      await expect(stored).toBeVisible();
      await stored.click();
      await expect(chat.message('assistant').last().getByTestId('tool-call-details')).toContainText(
        `"propertyId": "${propertyId}"`,
      );
      await context.close();
      expect(cspViolations).toEqual([]);
    });
  });
}
