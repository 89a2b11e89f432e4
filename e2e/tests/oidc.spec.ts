import {
  adminHeaders,
  expectButtonInServedPage,
  hydrationErrors,
  mapMarketingGroup,
  OIDC_PROVIDERS,
  oidcTest as test,
  signedInTeams,
  signInAtOidcProvider,
} from '../fixtures/oidc';
import { expect } from '../fixtures/server';
import { LoginPage } from '../pages/login-page';

test.describe('like Entra ID', () => {
  test('Continue with Microsoft: the provider, then the dashboard with the team the groups grant', async ({
    page,
    server,
    oidc,
    consoleErrors,
  }) => {
    await mapMarketingGroup(
      page,
      await adminHeaders(page, server.admin),
      OIDC_PROVIDERS.entra.marketingGroup,
    );
    const email = `nuria-${Date.now()}@brief.test`;
    oidc.accounts[email] = { noEmailClaim: true, groups: [OIDC_PROVIDERS.entra.marketingGroup] };
    await expectButtonInServedPage(page, 'en-US,en;q=0.9', 'Continue with Microsoft');

    const login = new LoginPage(page);
    await login.goto();
    expect(hydrationErrors(consoleErrors)).toEqual([]);
    await login.continueWith('Microsoft').click();
    await signInAtOidcProvider(page, oidc.provider, email);

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
    // The account was made at this first sign-in, with the team its group grants.
    expect(await signedInTeams(page)).toEqual({ email, teams: ['marketing'] });
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
});
