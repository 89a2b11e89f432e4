import type { APIRequestContext, Page } from '@playwright/test';
import {
  CustomerPage,
  ENGLISH_CUSTOMER_TEXTS,
  SPANISH_CUSTOMER_TEXTS,
  type CustomerPageTexts,
} from '../pages/customer-page';
import { expect, test, type BriefServer } from '../fixtures/server';
import type { SignedIn } from '../fixtures/users';

/**
 * Where a customer lives: its page (profile, brand rules, approved memory, documents, and the chats about
 * it — the user's own and those shared with them — newest first) is reached from the library's customer
 * badge, the chat's header and the wizard's customer step; another team's customer is not found. Each
 * run makes its own customers, so nothing reaches another test.
 */

const PASSWORD = 'e2e-customer-pass';
const TEAM = { id: 'coandco', name: 'Consulting & Content', appName: 'coandco_agent' };
const SHOTS = process.env.SHOTS_DIR;

interface Run {
  language: 'en' | 'es';
  locale: string;
  viewport: { width: number; height: number };
  texts: CustomerPageTexts;
  fact: string;
}

const RUNS: readonly Run[] = [
  {
    language: 'en',
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    texts: ENGLISH_CUSTOMER_TEXTS,
    fact: 'Ferries leave every hour in summer.',
  },
  {
    language: 'es',
    locale: 'es-ES',
    viewport: { width: 390, height: 844 },
    texts: SPANISH_CUSTOMER_TEXTS,
    fact: 'En verano sale un ferri cada hora.',
  },
];

type Api = { request: APIRequestContext; server: BriefServer };
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function login(api: Api, email: string, password: string): Promise<SignedIn & { name: string }> {
  const response = await api.request.post(`${api.server.url}/api/login`, { data: { email, password } });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { access_token: string; user: { id: string }; name: string };
  return { id: body.user.id, access_token: body.access_token, email, name: body.name };
}

const adminOf = (api: Api) => login(api, api.server.admin.email, api.server.admin.password);

/** A password user with the team, made by the admin, signed in through the API. */
async function register(api: Api, name: string): Promise<SignedIn & { name: string }> {
  const admin = await adminOf(api);
  const email = `${name}-${Date.now()}@brief.test`;
  const created = await api.request.post(
    `${api.server.url}/api/users/${encodeURIComponent(email)}/register`,
    {
      headers: auth(admin.access_token),
      data: { email, password: PASSWORD, authProvider: 'password', agents: [TEAM.id] },
    },
  );
  expect(created.status(), await created.text()).toBe(201);
  return login(api, email, PASSWORD);
}

/** A customer of `teamId` with a profile, brand rules and a document; answers its id. */
async function makeCustomer(api: Api, teamId: string, name: string): Promise<string> {
  const admin = await adminOf(api);
  const base = `${api.server.url}/api/admin/teams/${teamId}/customers`;
  const made = await api.request.post(base, {
    headers: auth(admin.access_token),
    data: {
      name,
      description: 'Island ferries',
      profile: `# ${name}\n## Audience\n- Islanders and day trippers.`,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  const rules = await api.request.put(`${base}/${id}/rules`, {
    headers: auth(admin.access_token),
    data: { voice: 'Breezy and plain.', forbidden: [{ term: 'cheap', instead: 'affordable' }] },
  });
  expect(rules.ok(), await rules.text()).toBe(true);
  const uploaded = await api.request.post(`${base}/${id}/documents`, {
    headers: auth(admin.access_token),
    multipart: {
      file: {
        name: 'timetable.md',
        mimeType: 'text/markdown',
        buffer: Buffer.from('# Timetable\n\nHourly.'),
      },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  return id;
}

/** `user` proposes a fact about the customer; the admin approves it. Answers the approver's name. */
async function approvedFact(api: Api, user: SignedIn, customerId: string, text: string): Promise<string> {
  const proposed = await api.request.post(
    `${api.server.url}/api/users/${user.id}/customers/${customerId}/memory`,
    {
      headers: auth(user.access_token),
      data: { text },
    },
  );
  expect(proposed.status(), await proposed.text()).toBe(201);
  const { id } = (await proposed.json()) as { id: string };
  const admin = await adminOf(api);
  const approved = await api.request.patch(
    `${api.server.url}/api/admin/teams/${TEAM.id}/customers/${customerId}/memory/${id}`,
    { headers: auth(admin.access_token), data: { status: 'approved' } },
  );
  expect(approved.ok(), await approved.text()).toBe(true);
  return admin.name;
}

/** A chat of `user` about the customer, named; answers its id. */
async function chatAbout(api: Api, user: SignedIn, customer: string, name: string): Promise<string> {
  const headers = auth(user.access_token);
  const created = await api.request.post(`${api.server.url}/api/users/${user.id}/sessions`, {
    headers,
    data: { app_name: TEAM.appName, customerName: customer, specialists: ['Iris Insights'] },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const saved = await api.request.post(`${api.server.url}/api/users/${user.id}/chats/${id}`, {
    headers,
    data: { role: 'user', message: `Notes for ${name}` },
  });
  expect(saved.status()).toBe(201);
  const renamed = await api.request.post(`${api.server.url}/api/users/${user.id}/chats/${id}/rename`, {
    headers,
    data: { name },
  });
  expect(renamed.ok()).toBe(true);
  return id;
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
}

async function screenshots(page: Page, name: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    // Rows fade their colours in (transition-colors): the picture waits for them to settle.
    await page.waitForTimeout(300);
    await page.screenshot({ path: test.info().outputPath(`${name}-${colorScheme}.png`), fullPage: true });
    if (SHOTS !== undefined)
      await page.screenshot({ path: `${SHOTS}/${name}-${colorScheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

for (const run of RUNS) {
  test.describe(`in ${run.language} at ${run.viewport.width} px`, () => {
    test.use({ locale: run.locale, viewport: run.viewport });

    test('the library badge, the chat header and the wizard lead to the customer page; another team’s is not found', async ({
      page,
      server,
      cspViolations,
    }) => {
      test.setTimeout(120_000);
      const api = { request: page.request, server };
      const customer = `Tidewater Ferries ${run.language}-${Date.now()}`;
      const customerId = await makeCustomer(api, TEAM.id, customer);
      const elsewhere = await makeCustomer(api, 'service', `Harbour Lights ${run.language}-${Date.now()}`);
      const user = await register(api, `customer-page-${run.language}`);
      const colleague = await register(api, `customer-colleague-${run.language}`);
      const approver = await approvedFact(api, colleague, customerId, run.fact);
      const older = await chatAbout(api, user, customer, 'Spring timetable');
      await chatAbout(api, user, customer, 'Summer campaign');
      const sharedChat = await chatAbout(api, colleague, customer, 'Island budget');
      const shared = await api.request.post(
        `${server.url}/api/users/${colleague.id}/chats/${sharedChat}/shares`,
        {
          headers: auth(colleague.access_token),
          data: { emails: [user.email] },
        },
      );
      expect(shared.status()).toBe(201);

      await signIn(page, user.email);
      const customerPage = new CustomerPage(page, run.texts);

      // From the library: the newest chat's customer badge.
      await page.goto('/chats');
      const row = page.getByTestId('chat-row').filter({ hasText: 'Summer campaign' });
      await expect(row).toBeVisible();
      await screenshots(page, `customer-library-${run.language}-${run.viewport.width}`);
      await row.getByRole('link', { name: customer, exact: true }).click();
      await customerPage.expectCustomer(customerId, customer);

      // Profile, rules, approved memory, documents, and the chats newest first.
      await expect(customerPage.section('profile')).toContainText('Islanders and day trippers.');
      await expect(customerPage.section('rules')).toContainText('Breezy and plain.');
      await expect(customerPage.section('rules').getByText('cheap → affordable')).toBeVisible();
      const memory = customerPage.section('memory');
      await expect(memory).toContainText(run.fact);
      await expect(memory.getByText(run.texts.approvedBy(approver))).toBeVisible();
      await expect(
        customerPage.section('documents').getByRole('link', { name: /timetable\.md/ }),
      ).toBeVisible();
      await expect(customerPage.chatRows('ownChats')).toHaveText([/Summer campaign/, /Spring timetable/]);
      await expect(customerPage.chatRows('sharedChats')).toHaveText([/Island budget/]);
      await expect(customerPage.chatRows('sharedChats')).toContainText(run.texts.sharedBy(colleague.name));
      await screenshots(page, `customer-page-${run.language}-${run.viewport.width}`);

      // A document opens in the document viewer.
      await customerPage
        .section('documents')
        .getByRole('link', { name: /timetable\.md/ })
        .click();
      await expect(page).toHaveURL(new RegExp(`/customers/${customerId}/documents/[^/]+$`));
      await expect(page.getByRole('heading', { level: 1, name: 'timetable.md' })).toBeVisible();
      await expect(page.getByText('Hourly.')).toBeVisible();
      await page.goBack();
      await customerPage.expectCustomer(customerId, customer);

      // A chat row opens its chat, whose header's customer name leads back to the page.
      await customerPage
        .chatRows('ownChats')
        .filter({ hasText: 'Spring timetable' })
        .getByRole('link')
        .click();
      await expect(page).toHaveURL(new RegExp(`sessionId=${older}`));
      const titleBar = page.getByTestId('chat-title').locator('..');
      await titleBar.getByRole('link', { name: customer, exact: true }).click();
      await customerPage.expectCustomer(customerId, customer);

      // The wizard's customer step: "About this customer", without choosing it.
      await page.goto('/chat-wizard');
      await page
        .getByRole('list', { name: run.texts.wizard.teams })
        .getByRole('button', { name: new RegExp(`^${TEAM.name}`) })
        .click();
      const customers = page.getByRole('list', { name: run.texts.wizard.customers });
      const about = customers.getByRole('link', { name: run.texts.about(customer) });
      await expect(about).toBeVisible();
      await screenshots(page, `customer-wizard-${run.language}-${run.viewport.width}`);
      await about.click();
      await customerPage.expectCustomer(customerId, customer);

      // Another team's customer, by its id: not found, and nothing of it shown.
      await page.goto(`/customers/${elsewhere}`);
      await expect(page.getByText(run.texts.notFound)).toBeVisible();
      await expect(customerPage.heading).toHaveCount(0);
      await screenshots(page, `customer-not-found-${run.language}-${run.viewport.width}`);
      expect(cspViolations).toEqual([]);
    });
  });
}
