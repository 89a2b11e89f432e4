import type { APIRequestContext } from '@playwright/test';
import { AdminPage } from '../pages/admin-page';
import { AppFrame } from '../pages/app-frame';
import { LoginPage } from '../pages/login-page';
import { expect, test, type BriefServer } from '../fixtures/server';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Makes a password user through the admin's API and answers their id. */
async function register(
  request: APIRequestContext,
  server: BriefServer,
  email: string,
  password: string,
): Promise<string> {
  const login = await request.post('/api/login', {
    data: { email: server.admin.email, password: server.admin.password },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const created = await request.post(`/api/users/${encodeURIComponent(email)}/register`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { email, password, authProvider: 'password', agents: [] },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { user: { id: string } }).user.id;
}

for (const [viewport, width] of [
  [DESKTOP, '1280 px'],
  [PHONE, '390 px'],
] as const) {
  test(`a team lead sees Admin with only their team and grants it to an existing person (${width})`, async ({
    page,
    server,
    cspViolations,
  }) => {
    await page.setViewportSize(viewport);
    const stamp = `${viewport.width}-${Date.now()}`;
    const leadEmail = `lead-${stamp}@brief.test`;
    const personEmail = `person-${stamp}@brief.test`;
    await register(page.request, server, leadEmail, 'lead-pass-1');
    await register(page.request, server, personEmail, 'person-pass-1');

    // The admin makes them the lead of Marketing, in the console.
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(server.admin.email, server.admin.password);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
    await page.goto('/admin');
    const admin = new AdminPage(page);
    const leadRow = await admin.findPerson(leadEmail);
    await leadRow.getByRole('button', { name: `Edit access of ${leadEmail}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit access' });
    await dialog.getByRole('checkbox', { name: 'Lead of Marketing' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect((await admin.findPerson(leadEmail)).getByText('Lead of Marketing')).toBeVisible();
    await new AppFrame(page).signOut();

    // The lead: Admin in the navigation, their team only, no admin controls.
    await login.goto();
    await login.signIn(leadEmail, 'lead-pass-1');
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
    const frame = new AppFrame(page);
    await frame.navLink('Admin').click();
    await expect(page).toHaveURL(/\/admin/);
    await expect(admin.people.first()).toBeVisible();
    await expect(admin.form).toHaveCount(0);
    await admin.openTab('Teams');
    await expect(page.getByRole('list', { name: 'Teams' }).getByRole('listitem')).toHaveCount(1);
    await expect(admin.teamCard('Marketing')).toBeVisible();
    await expect(page.getByRole('button', { name: 'New team' })).toHaveCount(0);

    await admin.grantTeams(personEmail, ['Marketing']);
    const row = await admin.findPerson(personEmail);
    await expect(row.getByText('Marketing')).toBeAttached();
    await expect(row.getByRole('button', { name: `Disable ${personEmail}` })).toHaveCount(0);
    // Nothing of the other teams.
    await expect(page.locator('body')).not.toHaveText(/Creative|creative/);
    expect(cspViolations).toEqual([]);
  });
}
