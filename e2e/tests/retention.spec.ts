import type { APIRequestContext } from '@playwright/test';
import { ageChats } from '../../apps/server/test/age-chats';
import { expect, test, type BriefServer } from '../fixtures/server';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The console's texts this test reads, in the language the browser asks for. */
const TEXTS = {
  en: {
    teams: 'Teams',
    people: 'People',
    open: (name: string) => `Open ${name}`,
    editTeam: 'Edit team',
    retention: 'Delete chats untouched for (days)',
    deletesNow: (count: number) => `Deletes ${count} chats now`,
    saveTeam: 'Save team',
    searchPeople: 'Search people',
    moreActions: (email: string) => `More actions for ${email}`,
    legalHold: 'Legal hold (keep their chats)',
    onHold: 'On hold',
  },
  es: {
    teams: 'Equipos',
    people: 'Personas',
    open: (name: string) => `Abrir ${name}`,
    editTeam: 'Editar equipo',
    retention: 'Eliminar chats sin actividad durante (días)',
    deletesNow: (count: number) => `Elimina ${count} chats ahora`,
    saveTeam: 'Guardar equipo',
    searchPeople: 'Buscar personas',
    moreActions: (email: string) => `Más acciones para ${email}`,
    legalHold: 'Retención legal (conservar sus chats)',
    onHold: 'En retención legal',
  },
};

/** Signs the admin in through the API; answers their id and bearer header. */
async function adminApi(request: APIRequestContext, server: BriefServer) {
  const login = await request.post('/api/login', { data: server.admin });
  expect(login.ok()).toBe(true);
  const { access_token: token, user } = (await login.json()) as {
    access_token: string;
    user: { id: string };
  };
  return { id: user.id, headers: { Authorization: `Bearer ${token}` } };
}

/** Two chats of the admin in `appName`'s team, untouched for 100 days; and a person to put on hold. */
async function seed(request: APIRequestContext, server: BriefServer, appName: string, stamp: string) {
  const admin = await adminApi(request, server);
  const chatIds: string[] = [];
  for (let index = 0; index < 2; index += 1) {
    const chat = await request.post(`/api/users/${admin.id}/sessions`, {
      headers: admin.headers,
      data: { app_name: appName },
    });
    expect(chat.ok(), await chat.text()).toBe(true);
    chatIds.push(((await chat.json()) as { id: string }).id);
  }
  ageChats(server.dataDir, chatIds, 100);
  const email = `held-${stamp}@brief.test`;
  const created = await request.post(`/api/users/${encodeURIComponent(email)}/register`, {
    headers: admin.headers,
    data: { email, password: 'held-pass-1', authProvider: 'password', agents: [] },
  });
  expect(created.status()).toBe(201);
  return email;
}

for (const { viewport, width, language, team, appName } of [
  { viewport: DESKTOP, width: '1280 px', language: 'en', team: 'Creative', appName: 'creative_agent' },
  { viewport: PHONE, width: '390 px, Spanish', language: 'es', team: 'Service', appName: 'service_agent' },
] as const) {
  test.describe(`retention and legal hold (${width})`, () => {
    test.use({ locale: language === 'es' ? 'es-ES' : 'en-US', viewport });

    test(`an admin sets a team's retention, sees what it deletes now, and puts a person on hold (${width})`, async ({
      page,
      server,
      cspViolations,
    }) => {
      const t = TEXTS[language];
      const heldEmail = await seed(page.request, server, appName, `${viewport.width}-${Date.now()}`);

      await page.goto('/login');
      await expect(page.getByTestId('login-submit')).toHaveAttribute('type', 'submit');
      await page.getByTestId('login-email').fill(server.admin.email);
      await page.getByTestId('login-password').fill(server.admin.password);
      await page.getByTestId('login-submit').click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto('/admin');

      // The team's dialog: 30 days would delete the two chats untouched for 100 days.
      await page.getByRole('tab', { name: t.teams }).click();
      await page.getByRole('button', { name: t.open(team) }).click();
      await page.getByRole('button', { name: t.editTeam }).click();
      const dialog = page.getByRole('dialog', { name: t.editTeam });
      const days = dialog.getByLabel(t.retention);
      await expect(days).toHaveValue('');
      await days.fill('30');
      await expect(dialog.getByText(t.deletesNow(2))).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`retention-preview-${viewport.width}.png`) });
      await dialog.getByRole('button', { name: t.saveTeam }).click();
      await expect(dialog).toBeHidden();

      // Kept after a reload (the console opened anew).
      await page.goto('/admin');
      await page.getByRole('tab', { name: t.teams }).click();
      await page.getByRole('button', { name: t.open(team) }).click();
      await page.getByRole('button', { name: t.editTeam }).click();
      await expect(page.getByRole('dialog', { name: t.editTeam }).getByLabel(t.retention)).toHaveValue('30');
      await page.keyboard.press('Escape');

      // Legal hold from the person's menu; their row says so.
      await page.getByRole('tab', { name: t.people }).click();
      await page.getByRole('searchbox', { name: t.searchPeople }).fill(heldEmail);
      const rows = page.getByRole('table', { name: t.people }).getByTestId('person-row');
      const row = rows.filter({ hasText: heldEmail });
      await expect(rows).toHaveCount(1);
      await expect(row.getByText(t.onHold)).toHaveCount(0);
      await row.getByRole('button', { name: t.moreActions(heldEmail) }).click();
      await page.getByRole('menuitemcheckbox', { name: t.legalHold }).click();
      const badge = row.getByTestId('legal-hold-badge').filter({ visible: true });
      await expect(badge).toHaveText(t.onHold);
      await expect(badge).toHaveAttribute('title', /.+/);
      await page.goto('/admin');
      await page.getByRole('tab', { name: t.people }).click();
      await page.getByRole('searchbox', { name: t.searchPeople }).fill(heldEmail);
      // Kept after a reload too; only the held person's row is listed.
      await expect(rows).toHaveCount(1);
      await expect(badge).toHaveText(t.onHold);
      await row.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`legal-hold-${viewport.width}.png`) });
      expect(cspViolations).toEqual([]);
    });
  });
}
