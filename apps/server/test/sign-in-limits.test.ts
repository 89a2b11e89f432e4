import type { AddressInfo } from 'node:net';
import { adminPaths, type AuditEntry } from '@brief/contract/admin-console';
import type { LoginResponse } from '@brief/contract/auth';
import { describe, expect, it, vi } from 'vitest';
import type * as Passwords from '../src/auth/passwords';
import { loginLimits } from '../src/auth/login-limiter';
import { bearer, buildTestApp, createUser, type TestUser } from './helper';

// Every password the server checks goes through this seam: the figures count the checks themselves.
const passwordChecks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../src/auth/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof Passwords>();
  return {
    ...actual,
    verifyPassword: (hash: string, password: string) => {
      passwordChecks.count += 1;
      return actual.verifyPassword(hash, password);
    },
  };
});

// Over real HTTP, as the attack was made: each "client address" is an X-Forwarded-For behind TRUST_PROXY,
// each "browser" a cookie jar.
const ctx = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
await ctx.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
const admin = await createUser(ctx, { admin: true });
const PASSWORD = 'correct-horse-1';
const WINDOW_SECONDS = loginLimits.perEmail.windowMs / 1000;

type Answer = { status: number; retryAfter: number; body: Record<string, unknown>; setCookies: string[] };

/** A browser: its cookies, kept as a browser keeps them, and the address it signs in from. */
class Browser {
  readonly cookies = new Map<string, string>();
  constructor(public address: string) {}

  async signIn(email: string, password: string): Promise<Answer> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': this.address,
        ...(cookie === '' ? {} : { cookie }),
      },
      body: JSON.stringify({ app: 'brief', email, password }),
    });
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      if (/max-age=0(;|$)/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(separator + 1));
    }
    return {
      status: response.status,
      retryAfter: Number(response.headers.get('retry-after')),
      body: (await response.json()) as Record<string, unknown>,
      setCookies,
    };
  }
}

let addressCounter = 0;
/** A client address of its own for each test (an office behind one NAT). */
const newAddress = () => `203.0.113.${(addressCounter += 1)}`;

/** A user whose browser has signed in once (so it holds the device cookie for the account). */
async function userWithDevice(address: string): Promise<{ user: TestUser; device: Browser }> {
  const user = await createUser(ctx);
  const device = new Browser(address);
  expect((await device.signIn(user.email, PASSWORD)).status).toBe(200);
  return { user, device };
}

/** `count` wrong guesses for the e-mail, all at once, each from a new browser at the address. */
const guesses = (email: string, address: string, count: number) =>
  Promise.all(
    Array.from({ length: count }, (_, index) => new Browser(address).signIn(email, `wrong-${index}`)),
  );

function expectRefused(answer: Answer): void {
  expect(answer.status).toBe(429);
  expect(answer.retryAfter).toBeGreaterThan(0);
  expect(answer.retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
  const { error, ...rest } = answer.body as { error?: { code?: string; message?: string } };
  expect(rest).toEqual({});
  expect(error?.code).toBe('rate_limited');
  expect(error?.message).toMatch(/^Too many failed sign-in attempts\. Try again in /);
  expect(answer.setCookies).toEqual([]);
}

async function lockAudits(email: string | null, reason: string): Promise<AuditEntry[]> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `${adminPaths.audit}?action=sign_in.failed&limit=200`,
    headers: bearer(admin.token),
  });
  return response
    .json<{ entries: AuditEntry[] }>()
    .entries.filter(
      (entry) => (email === null || entry.actorEmail === email) && entry.detail?.reason === reason,
    );
}

describe("the issue's figures: one person cannot lock the office out", () => {
  it('60 guesses at once for A from X: at most 5 checked; B from X signs in; A on her device too, told of the attack; A from a new browser waits', async () => {
    const office = newAddress();
    const a = await userWithDevice(newAddress());
    const b = await createUser(ctx);

    const checksBefore = passwordChecks.count;
    const burst = await guesses(a.user.email, office, 60);
    const checked = burst.filter((answer) => answer.status === 401);
    expect(passwordChecks.count - checksBefore).toBeLessThanOrEqual(5);
    expect(passwordChecks.count - checksBefore).toBe(checked.length);
    expect(checked.length).toBeGreaterThan(0);
    const refused = burst.filter((answer) => answer.status !== 401);
    expect(refused).toHaveLength(60 - checked.length);
    for (const answer of refused) expectRefused(answer);

    // A colleague who never failed, from the same office, without any cookie.
    expect((await new Browser(office).signIn(b.email, PASSWORD)).status).toBe(200);

    // A's owner, in the office now, on the browser she signed in with before.
    a.device.address = office;
    const owner = await a.device.signIn(a.user.email, PASSWORD);
    expect(owner.status).toBe(200);
    const notice = (owner.body as LoginResponse).notice;
    expect(notice?.code).toBe('account_under_attack');
    const lockedFor = (new Date(notice?.lockedUntil ?? 0).getTime() - ctx.clock.now().getTime()) / 1000;
    expect(lockedFor).toBeGreaterThan(0);
    expect(lockedFor).toBeLessThanOrEqual(WINDOW_SECONDS);

    // A from a browser that never signed in to her account, anywhere: locked, right password or not.
    expectRefused(await new Browser(office).signIn(a.user.email, PASSWORD));
    expectRefused(await new Browser(newAddress()).signIn(a.user.email, PASSWORD));

    // The lock is one audit entry, not one per refused guess.
    expect(await lockAudits(a.user.email, 'rate limited: too many attempts')).toHaveLength(1);
  });

  it('guessing many accounts locks the address for browsers without a cookie for the account they sign in to; a device locks only itself', async () => {
    const office = newAddress();
    const b = await userWithDevice(office);
    const bPhone = new Browser(newAddress());
    expect((await bPhone.signIn(b.user.email, PASSWORD)).status).toBe(200);
    const colleague = await createUser(ctx);

    // 5 accounts × 5 wrong guesses: the address counts each account's first 5, and locks at 20.
    const victims = await Promise.all(Array.from({ length: 5 }, () => createUser(ctx)));
    const answers = [];
    for (const victim of victims) answers.push(...(await guesses(victim.email, office, 5)));
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(loginLimits.perClient.maxAttempts);
    for (const answer of answers.filter((one) => one.status !== 401)) expectRefused(answer);

    expectRefused(await new Browser(office).signIn(colleague.email, PASSWORD));
    expectRefused(await new Browser(office).signIn(b.user.email, PASSWORD));
    expect((await b.device.signIn(b.user.email, PASSWORD)).status).toBe(200);
    expect(await lockAudits(null, 'rate limited: too many accounts tried from this address')).toHaveLength(1);

    // B's own device guesses wrong 5 times: that cookie is untrusted for the window (and the address is
    // locked), but B's other device, and B from a new browser elsewhere, still sign in.
    for (let attempt = 0; attempt < loginLimits.perDevice.maxAttempts; attempt += 1) {
      expect((await b.device.signIn(b.user.email, `wrong-${attempt}`)).status).toBe(401);
    }
    expectRefused(await b.device.signIn(b.user.email, PASSWORD));
    bPhone.address = office;
    expect((await bPhone.signIn(b.user.email, PASSWORD)).status).toBe(200);
    expect((await new Browser(newAddress()).signIn(b.user.email, PASSWORD)).status).toBe(200);
    // A trusted device's failures are no attack on the account: nothing to tell its owner.
    expect((await bPhone.signIn(b.user.email, PASSWORD)).body.notice).toBeUndefined();
  });

  it("one account's guesses never lock the address, however many", async () => {
    const office = newAddress();
    const target = await createUser(ctx);
    await guesses(target.email, office, 30);
    ctx.clock.advance(loginLimits.perEmail.windowMs + 1000);
    await guesses(target.email, office, 30);
    const colleagues = await Promise.all(Array.from({ length: 3 }, () => createUser(ctx)));
    for (const colleague of colleagues) {
      expect((await new Browser(office).signIn(colleague.email, PASSWORD)).status).toBe(200);
    }
  });

  it('forgives a colleague the typing mistakes made before signing in', async () => {
    const office = newAddress();
    const people = await Promise.all(Array.from({ length: 6 }, () => createUser(ctx)));
    // Six people mistype 4 times each before getting it right: 24 failures, no lock.
    for (const person of people) {
      const browser = new Browser(office);
      for (let attempt = 0; attempt < 4; attempt += 1) await browser.signIn(person.email, `typo-${attempt}`);
      expect((await browser.signIn(person.email, PASSWORD)).status).toBe(200);
    }
    const late = await createUser(ctx);
    expect((await new Browser(office).signIn(late.email, PASSWORD)).status).toBe(200);
  });
});

describe('the device cookie', () => {
  it('is set by a password sign-in only: HttpOnly, SameSite=Strict, the sign-in path, a year, not Secure over http', async () => {
    const user = await createUser(ctx);
    const browser = new Browser(newAddress());
    expect((await browser.signIn(user.email, 'wrong-password')).setCookies).toEqual([]);
    const signedIn = await browser.signIn(user.email, PASSWORD);
    expect(signedIn.setCookies).toHaveLength(1);
    const [cookie = '', ...attributes] = (signedIn.setCookies[0] ?? '').split('; ');
    expect(cookie).toMatch(/^brief_device_[\w-]+=[\w.-]+$/);
    expect(cookie).not.toContain(signedIn.body.access_token as string);
    expect(attributes).toEqual([
      `Max-Age=${365 * 24 * 60 * 60}`,
      'Path=/api/login',
      'HttpOnly',
      'SameSite=Strict',
    ]);
  });

  it('is Secure when PUBLIC_URL is https', async () => {
    const https = await buildTestApp({ env: { PUBLIC_URL: 'https://brief.example.com' } });
    const user = await createUser(https);
    const response = await https.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: PASSWORD },
    });
    const setCookie = response.headers['set-cookie'];
    expect(String(setCookie).split('; ')).toEqual(
      expect.arrayContaining(['Secure', 'HttpOnly', 'SameSite=Strict']),
    );
  });

  it("counts as none when forged, altered or another account's, and is no access token", async () => {
    const office = newAddress();
    const a = await userWithDevice(office);
    const other = await userWithDevice(office);
    await guesses(a.user.email, newAddress(), 5);
    const [name = '', value = ''] = [...a.device.cookies][0] ?? [];
    const [nonce = '', expires = '', signature = ''] = value.split('.');

    const holding = (cookieValue: string, cookieName = name) => {
      const browser = new Browser(office);
      browser.cookies.set(cookieName, cookieValue);
      return browser.signIn(a.user.email, PASSWORD);
    };
    const [, otherValue = ''] = [...other.device.cookies][0] ?? [];
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    expectRefused(await holding(`${nonce}.${expires}.${flipped}`));
    expectRefused(await holding(`${nonce}.${Number(expires) + 1}.${signature}`));
    expectRefused(await holding(otherValue));
    expectRefused(await holding(a.user.token));
    expectRefused(await holding(value, `brief_device_${'A'.repeat(16)}`));

    const asToken = await ctx.app.inject({ method: 'POST', url: '/api/renew-token', headers: bearer(value) });
    expect(asToken.statusCode).toBe(401);
    expect((await a.device.signIn(a.user.email, PASSWORD)).status).toBe(200);
  });

  it('outlives a sign-out: signing out everywhere leaves the browser trusted', async () => {
    const a = await userWithDevice(newAddress());
    const signedIn = await a.device.signIn(a.user.email, PASSWORD);
    const signOut = await fetch(`${base}/api/users/${a.user.id}/sign-out-everywhere`, {
      method: 'POST',
      headers: { ...bearer(signedIn.body.access_token as string), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(signOut.status).toBe(200);
    expect(signOut.headers.getSetCookie()).toEqual([]);
    await guesses(a.user.email, newAddress(), 6);
    expect((await a.device.signIn(a.user.email, PASSWORD)).status).toBe(200);
  });
});
