import { afterAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createUser, type TestContext } from './helper';
import { freePort } from './free-port';
import { startTestOpenIdProvider, type TestAccount } from './oidc-test-provider';
import { RedirectBrowser } from './redirect-browser';

/**
 * Sign-in with any OpenID Connect provider, against a real one (oidc-provider) on 127.0.0.1 configured
 * twice: like Entra ID (an issuer with a tenant path, groups as ids, no `email` claim but
 * `preferred_username`, accounts made at first sign-in) and like Keycloak (group names, only people an
 * admin created). Each app listens on a real port and a cookie-keeping browser follows the redirects.
 */

const DOMAIN = 'brief.test';
const CALLBACK_PATH = '/api/v1/oidc/callback';
const MARKETING_GROUP = '5f2c1a9e-0b7d-4c3e-9a51-3d0e8b6f4a21';
const CREATIVE_GROUP = '9b8e7d6c-1a2b-4c3d-8e9f-0a1b2c3d4e5f';

type Setup = { ctx: TestContext; publicUrl: string; issuer: string; accounts: Record<string, TestAccount> };

async function setUp(kind: 'entra' | 'keycloak'): Promise<Setup> {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const accounts: Record<string, TestAccount> =
    kind === 'entra'
      ? {
          [`nuria@${DOMAIN}`]: { noEmailClaim: true, groups: [MARKETING_GROUP, 'unmapped-group-id'] },
          [`outsider@${DOMAIN}`]: { noEmailClaim: true, groups: ['unmapped-group-id'] },
          [`pablo@${DOMAIN}`]: { noEmailClaim: true, groups: [MARKETING_GROUP] },
          [`unverified@${DOMAIN}`]: { email_verified: false, groups: [MARKETING_GROUP] },
          'mallory@other.example': { noEmailClaim: true, groups: [MARKETING_GROUP] },
        }
      : {
          [`carla@${DOMAIN}`]: { groups: ['brief-marketing', 'brief-creative'] },
          [`stranger@${DOMAIN}`]: { groups: ['brief-marketing'] },
          [`pw@${DOMAIN}`]: { groups: ['brief-marketing'] },
        };
  const provider = await startTestOpenIdProvider({
    redirectUri: `${publicUrl}${CALLBACK_PATH}`,
    accounts,
    ...(kind === 'entra' ? { issuerPath: '/7d1f3c2a-4b5e-4f60-9a8b-1c2d3e4f5a6b/v2.0' } : {}),
  });
  afterAll(() => provider.close());
  const ctx = await buildTestApp({
    env: {
      PUBLIC_URL: publicUrl,
      COMPANY_DOMAIN: DOMAIN,
      TRUST_PROXY: 'true',
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_LABEL: kind === 'entra' ? 'Microsoft' : 'Keycloak',
      ...(kind === 'entra' ? { OIDC_AUTO_CREATE: 'true' } : {}),
    },
  });
  await ctx.app.listen({ port, host: '127.0.0.1' });
  return { ctx, publicUrl, issuer: provider.issuer, accounts };
}

const entra = await setUp('entra');
const keycloak = await setUp('keycloak');

/** The whole sign-in from the "Continue with …" button; answers the app's final redirect. */
async function signIn(setup: Setup, email: string) {
  const browser = new RedirectBrowser(setup.publicUrl);
  const form = await browser.go(`${setup.publicUrl}/api/v1/oidc/login?app=brief`);
  expect(form.status).toBe(200);
  const action = /action="([^"]+)"/.exec(form.body)?.[1];
  expect(action).toBeDefined();
  return browser.go(new URL(action ?? '', setup.issuer), { form: { email } });
}

function sessionOf(setup: Setup, location: string | undefined): Record<string, string> {
  expect(location).toMatch(/^\/auth\/callback\?/);
  return Object.fromEntries(new URL(location ?? '', setup.publicUrl).searchParams);
}

async function adminOf(setup: Setup) {
  return createUser(setup.ctx, { admin: true });
}

async function mapGroups(setup: Setup, token: string, teamId: string, groups: string[]) {
  const response = await setup.ctx.app.inject({
    method: 'PATCH',
    url: `/api/admin/teams/${teamId}`,
    headers: bearer(token),
    payload: { groups },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ groups: string[] }>();
}

async function personRow(setup: Setup, token: string, email: string) {
  const response = await setup.ctx.app.inject({
    method: 'GET',
    url: `/api/admin/users?q=${encodeURIComponent(email)}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response
    .json<{ users: { email: string; provider: string; teams: string[]; groupTeams: string[] }[] }>()
    .users.find((user) => user.email === email);
}

async function teamsOfToken(setup: Setup, userId: string, token: string) {
  const response = await setup.ctx.app.inject({
    method: 'GET',
    url: `/api/users/${userId}/agents`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response
    .json<{ id: string }[]>()
    .map((team) => team.id)
    .sort();
}

const entraAdmin = await adminOf(entra);
await mapGroups(entra, entraAdmin.token, 'marketing', [MARKETING_GROUP]);
await mapGroups(entra, entraAdmin.token, 'creative', [CREATIVE_GROUP]);
const keycloakAdmin = await adminOf(keycloak);
await mapGroups(keycloak, keycloakAdmin.token, 'marketing', ['brief-marketing']);
await mapGroups(keycloak, keycloakAdmin.token, 'creative', ['brief-creative']);

describe('OpenID sign-in like Entra ID (tenant issuer path, group ids, no email claim, auto-create)', () => {
  it('tells the browser its label and starts the code flow with PKCE and a signed cookie', async () => {
    const config = await entra.ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json<{ oidcLabel?: string }>().oidcLabel).toBe('Microsoft');

    const response = await fetch(`${entra.publicUrl}/api/v1/oidc/login?app=brief`, {
      redirect: 'manual',
      headers: { 'x-forwarded-for': '10.99.0.1' },
    });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${entra.issuer}/auth`);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: `${entra.publicUrl}${CALLBACK_PATH}`,
      code_challenge_method: 'S256',
    });
    expect(location.searchParams.get('nonce')).toMatch(/^[\w-]{32,}$/);
    const cookie =
      response.headers.getSetCookie().find((line) => line.startsWith('brief_oidc_sign_in=')) ?? '';
    expect(cookie).toMatch(/Path=\/api\/v1\/oidc(;|$)/);
    expect(cookie).toMatch(/HttpOnly/);
  });

  it('makes the account of a person in a mapped group at first sign-in, with the groups’ teams', async () => {
    const step = await signIn(entra, `nuria@${DOMAIN}`);
    const session = sessionOf(entra, step.location);
    expect(session).toMatchObject({ success: 'true', email: `nuria@${DOMAIN}`, admin: 'false' });

    const row = await personRow(entra, entraAdmin.token, `nuria@${DOMAIN}`);
    expect(row).toMatchObject({ provider: 'oidc', teams: ['marketing'], groupTeams: ['marketing'] });
    expect(await teamsOfToken(entra, session.user_id ?? '', session.access_token ?? '')).toEqual([
      'marketing',
    ]);
  });

  it('takes a team away at the next sign-in when its group leaves the token, keeping hand grants', async () => {
    const email = `pablo@${DOMAIN}`;
    const first = sessionOf(entra, (await signIn(entra, email)).location);
    const userId = first.user_id ?? '';
    // An admin grants Service by hand and leaves Marketing as the groups gave it.
    const patched = await entra.ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${userId}`,
      headers: bearer(entraAdmin.token),
      payload: { teams: ['marketing', 'service'] },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ teams: ['marketing', 'service'], groupTeams: ['marketing'] });

    // Taking Marketing away by hand does not beat the groups.
    const byHand = await entra.ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${userId}`,
      headers: bearer(entraAdmin.token),
      payload: { teams: ['service'] },
    });
    expect(byHand.json()).toMatchObject({ teams: ['marketing', 'service'], groupTeams: ['marketing'] });

    const account = entra.accounts[email];
    if (account === undefined) throw new Error('no account');
    account.groups = [CREATIVE_GROUP];
    const second = sessionOf(entra, (await signIn(entra, email)).location);
    expect(await personRow(entra, entraAdmin.token, email)).toMatchObject({
      teams: ['creative', 'service'],
      groupTeams: ['creative'],
    });
    // The token of the first sign-in, still valid, already lost Marketing: teams are read per request.
    expect(await teamsOfToken(entra, userId, first.access_token ?? '')).toEqual(['creative', 'service']);
    expect(await teamsOfToken(entra, userId, second.access_token ?? '')).toEqual(['creative', 'service']);

    account.groups = [];
    sessionOf(entra, (await signIn(entra, email)).location);
    expect(await personRow(entra, entraAdmin.token, email)).toMatchObject({
      teams: ['service'],
      groupTeams: [],
    });
  });

  it('refuses a person in no mapped group, another domain and an unverified e-mail: /login?error=auth_failed', async () => {
    for (const email of [`outsider@${DOMAIN}`, 'mallory@other.example', `unverified@${DOMAIN}`]) {
      const step = await signIn(entra, email);
      expect(step.location, email).toBe('/login?error=auth_failed');
      expect(await personRow(entra, entraAdmin.token, email), email).toBeUndefined();
    }
  });

  it('refuses a callback without its state cookie as invalid_callback_data', async () => {
    const response = await fetch(`${entra.publicUrl}${CALLBACK_PATH}?code=c&state=s`, {
      redirect: 'manual',
      headers: { 'x-forwarded-for': '10.99.0.2' },
    });
    expect(response.headers.get('location')).toBe('/login?error=invalid_callback_data');
  });
});

describe('OpenID sign-in like Keycloak (group names, people an admin created)', () => {
  it('admits a person an admin created with provider oidc and gives them their groups’ teams', async () => {
    const created = await keycloak.ctx.app.inject({
      method: 'POST',
      url: `/api/users/${encodeURIComponent(`carla@${DOMAIN}`)}/register`,
      headers: bearer(keycloakAdmin.token),
      payload: { email: `carla@${DOMAIN}`, password: '', authProvider: 'oidc', agents: ['service'] },
    });
    expect(created.statusCode, created.body).toBeLessThan(300);

    const session = sessionOf(keycloak, (await signIn(keycloak, `carla@${DOMAIN}`)).location);
    expect(session.email).toBe(`carla@${DOMAIN}`);
    expect(await personRow(keycloak, keycloakAdmin.token, `carla@${DOMAIN}`)).toMatchObject({
      provider: 'oidc',
      teams: ['creative', 'marketing', 'service'],
      groupTeams: ['creative', 'marketing'],
    });
  });

  it('refuses an unknown person without auto-create, and a password user', async () => {
    await createUser(keycloak.ctx, { email: `pw@${DOMAIN}` });
    for (const email of [`stranger@${DOMAIN}`, `pw@${DOMAIN}`]) {
      expect((await signIn(keycloak, email)).location, email).toBe('/login?error=auth_failed');
    }
    expect(await personRow(keycloak, keycloakAdmin.token, `stranger@${DOMAIN}`)).toBeUndefined();
  });

  it('lets only an admin map groups to a team', async () => {
    const member = await createUser(keycloak.ctx);
    const response = await keycloak.ctx.app.inject({
      method: 'PATCH',
      url: '/api/admin/teams/service',
      headers: bearer(member.token),
      payload: { groups: ['anyone'] },
    });
    expect(response.statusCode).toBe(403);
    const teams = await keycloak.ctx.app.inject({
      method: 'GET',
      url: '/api/admin/teams',
      headers: bearer(keycloakAdmin.token),
    });
    expect(
      teams.json<{ id: string; groups: string[] }[]>().find((team) => team.id === 'service')?.groups,
    ).toEqual([]);
  });
});
