import { afterAll, describe, expect, it } from 'vitest';
import { createGoogleStateSealer } from '../src/auth/google-state';
import { loginLimits } from '../src/auth/login-limiter';
import { loggerOptions } from '../src/logging';
import { bearer, buildTestApp, createUser } from './helper';
import { startTestOpenIdProvider } from './oidc-test-provider';
import { freePort } from './free-port';

/**
 * Google sign-in against a real OpenID provider (oidc-provider) on 127.0.0.1. The app listens on a real
 * port, and a small cookie-keeping "browser" follows every redirect by hand: app → provider → its
 * sign-in form → provider → app callback → /auth/callback or /login.
 */

const DOMAIN = 'brief.test';
const JWT_SECRET = 'google-test-secret-0123456789abcdefghijklmnop';
const COOKIE = 'brief_google_sign_in';
const CALLBACK_PATH = '/api/v1/google/callback';

const port = await freePort();
const publicUrl = `http://127.0.0.1:${port}`;
const provider = await startTestOpenIdProvider({
  redirectUri: `${publicUrl}${CALLBACK_PATH}`,
  accounts: {
    [`ana@${DOMAIN}`]: { name: 'Ana Example', picture: 'https://lh3.googleusercontent.com/a/ana-photo' },
    [`unverified@${DOMAIN}`]: { email_verified: false },
    [`wrong-hd@${DOMAIN}`]: { hd: 'other.example' },
    [`no-hd@${DOMAIN}`]: { hd: null },
    // A Workspace account of another domain that claims the company domain as hd (it cannot, but the
    // e-mail's own domain must be checked too).
    'mallory@other.example': { hd: DOMAIN },
  },
});
afterAll(() => provider.close());

const logLines: string[] = [];
const googleEnv = {
  PUBLIC_URL: publicUrl,
  COMPANY_DOMAIN: DOMAIN,
  JWT_SECRET,
  // Every simulated browser has its own address, so the per-client sign-in limit stays per test.
  TRUST_PROXY: 'true',
  GOOGLE_CLIENT_ID: provider.clientId,
  GOOGLE_CLIENT_SECRET: provider.clientSecret,
  GOOGLE_ISSUER: provider.issuer,
};
const ctx = await buildTestApp({
  env: googleEnv,
  logger: { ...(loggerOptions('info') as object), stream: { write: (line: string) => logLines.push(line) } },
});
await ctx.app.listen({ port, host: '127.0.0.1' });

let clientCounter = 0;

type Step = {
  status: number;
  body: string;
  /** The app's answer when it sent the browser to one of its pages (/login…, /auth/callback…). */
  location: string | undefined;
  /** The next URL, when the walk stopped before requesting it. */
  next: URL | undefined;
  headers: Headers;
};

/** Keeps cookies per path (every server is 127.0.0.1, and cookies ignore ports) and follows redirects. */
class Browser {
  readonly clientAddress = `10.77.${Math.floor(clientCounter / 250)}.${(clientCounter++ % 250) + 1}`;
  private readonly cookies = new Map<string, { value: string; path: string }>();

  cookie(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  setCookie(name: string, value: string, path = '/'): void {
    this.cookies.set(name, { value, path });
  }

  /**
   * Requests `url` and follows redirects until a page answers, the app redirects to one of its own
   * pages, or `stopBefore` says to stop before a URL.
   */
  async go(
    start: string | URL,
    options: { form?: Record<string, string>; stopBefore?: (url: URL) => boolean } = {},
  ): Promise<Step> {
    let url = new URL(start);
    let form = options.form;
    for (let hop = 0; hop < 20; hop += 1) {
      if (options.stopBefore?.(url) === true) {
        return { status: 0, body: '', location: undefined, next: url, headers: new Headers() };
      }
      const response = await this.request(url, form);
      form = undefined;
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || location === null) {
        return {
          status: response.status,
          body: await response.text(),
          location: undefined,
          next: undefined,
          headers: response.headers,
        };
      }
      const target = new URL(location, url);
      if (target.origin === publicUrl && !target.pathname.startsWith('/api/')) {
        return { status: response.status, body: '', location, next: undefined, headers: response.headers };
      }
      url = target;
    }
    throw new Error('too many redirects');
  }

  async request(url: URL, form?: Record<string, string>): Promise<Response> {
    const cookie = [...this.cookies.entries()]
      .filter(([, entry]) => url.pathname.startsWith(entry.path))
      .map(([name, entry]) => `${name}=${entry.value}`)
      .join('; ');
    const headers: Record<string, string> = {};
    if (cookie !== '') headers.cookie = cookie;
    if (url.origin === publicUrl) headers['x-forwarded-for'] = this.clientAddress;
    if (form !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, {
      method: form === undefined ? 'GET' : 'POST',
      headers,
      body: form === undefined ? undefined : new URLSearchParams(form).toString(),
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) this.store(line);
    return response;
  }

  private store(line: string): void {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const name = pair.slice(0, pair.indexOf('='));
    const value = pair.slice(pair.indexOf('=') + 1);
    const attribute = (key: string) =>
      attributes.find((part) => part.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
    const expires = attribute('expires');
    const gone =
      value === '' ||
      attribute('max-age') === '0' ||
      (expires !== undefined && Date.parse(expires) < Date.now());
    if (gone) this.cookies.delete(name);
    else this.cookies.set(name, { value, path: attribute('path') ?? '/' });
  }
}

const loginUrl = `${publicUrl}/api/v1/google/login?app=brief`;
const isCallback = (url: URL) => url.origin === publicUrl && url.pathname === CALLBACK_PATH;

/** From the Google button to the provider's answer, stopping before the app's callback is requested. */
async function throughProvider(email: string, browser = new Browser()) {
  const form = await browser.go(loginUrl);
  expect(form.status).toBe(200);
  const action = /action="([^"]+)"/.exec(form.body)?.[1];
  expect(action).toBeDefined();
  const atCallback = await browser.go(new URL(action ?? '', provider.issuer), {
    form: { email },
    stopBefore: isCallback,
  });
  const callback = atCallback.next;
  if (callback === undefined) throw new Error(`the provider did not return to the app: ${atCallback.body}`);
  return { browser, callback };
}

/** The whole sign-in; answers the app's final redirect. */
async function signInWithGoogle(email: string): Promise<Step & { browser: Browser; callback: URL }> {
  const { browser, callback } = await throughProvider(email);
  return { ...(await browser.go(callback)), browser, callback };
}

function sessionOf(location: string | undefined): Record<string, string> {
  expect(location).toMatch(/^\/auth\/callback\?/);
  return Object.fromEntries(new URL(location ?? '', publicUrl).searchParams);
}

const refusalsLogged = () =>
  logLines
    .map((line) => JSON.parse(line) as { msg: string; reason?: string; email?: string })
    .filter((entry) => entry.msg === 'Google sign-in refused');

describe('GET /api/v1/google/login', () => {
  it('redirects to the provider: code flow, PKCE S256, state, nonce, hd and the callback as redirect_uri', async () => {
    const response = await fetch(loginUrl, {
      redirect: 'manual',
      headers: { 'x-forwarded-for': '10.1.1.1' },
    });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.issuer}/auth`);
    const params = Object.fromEntries(location.searchParams);
    expect(params).toMatchObject({
      client_id: provider.clientId,
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: `${publicUrl}${CALLBACK_PATH}`,
      code_challenge_method: 'S256',
      hd: DOMAIN,
    });
    expect(params.state).toMatch(/^[\w-]{32,}$/);
    expect(params.nonce).toMatch(/^[\w-]{32,}$/);
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(response.headers.get('cache-control')).toBe('no-store');

    const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${COOKIE}=`)) ?? '';
    expect(cookie).toMatch(/Max-Age=600/);
    expect(cookie).toMatch(/Path=\/api\/v1\/google(;|$)/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    // The cookie holds no readable secret: the verifier is not the challenge's plain text.
    expect(cookie).not.toContain(params.code_challenge);
  });

  it('sends a Secure cookie when PUBLIC_URL is https', async () => {
    const secure = await buildTestApp({ env: { ...googleEnv, PUBLIC_URL: 'https://brief.example.com' } });
    const response = await secure.app.inject({ method: 'GET', url: '/api/v1/google/login?app=brief' });
    expect(response.statusCode).toBe(302);
    expect(new URL(response.headers.location as string).searchParams.get('redirect_uri')).toBe(
      'https://brief.example.com/api/v1/google/callback',
    );
    expect(String(response.headers['set-cookie'])).toMatch(/; Secure/);
  });

  it('sends the browser to /login?error=auth_failed when Google sign-in is not configured', async () => {
    const plain = await buildTestApp();
    for (const url of ['/api/v1/google/login?app=brief', `${CALLBACK_PATH}?code=c&state=s`]) {
      const response = await plain.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe('/login?error=auth_failed');
      expect(String(response.headers['set-cookie'] ?? ''), url).not.toContain('=ey');
    }
  });

  it('keeps the discovery document, retries a failed discovery once and does not keep a failure', async () => {
    const fresh = await buildTestApp({ env: googleEnv });
    const start = () => fresh.app.inject({ method: 'GET', url: '/api/v1/google/login?app=brief' });
    const before = provider.discoveryRequests();

    provider.failDiscovery(2);
    const failed = await start();
    expect(failed.headers.location).toBe('/login?error=auth_failed');
    expect(provider.discoveryRequests() - before).toBe(2);

    provider.failDiscovery(1);
    const retried = await start();
    expect(String(retried.headers.location)).toMatch(new RegExp(`^${provider.issuer}/auth\\?`));
    expect(provider.discoveryRequests() - before).toBe(4);

    await start();
    await start();
    expect(provider.discoveryRequests() - before).toBe(4);
  });
});

describe('GET /api/v1/google/callback', () => {
  it('signs in a company Google user an admin created: /auth/callback with a working session', async () => {
    const user = await createUser(ctx, { email: `ana@${DOMAIN}`, provider: 'google', teams: ['coandco'] });
    const signedIn = await signInWithGoogle(user.email);

    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get('referrer-policy')).toBe('no-referrer');
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    const session = sessionOf(signedIn.location);
    expect(session).toMatchObject({
      success: 'true',
      user_id: user.id,
      name: 'Ana Example',
      email: user.email,
      picture: 'https://lh3.googleusercontent.com/a/ana-photo',
      admin: 'false',
    });
    // The state cookie is spent.
    expect(signedIn.browser.cookie(COOKIE)).toBeUndefined();

    const teams = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${user.id}/agents`,
      headers: bearer(session.access_token ?? ''),
    });
    expect(teams.statusCode).toBe(200);
    const row = await ctx.db
      .selectFrom('users')
      .select(['last_login_at', 'name', 'picture'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      last_login_at: ctx.clock.now().toISOString(),
      name: 'Ana Example',
      picture: 'https://lh3.googleusercontent.com/a/ana-photo',
    });
  });

  it('says admin=true for an admin who signs in with Google', async () => {
    const admin = await createUser(ctx, { email: `boss@${DOMAIN}`, provider: 'google', admin: true });
    const session = sessionOf((await signInWithGoogle(admin.email)).location);
    expect(session).toMatchObject({ success: 'true', user_id: admin.id, admin: 'true' });
  });

  it('writes admitted and refused Google sign-ins to the audit log, with the reason for a refusal', async () => {
    const user = await createUser(ctx, { email: `audit-ok@${DOMAIN}`, provider: 'google' });
    await createUser(ctx, { email: `audit-gone@${DOMAIN}`, provider: 'google', disabled: true });
    expect(sessionOf((await signInWithGoogle(user.email)).location).success).toBe('true');
    expect((await signInWithGoogle(`audit-gone@${DOMAIN}`)).location).toBe('/login?error=auth_failed');

    const rows = await ctx.db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id', 'actor_email', 'detail'])
      .where('actor_email', 'in', [user.email, `audit-gone@${DOMAIN}`])
      .orderBy('at')
      .orderBy('id')
      .execute();
    expect(rows.map((row) => ({ ...row, detail: JSON.parse(row.detail ?? '{}') as unknown }))).toEqual([
      {
        action: 'sign_in.succeeded',
        actor_user_id: user.id,
        actor_email: user.email,
        detail: { method: 'google' },
      },
      {
        action: 'sign_in.failed',
        actor_user_id: null,
        actor_email: `audit-gone@${DOMAIN}`,
        detail: { method: 'google', reason: 'disabled user' },
      },
    ]);
  });

  it('refuses everyone else with one and the same redirect, and logs why', async () => {
    await createUser(ctx, { email: `unverified@${DOMAIN}`, provider: 'google' });
    await createUser(ctx, { email: `wrong-hd@${DOMAIN}`, provider: 'google' });
    await createUser(ctx, { email: `no-hd@${DOMAIN}`, provider: 'google' });
    await createUser(ctx, { email: 'mallory@other.example', provider: 'google' });
    await createUser(ctx, { email: `gone@${DOMAIN}`, provider: 'google', disabled: true });
    await createUser(ctx, { email: `typist@${DOMAIN}`, provider: 'password' });
    const cases = [
      ['someone@other.example', 'hd claim is "other.example"'],
      ['mallory@other.example', 'e-mail outside the company domain'],
      [`unverified@${DOMAIN}`, 'e-mail not verified'],
      [`wrong-hd@${DOMAIN}`, 'hd claim is "other.example"'],
      [`no-hd@${DOMAIN}`, 'hd claim is absent'],
      [`nobody@${DOMAIN}`, 'unknown user'],
      [`gone@${DOMAIN}`, 'disabled user'],
      [`typist@${DOMAIN}`, 'user signs in with password'],
    ] as const;

    const lastLogins = () =>
      ctx.db
        .selectFrom('users')
        .select(['email', 'last_login_at'])
        .where(
          'email',
          'in',
          cases.map(([email]) => email),
        )
        .orderBy('email')
        .execute();
    const before = await lastLogins();

    const answers = new Set<string>();
    for (const [email, reason] of cases) {
      const refused = await signInWithGoogle(email);
      expect(refused.location, email).toBe('/login?error=auth_failed');
      expect(refused.browser.cookie(COOKIE), email).toBeUndefined();
      answers.add(JSON.stringify([refused.status, refused.location, refused.headers.getSetCookie()]));
      expect(refusalsLogged().at(-1), email).toMatchObject({ email, reason });
    }
    // Unknown, disabled, password-only and existing-but-unverified look exactly alike from outside.
    expect(answers.size).toBe(1);

    // Nobody was signed in.
    expect(await lastLogins()).toEqual(before);
  });

  it('never writes a code, state cookie or access token to the log', async () => {
    await createUser(ctx, { email: `quiet@${DOMAIN}`, provider: 'google' });
    const signedIn = await signInWithGoogle(`quiet@${DOMAIN}`);
    const code = signedIn.callback.searchParams.get('code') ?? '';
    const token = sessionOf(signedIn.location).access_token ?? '';
    expect(code.length).toBeGreaterThan(10);
    const log = logLines.join('\n');
    expect(log).toContain('signed in with Google');
    expect(log).not.toContain(code);
    expect(log).not.toContain(token);
    expect(log).not.toMatch(/brief_google_sign_in=ey/);
  });

  it('refuses a replayed code (the provider has spent it) with auth_failed', async () => {
    await createUser(ctx, { email: `replay@${DOMAIN}`, provider: 'google' });
    const { browser, callback } = await throughProvider(`replay@${DOMAIN}`);
    const stateCookie = browser.cookie(COOKIE) ?? '';
    expect(sessionOf((await browser.go(callback)).location).success).toBe('true');

    // An attacker who kept the whole return, cookie included, tries it again.
    browser.setCookie(COOKIE, stateCookie, '/api/v1/google');
    const replayed = await browser.go(callback);
    expect(replayed.location).toBe('/login?error=auth_failed');
    expect(refusalsLogged().at(-1)?.reason).toMatch(/invalid_grant/);
  });

  it('answers invalid_callback_data for a tampered state, a missing, altered or expired cookie, or no code', async () => {
    await createUser(ctx, { email: `careful@${DOMAIN}`, provider: 'google' });
    const expectInvalid = async (step: Promise<Step>, reason: RegExp) => {
      expect((await step).location).toBe('/login?error=invalid_callback_data');
      expect(refusalsLogged().at(-1)?.reason).toMatch(reason);
    };

    const tampered = await throughProvider(`careful@${DOMAIN}`);
    tampered.callback.searchParams.set('state', `${tampered.callback.searchParams.get('state')}x`);
    await expectInvalid(tampered.browser.go(tampered.callback), /state does not match/);

    const noCookie = await throughProvider(`careful@${DOMAIN}`);
    await expectInvalid(new Browser().go(noCookie.callback), /no state cookie/);

    const altered = await throughProvider(`careful@${DOMAIN}`);
    const sealed = altered.browser.cookie(COOKIE) ?? '';
    const [header, payload, signature] = sealed.split('.');
    const forged = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    forged.nonce = 'chosen-by-attacker';
    altered.browser.setCookie(
      COOKIE,
      `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`,
      '/api/v1/google',
    );
    await expectInvalid(altered.browser.go(altered.callback), /state cookie rejected/);

    const late = await throughProvider(`careful@${DOMAIN}`);
    ctx.clock.advance(10 * 60_000 + 1_000);
    await expectInvalid(late.browser.go(late.callback), /state cookie expired/);

    const noCode = await throughProvider(`careful@${DOMAIN}`);
    noCode.callback.searchParams.delete('code');
    await expectInvalid(noCode.browser.go(noCode.callback), /code or state missing/);
  });

  it('checks the ID token nonce and sends the PKCE verifier (a cookie signed with other values is refused)', async () => {
    await createUser(ctx, { email: `checked@${DOMAIN}`, provider: 'google' });
    // Only someone holding the server's secret could sign these; they show the checks really run.
    const sealer = createGoogleStateSealer(JWT_SECRET, ctx.clock);
    for (const [change, reason] of [
      [{ nonce: 'another-nonce' }, /nonce/],
      [{ codeVerifier: 'another-verifier-another-verifier-another-verifier' }, /invalid_grant/],
    ] as const) {
      const { browser, callback } = await throughProvider(`checked@${DOMAIN}`);
      const opened = await sealer.open(browser.cookie(COOKIE) ?? '');
      if (!('state' in opened)) throw new Error(opened.invalid);
      browser.setCookie(COOKIE, await sealer.seal({ ...opened.state, ...change }), '/api/v1/google');
      const refused = await browser.go(callback);
      expect(refused.location).toBe('/login?error=auth_failed');
      expect(refusalsLogged().at(-1)?.reason).toMatch(reason);
    }
  });

  it('answers auth_failed when the provider returns an error (the user cancelled)', async () => {
    const { browser } = await throughProvider(`cancel@${DOMAIN}`);
    const cancelled = await browser.go(`${publicUrl}${CALLBACK_PATH}?error=access_denied&state=x`);
    expect(cancelled.location).toBe('/login?error=auth_failed');
    expect(refusalsLogged().at(-1)?.reason).toBe('provider answered access_denied');
  });

  it('counts refused returns against the client address, like failed password sign-ins', async () => {
    await createUser(ctx, { email: `limited@${DOMAIN}`, provider: 'google' });
    const browser = new Browser();
    for (let attempt = 0; attempt < loginLimits.perClient.maxAttempts; attempt += 1) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: CALLBACK_PATH,
        headers: { 'x-forwarded-for': browser.clientAddress },
      });
      expect(response.headers.location).toBe('/login?error=invalid_callback_data');
    }
    // Past the limit this address cannot even start, and a good return is refused before any exchange.
    const start = await browser.go(loginUrl);
    expect(start.location).toBe('/login?error=auth_failed');
    expect(refusalsLogged().at(-1)?.reason).toMatch(/^rate limited/);

    const other = new Browser();
    const { callback } = await throughProvider(`limited@${DOMAIN}`, other);
    const limitedReturn = await ctx.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: {
        'x-forwarded-for': browser.clientAddress,
        cookie: `${COOKIE}=${other.cookie(COOKIE) ?? ''}`,
      },
    });
    expect(limitedReturn.headers.location).toBe('/login?error=auth_failed');
    expect(refusalsLogged().at(-1)?.reason).toMatch(/^rate limited/);
  });

  it('answers callback_processing_failed when something breaks on our side', async () => {
    await createUser(ctx, { email: `unlucky@${DOMAIN}`, provider: 'google' });
    const { browser, callback } = await throughProvider(`unlucky@${DOMAIN}`);
    // The provider goes away between the authorization and the code exchange.
    const broken = await buildTestApp({
      env: { ...googleEnv, GOOGLE_ISSUER: `http://127.0.0.1:${await freePort()}` },
    });
    const response = await broken.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: `${COOKIE}=${browser.cookie(COOKIE) ?? ''}` },
    });
    expect(response.headers.location).toBe('/login?error=callback_processing_failed');
  });
});
