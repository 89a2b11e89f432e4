import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { AdminPage } from '../pages/admin-page';
import { ChatPage } from '../pages/chat-page';
import { LoginPage } from '../pages/login-page';
import { expect, test, type BriefServer } from '../fixtures/server';

const PROFILE_SENTENCE = 'The Beanstalk loyalty club has 7,777 members across Hobart.';

test('an admin sets up a team with a customer for a new user, who chats about it until disabled', async ({
  page,
  browser,
  server,
  cspViolations,
}) => {
  // The longest journey of the suite (two people, a team, a customer, two replies, a disable).
  test.setTimeout(180_000);
  const stamp = Date.now();
  const teamName = `Harbour Studio ${stamp}`;
  const customerName = 'Quokka Coffee';
  const email = `harbour-${stamp}@brief.test`;
  const password = 'harbour-secret';

  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(server.admin.email, server.admin.password);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  await page.goto('/admin');
  const admin = new AdminPage(page);

  await admin.createTeam({
    name: teamName,
    appName: `harbour_${stamp}`,
    instructions: 'You advise small coffee chains.',
  });
  await admin.addEntry('specialist', { name: 'Maya Metrics', description: 'data analysis' });
  await admin.addEntry('customer', {
    name: customerName,
    description: 'Coffee roaster in Tasmania',
    body: `# ${customerName}\n## Loyalty\n- ${PROFILE_SENTENCE}\n## Stores\n- Quokka Coffee runs 3 stores.`,
  });
  await expect(page.getByRole('list', { name: 'Specialists' }).getByText('Maya Metrics')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Customers' }).getByText(customerName)).toBeVisible();

  // The spec's form makes the user; the People tab grants the new team.
  await admin.openTab('People');
  await admin.email.fill(email);
  await admin.provider('Password').check();
  await admin.password.fill(password);
  await admin.submit.click();
  await expect(page.getByText(`Successfully created user: ${email}`)).toBeVisible();
  await admin.grantTeams(email, [teamName]);
  await expect((await admin.findPerson(email)).getByText(teamName)).toBeAttached();

  // The user, in a browser of their own.
  const userContext = await browser.newContext({ baseURL: server.url });
  const userPage = await userContext.newPage();
  const userLogin = new LoginPage(userPage);
  await userLogin.goto();
  await userLogin.signIn(email, password);
  await expect(userPage).toHaveURL(/\/dashboard$/, { timeout: 10_000 });

  const chat = new ChatPage(userPage);
  await chat.goto();
  const teams = userPage.getByRole('list', { name: 'Teams' }).getByRole('checkbox');
  await expect(teams).toHaveCount(1);
  await expect(chat.team(teamName)).toBeVisible();
  await chat.team(teamName).check();
  await chat.customer(customerName).check();
  await chat.chooseSpecialists(['Maya Metrics']);
  await chat.newChat.click();
  await chat.waitForReplyDone();
  await expect(chat.message('assistant').last()).toContainText(customerName);

  await chat.composer.fill('How many members does the Beanstalk loyalty club have?');
  await chat.send.click();
  await expect(chat.message('assistant')).toHaveCount(2, { timeout: 30_000 });
  await chat.waitForReplyDone();
  await expect(chat.message('assistant').last()).toContainText(PROFILE_SENTENCE);

  // Disabled: the user's next call ends their session.
  await admin.disable(email);
  await userPage.goto('/chats');
  await expect(userPage).toHaveURL(new RegExp(`${server.url}/(login)?$`), { timeout: 10_000 });
  expect(await userPage.evaluate(() => localStorage.getItem('user'))).toBeNull();
  await userContext.close();

  await admin.openTab('Audit log');
  await expect(
    page.getByTestId('audit-entry').filter({ hasText: `disabled the account of ${email.split('@')[0]}` }),
  ).toBeVisible();
  expect(cspViolations).toEqual([]);
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const SHOTS = process.env.SHOTS_DIR;
/** With SHOTS_DIR set: what the window shows, in light and in dark, for a person to look at. */
async function shots(page: Page, name: string): Promise<void> {
  if (SHOTS === undefined) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: `${SHOTS}/${name}-${colorScheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The admin's token, for setting the scene through the API. */
async function adminToken(request: APIRequestContext, server: BriefServer): Promise<string> {
  const response = await request.post('/api/login', {
    data: { email: server.admin.email, password: server.admin.password },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

for (const [viewport, width] of [
  [DESKTOP, '1280 px'],
  [PHONE, '390 px'],
] as const) {
  test(`a person the admin creates shows at once in People and in their team's member count (${width})`, async ({
    page,
    server,
  }) => {
    await page.setViewportSize(viewport);
    // First by e-mail, so the first page of People holds them.
    const email = `aaa-${viewport.width}-${Date.now()}@brief.test`;
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(server.admin.email, server.admin.password);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
    await page.goto('/admin');
    const admin = new AdminPage(page);
    // Both lists are loaded (and cached) before the change.
    await expect(admin.people.first()).toBeVisible();
    await admin.openTab('Teams');
    await expect(admin.teamCard('Marketing')).toBeVisible();
    const members = await admin.memberCount('Marketing');
    await page.evaluate(() => {
      (window as unknown as { notReloaded?: boolean }).notReloaded = true;
    });

    await admin.openTab('People');
    await admin.createUser(email, 'new-person-pass', ['Marketing']);
    await expect(page.getByText(`Successfully created user: ${email}`)).toBeVisible();
    await expect(admin.people.filter({ hasText: email })).toBeVisible();
    await admin.people.filter({ hasText: email }).scrollIntoViewIfNeeded();
    await shots(page, `admin-people-created-${viewport.width}`);

    await admin.openTab('Teams');
    await expect(admin.teamCard('Marketing').getByText(`${members + 1} members`)).toBeVisible();
    await shots(page, `admin-teams-counted-${viewport.width}`);
    await admin.openTab('People');
    await expect(admin.people.filter({ hasText: email })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
  });

  test(`the audit log reads as sentences with current names, in English and Spanish (${width})`, async ({
    page,
    browser,
    server,
  }) => {
    await page.setViewportSize(viewport);
    const stamp = `${viewport.width}-${Date.now()}`;
    const token = await adminToken(page.request, server);
    const headers = { Authorization: `Bearer ${token}` };
    const register = async (email: string, name: string) => {
      const created = await page.request.post(`/api/users/${encodeURIComponent(email)}/register`, {
        headers,
        data: { email, password: 'first-pass-1', authProvider: 'password', agents: ['marketing'] },
      });
      expect(created.status()).toBe(201);
      const { user } = (await created.json()) as { user: { id: string } };
      expect(
        (await page.request.patch(`/api/admin/users/${user.id}`, { headers, data: { name } })).ok(),
      ).toBe(true);
      return user.id;
    };
    // María, an admin who reads Spanish (her browser's language), resets Pedro's password.
    const mariaEmail = `maria-${stamp}@brief.test`;
    const mariaId = await register(mariaEmail, 'María García');
    await page.request.patch(`/api/admin/users/${mariaId}`, { headers, data: { admin: true } });
    const pedroId = await register(`pedro-${stamp}@brief.test`, `Pedro ${stamp}`);
    const spanish = await browser.newContext({ baseURL: server.url, locale: 'es-ES', viewport });
    const mariaPage = await spanish.newPage();
    await mariaPage.goto('/login');
    await mariaPage.locator('input[type="email"]').fill(mariaEmail);
    await mariaPage.locator('input[type="password"]').fill('first-pass-1');
    await mariaPage.locator('form button[type="submit"]').click();
    await expect(mariaPage).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    const mariaToken = await mariaPage.evaluate(
      () => (JSON.parse(localStorage.getItem('user') ?? '{}') as { access_token: string }).access_token,
    );
    const reset = await mariaPage.request.post(`/api/admin/users/${pedroId}/password`, {
      headers: { Authorization: `Bearer ${mariaToken}` },
      data: { password: 'second-pass-2' },
    });
    expect(reset.ok()).toBe(true);

    await mariaPage.goto('/admin?tab=audit');
    const entry = mariaPage
      .getByTestId('audit-entry')
      .filter({ hasText: `Pedro ${stamp}` })
      .first();
    await expect(entry.locator('p')).toHaveText(`María García restableció la contraseña de Pedro ${stamp}`);
    // Spanish dates ("26 nov 2026, 23:27"), no id or action code until Details opens.
    await expect(entry.locator('time')).toHaveText(/^\d{1,2} [a-z]{3}\.? \d{4}, \d{1,2}:\d{2}$/);
    await expect(entry).not.toContainText(pedroId);
    await expect(entry).not.toContainText('user.password_reset');
    await shots(mariaPage, `admin-audit-es-${viewport.width}`);
    await entry.getByRole('button', { name: /^Detalles/ }).click();
    await expect(entry).toContainText('user.password_reset');
    await expect(entry).toContainText(pedroId);
    await shots(mariaPage, `admin-audit-es-details-${viewport.width}`);
    // The Teams cards count in Spanish too.
    await mariaPage.goto('/admin?tab=teams');
    const marketing = mariaPage.getByRole('list', { name: 'Equipos' }).getByRole('listitem').filter({
      hasText: 'Marketing',
    });
    await expect(marketing.getByText(/^\d+ miembros?$/)).toBeVisible();
    await expect(marketing.getByText(/^\d+ especialistas?$/)).toBeVisible();
    await shots(mariaPage, `admin-teams-es-${viewport.width}`);
    await spanish.close();

    // The same entry in English, for the first admin.
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(server.admin.email, server.admin.password);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
    await page.goto('/admin?tab=audit');
    const english = page
      .getByTestId('audit-entry')
      .filter({ hasText: `Pedro ${stamp}` })
      .first();
    await expect(english.locator('p')).toHaveText(`María García reset the password of Pedro ${stamp}`);
    await shots(page, `admin-audit-en-${viewport.width}`);
  });
}
