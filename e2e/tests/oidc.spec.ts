import type { Page } from '@playwright/test';
import { MARKETING_GROUP, oidcTest as test, signInAtOidcProvider } from '../fixtures/oidc';
import { expect } from '../fixtures/server';
import { LoginPage } from '../pages/login-page';

/** The admin maps the provider's Marketing group to the Marketing team. */
async function mapMarketingGroup(page: Page, admin: { email: string; password: string }) {
  const login = await page.request.post('/api/login', { data: admin });
  expect(login.ok()).toBe(true);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const mapped = await page.request.patch('/api/admin/teams/marketing', {
    headers: { Authorization: `Bearer ${token}` },
    data: { groups: [MARKETING_GROUP] },
  });
  expect(mapped.status()).toBe(200);
}

test('Continue with Microsoft: the provider, then the dashboard with the team the groups grant', async ({
  page,
  server,
  oidc,
}) => {
  await mapMarketingGroup(page, server.admin);
  const email = `nuria-${Date.now()}@brief.test`;
  oidc.accounts[email] = { noEmailClaim: true, groups: [MARKETING_GROUP] };

  const login = new LoginPage(page);
  await login.goto();
  await login.continueWith('Microsoft').click();
  await signInAtOidcProvider(page, oidc.provider, email);

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  const stored = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('user') ?? '{}') as {
        email?: string;
        id?: string;
        access_token?: string;
      },
  );
  expect(stored.email).toBe(email);
  // The account was made at this first sign-in, with the team its group grants.
  const teams = await page.request.get(`/api/users/${stored.id ?? ''}/agents`, {
    headers: { Authorization: `Bearer ${stored.access_token ?? ''}` },
  });
  expect(teams.status()).toBe(200);
  expect(((await teams.json()) as { id: string }[]).map((team) => team.id)).toEqual(['marketing']);
});

test('a person in no mapped group lands back on /login with the Authentication Failed toast', async ({
  page,
  server,
  oidc,
}) => {
  const email = `outsider-${Date.now()}@brief.test`;
  oidc.accounts[email] = { noEmailClaim: true, groups: ['some-other-group'] };

  const login = new LoginPage(page);
  await login.goto();
  await login.continueWith('Microsoft').click();
  await signInAtOidcProvider(page, oidc.provider, email);

  await expect(page).toHaveURL(`${server.url}/login`);
  const toast = page.getByTestId('toast').filter({ hasText: 'Authentication Failed' });
  await expect(toast).toContainText('Authentication was not successful');
});
