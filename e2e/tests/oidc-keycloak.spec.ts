import { apiPaths } from '@brief/contract/paths';
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

// The same sign-in against a provider set up like Keycloak (group names, only people an admin created),
// its button on a Spanish /login. A file of its own: the provider is the worker's.
test.use({ oidcProvider: 'keycloak', locale: 'es-ES' });

test('Continuar con Keycloak: a person the admin created, with the team their group name grants', async ({
  page,
  server,
  oidc,
  consoleErrors,
}) => {
  const headers = await adminHeaders(page, server.admin);
  await mapMarketingGroup(page, headers, OIDC_PROVIDERS.keycloak.marketingGroup);
  const email = `carla-${Date.now()}@brief.test`;
  const created = await page.request.post(apiPaths.register(email), {
    headers,
    data: { email, password: '', authProvider: 'oidc', agents: [] },
  });
  expect(created.ok(), await created.text()).toBe(true);
  oidc.accounts[email] = { groups: ['brief-marketing', 'brief-unmapped'] };
  await expectButtonInServedPage(page, 'es-ES,es;q=0.9', 'Continuar con Keycloak');

  await page.goto('/login');
  // Hydrated: the form's button submits.
  await expect(page.getByTestId('login-submit')).toHaveAttribute('type', 'submit');
  expect(hydrationErrors(consoleErrors)).toEqual([]);
  await page.getByRole('link', { name: 'Continuar con Keycloak' }).click();
  await signInAtOidcProvider(page, oidc.provider, email);

  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await signedInTeams(page)).toEqual({ email, teams: ['marketing'] });
});
