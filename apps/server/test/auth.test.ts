import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createUser, login } from './helper';

const ctx = await buildTestApp();
const refusal = { success: false, error: { code: 'unauthorized', message: 'Invalid email or password' } };

describe('POST /api/login', () => {
  it('signs in with the answer fields the web app reads', async () => {
    const user = await createUser(ctx, { admin: true });
    const response = await login(ctx, user.email.toUpperCase(), 'correct-horse-1');
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(body).toMatchObject({
      success: true,
      token_type: 'bearer',
      user: { id: user.id, email: user.email, name: user.email.split('@')[0], admin: true, picture: null },
      name: user.email.split('@')[0],
      picture: null,
    });
    expect(body.access_token).toEqual(expect.any(String));
    const me = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/admin-status`,
      headers: bearer(body.access_token as string),
    });
    expect(me.statusCode).toBe(200);
  });

  it('refuses wrong domain, unknown user, wrong password, disabled and google-only users alike', async () => {
    const user = await createUser(ctx);
    const disabled = await createUser(ctx, { disabled: true });
    const google = await createUser(ctx, { provider: 'google' });
    const attempts = [
      [user.email.replace(/@.*/, '@other.example'), 'correct-horse-1'],
      [`nobody-${Date.now()}@${ctx.config.companyDomain}`, 'correct-horse-1'],
      [user.email, 'wrong-password'],
      [disabled.email, 'correct-horse-1'],
      [google.email, 'correct-horse-1'],
    ] as const;
    for (const [index, [email, password]] of attempts.entries()) {
      const response = await login(ctx, email, password, `10.0.0.${index + 50}`);
      expect(response.statusCode, email).toBe(401);
      expect(response.json(), email).toEqual(refusal);
    }
  });

  it('answers 400 naming the field for missing fields, wrong types and malformed JSON', async () => {
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'a@brief.test' },
    });
    expect(missing.statusCode).toBe(400);
    const missingError = missing.json<{ error: { code: string; message: string } }>().error;
    expect(missingError.code).toBe('bad_request');
    expect(missingError.message).toContain('body.password');

    const wrongType = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 42, password: 'whatever' },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json<{ error: { message: string } }>().error.message).toContain('body.email');

    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@brief.test", "password": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      error: { code: 'bad_request', message: 'The request body is not valid JSON' },
    });
    expect(malformed.body).not.toMatch(/at .*\.js|stack|SyntaxError/);
  });

  it('rate-limits failed attempts per e-mail with Retry-After, even for the right password', async () => {
    const user = await createUser(ctx);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await login(ctx, user.email, `wrong-${attempt}`, '10.1.0.1');
      expect(response.statusCode).toBe(401);
    }
    const blocked = await login(ctx, user.email, 'correct-horse-1', '10.1.0.2');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    const blockedError = blocked.json<{ error: { code: string; message: string } }>().error;
    expect(blockedError.code).toBe('rate_limited');
    expect(blockedError.message).toContain('Too many failed sign-in attempts');

    ctx.clock.advance(15 * 60_000 + 1000);
    const later = await login(ctx, user.email, 'correct-horse-1', '10.1.0.2');
    expect(later.statusCode).toBe(200);
  });

  it('rate-limits one client address trying many e-mails', async () => {
    const client = '10.2.0.9';
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const response = await login(ctx, `guess${attempt}@${ctx.config.companyDomain}`, 'nope-nope', client);
      expect(response.statusCode).toBe(401);
    }
    const user = await createUser(ctx);
    const blocked = await login(ctx, user.email, 'correct-horse-1', client);
    expect(blocked.statusCode).toBe(429);
    const otherClient = await login(ctx, user.email, 'correct-horse-1', '10.2.0.10');
    expect(otherClient.statusCode).toBe(200);
    ctx.clock.advance(15 * 60_000 + 1000);
  });
});

describe('tokens', () => {
  it('renews a valid token into a working new one', async () => {
    const user = await createUser(ctx);
    ctx.clock.advance(1000);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/renew-token',
      headers: bearer(user.token),
      payload: { app: 'brief' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ success: boolean; access_token: string }>();
    expect(body.success).toBe(true);
    expect(body.access_token).not.toBe(user.token);
    const renewedWorks = await ctx.app.inject({
      method: 'POST',
      url: '/api/renew-token',
      headers: bearer(body.access_token),
    });
    expect(renewedWorks.statusCode).toBe(200);
  });

  it('refuses calls without a token, with a forged or expired one', async () => {
    const none = await ctx.app.inject({ method: 'POST', url: '/api/renew-token' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: { code: 'unauthorized', message: 'Authentication required' } });

    const user = await createUser(ctx);
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('brief')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(48)));
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: user.id, iss: 'brief', exp: 9999999999 }),
    ).toString('base64url')}.`;
    for (const token of [forged, unsigned, 'not-a-token']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/renew-token',
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(401);
    }

    ctx.clock.advance((ctx.config.tokenTtlMinutes + 1) * 60_000);
    const expired = await ctx.app.inject({
      method: 'POST',
      url: '/api/renew-token',
      headers: bearer(user.token),
    });
    expect(expired.statusCode).toBe(401);
  });

  it("stops a disabled or deleted user's token at once", async () => {
    const user = await createUser(ctx);
    const gone = await createUser(ctx);
    const call = (token: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/renew-token', headers: bearer(token) });
    expect((await call(user.token)).statusCode).toBe(200);
    await ctx.db
      .updateTable('users')
      .set({ disabled_at: ctx.clock.now().toISOString() })
      .where('id', '=', user.id)
      .execute();
    expect((await call(user.token)).statusCode).toBe(401);
    await ctx.db.deleteFrom('users').where('id', '=', gone.id).execute();
    expect((await call(gone.token)).statusCode).toBe(401);
  });
});
