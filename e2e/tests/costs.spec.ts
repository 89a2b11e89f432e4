import type { APIRequestContext, Page } from '@playwright/test';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../apps/server/test/fake-openai-server';
import { expect, startServer, test as base, type BriefServer } from '../fixtures/server';
import {
  TEAM,
  adminToken,
  askAndWait,
  makeCustomer,
  registerMember,
  signInWithPassword,
} from '../fixtures/team-members';
import type { SignedIn } from '../fixtures/users';
import { AppFrame } from '../pages/app-frame';
import { ChatPage, ENGLISH_CHAT_TEXTS, SPANISH_CHAT_TEXTS } from '../pages/chat-page';
import { CostsPage } from '../pages/costs-page';

/**
 * What AI costs, seen in the browser: a lead's month in the console with its chart, and a send refused
 * in the composer once the customer's budget is spent. The model is a local fake OpenAI-compatible
 * provider that reports token counts; its price is set high enough that one reply costs cents.
 */
const MODEL = 'fake-costs';

const test = base.extend<object, { provider: FakeOpenAiServer; server: BriefServer }>({
  provider: [
    // eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures argument to be destructured
    async ({}, use) => {
      const provider = await startFakeOpenAiServer({
        defaultScenario: { kind: 'text', text: 'Costs are counted for every call.' },
      });
      await use(provider);
      await provider.close();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ provider }, use) => {
      const server = await startServer({
        LLM_PROVIDER: 'openai-compatible',
        LLM_BASE_URL: provider.baseUrl,
        LLM_MODEL: MODEL,
      });
      // Prices per million tokens: a reply of a few hundred tokens costs a few cents.
      const prices = await fetch(`${server.url}/api/admin/prices`, {
        method: 'PUT',
        headers: {
          Authorization: `Bearer ${await adminTokenOf(server)}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          currency: 'EUR',
          models: [
            { provider: 'openai-compatible', model: MODEL, inputPerMillion: 100, outputPerMillion: 200 },
          ],
        }),
      });
      expect(prices.status, await prices.text()).toBe(200);
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
});

async function adminTokenOf(server: BriefServer): Promise<string> {
  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: server.admin.email, password: server.admin.password }),
  });
  return ((await login.json()) as { access_token: string }).access_token;
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** A chat of the team about the customer, as the chat page starts one (naming the customer by its id). */
async function chatAbout(
  page: Page,
  user: SignedIn,
  customer: { id: string; name: string },
): Promise<string> {
  const created = await page.request.post(`/api/users/${user.id}/sessions`, {
    headers: { Authorization: `Bearer ${user.access_token}` },
    data: { app_name: TEAM.appName, customerName: customer.name, customerId: customer.id },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** A run through the API, as another tab would make it; answers once the reply is stored. */
async function runThroughApi(page: Page, user: SignedIn, chatId: string): Promise<void> {
  const run = await page.request.post(`/api/users/${user.id}/chats/${chatId}/run`, {
    headers: { Authorization: `Bearer ${user.access_token}` },
    data: { message: 'What did we spend?' },
  });
  expect(run.status(), await run.text()).toBe(200);
}

async function setCustomerBudget(
  request: APIRequestContext,
  server: BriefServer,
  customerId: string,
  monthly: number,
) {
  const set = await request.put(`${server.url}/api/admin/budgets`, {
    headers: { Authorization: `Bearer ${await adminToken(request, server)}` },
    data: { scope: 'customer', id: customerId, monthly },
  });
  expect(set.ok(), await set.text()).toBe(true);
}

test('a lead sees the customer’s month in the console, with the chart and the top chats', async ({
  page,
  server,
  cspViolations,
}, testInfo) => {
  await page.setViewportSize(DESKTOP);
  const stamp = Date.now();
  const lead = { email: `costs-lead-${stamp}@brief.test`, password: 'costs-lead-pass', lead: true };
  const customer = `Costs Customer ${stamp}`;
  await registerMember(page.request, server, lead);
  const customerId = await makeCustomer(page.request, server, customer, 'Know what AI costs');

  const user = await signInWithPassword(page, lead.email, lead.password);
  const chat = new ChatPage(page, ENGLISH_CHAT_TEXTS);
  await chat.goto(`?sessionId=${await chatAbout(page, user, { id: customerId, name: customer })}`);
  await askAndWait(chat, 'How much did this cost?');

  // The avatar menu: this month so far, in euros.
  const frame = new AppFrame(page);
  await frame.userMenu.click();
  await expect(page.getByTestId('user-menu-month')).toHaveText(/^This month: €\d+\.\d\d · 1 run$/);
  await page.keyboard.press('Escape');

  const costs = new CostsPage(page);
  await costs.goto();
  const row = costs.row('Customer', customer);
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').first()).toHaveText('1');
  await expect(row.getByRole('cell').last()).toHaveText(/^€\d+\.\d\d/);
  await expect(costs.total).toHaveText(/€\d+\.\d\d/);
  await expect(costs.chart).toBeVisible();
  await expect(costs.chartBars.first()).toBeVisible();
  await expect(costs.topChats.getByRole('listitem')).toHaveCount(1);
  // Leads set their teams' budgets; the price list is the admins'.
  await expect(page.getByRole('button', { name: 'Set a budget' })).toBeVisible();
  await expect(costs.prices).toHaveCount(0);

  await page.screenshot({ path: testInfo.outputPath('costs-lead-1280-light.png'), fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: testInfo.outputPath('costs-lead-1280-dark.png'), fullPage: true });
  await page.setViewportSize(PHONE);
  await expect(costs.chart).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('costs-lead-390-dark.png'), fullPage: true });
  expect(cspViolations).toEqual([]);
});

for (const [language, viewport, refusal] of [
  [
    'en',
    DESKTOP,
    /^The monthly budget of the customer Budget Customer \S+ is spent: €\d+\.\d\d of €0\.01\. An admin or a lead of Consulting & Content can raise it\.$/,
  ],
  [
    'es',
    PHONE,
    /^Se ha agotado el presupuesto mensual del cliente Budget Customer \S+: \d+,\d\d\s€ de 0,01\s€\. Un administrador o un responsable de Consulting & Content puede ampliarlo\.$/,
  ],
] as const) {
  test(`a send past the customer's spent budget is said in the composer, and the text stays (${language})`, async ({
    page,
    server,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    const stamp = `${language}-${Date.now()}`;
    const member = { email: `budget-${stamp}@brief.test`, password: 'budget-member-pass' };
    const customer = `Budget Customer ${stamp}`;
    await registerMember(page.request, server, member);
    const customerId = await makeCustomer(page.request, server, customer, 'Stay within budget');
    await setCustomerBudget(page.request, server, customerId, 0.01);

    const user = await signInWithPassword(page, member.email, member.password);
    // The run that passes the budget finishes; the next one is refused.
    const about = { id: customerId, name: customer };
    await runThroughApi(page, user, await chatAbout(page, user, about));
    if (language === 'es') await new AppFrame(page).chooseLanguage('Español');
    const chat = new ChatPage(page, language === 'es' ? SPANISH_CHAT_TEXTS : ENGLISH_CHAT_TEXTS);
    await chat.goto(`?sessionId=${await chatAbout(page, user, about)}`);
    // The chat says so before anyone sends.
    await expect(page.getByTestId('budget-notice')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`budget-notice-${language}-${viewport.width}.png`) });

    const question = language === 'es' ? 'Una pregunta más, por favor' : 'One more question, please';
    await chat.composer.fill(question);
    await chat.send.click();
    await expect(page.getByTestId('composer-refusal')).toHaveText(refusal);
    await expect(chat.composer).toHaveValue(question);
    await expect(chat.message('user')).toHaveCount(0);

    await page.screenshot({ path: testInfo.outputPath(`budget-${language}-${viewport.width}-light.png`) });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: testInfo.outputPath(`budget-${language}-${viewport.width}-dark.png`) });
  });
}

test('an admin raises a spent budget in the console, beside the price list', async ({
  page,
  server,
}, testInfo) => {
  await page.setViewportSize(DESKTOP);
  const customer = `Raised Customer ${Date.now()}`;
  const customerId = await makeCustomer(page.request, server, customer, 'Grow the budget');
  const admin = await signInWithPassword(page, server.admin.email, server.admin.password);
  await runThroughApi(page, admin, await chatAbout(page, admin, { id: customerId, name: customer }));
  await setCustomerBudget(page.request, server, customerId, 0.01);

  const costs = new CostsPage(page);
  await costs.goto();
  const budget = costs.budgets.getByRole('listitem').filter({ hasText: customer });
  await expect(budget.getByText(/^Over by €\d+\.\d\d$/)).toBeVisible();
  await expect(costs.prices.getByRole('textbox', { name: 'Model of price 1' })).toHaveValue(MODEL);

  await budget.getByRole('button', { name: `Change the budget of ${customer}` }).click();
  const dialog = page.getByRole('dialog', { name: `Budget of ${customer}` });
  await dialog.getByLabel('Monthly (EUR)').fill('5');
  await dialog.getByRole('button', { name: 'Save budget' }).click();
  await expect(dialog).toBeHidden();
  await expect(budget.getByText(/^€\d+\.\d\d of €5\.00$/)).toBeVisible();
  await expect(budget.getByText(/^Over by/)).toHaveCount(0);

  await page.screenshot({ path: testInfo.outputPath('costs-admin-1280-light.png'), fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: testInfo.outputPath('costs-admin-1280-dark.png'), fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: testInfo.outputPath('costs-admin-390-dark.png'), fullPage: true });
});
