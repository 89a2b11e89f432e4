import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createUser, login } from './helper';

const ctx = await buildTestApp();
const admin = await createUser(ctx, { admin: true });
const member = await createUser(ctx);

const register = (token: string, body: Record<string, unknown>, pathEmail = String(body.email)) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/users/${encodeURIComponent(pathEmail)}/register`,
    headers: bearer(token),
    payload: body,
  });

describe('POST /api/users/:userId/admin-status', () => {
  it('answers 200 for an admin and 403 for anyone else', async () => {
    const asAdmin = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${admin.id}/admin-status`,
      headers: bearer(admin.token),
    });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toEqual({ admin: true });

    const asMember = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${member.id}/admin-status`,
      headers: bearer(member.token),
    });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toMatchObject({ error: { code: 'forbidden' } });
  });

  it("refuses another user's id in the path, even an admin's", async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${admin.id}/admin-status`,
      headers: bearer(member.token),
    });
    expect(response.statusCode).toBe(403);
    const adminOnMember = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${member.id}/admin-status`,
      headers: bearer(admin.token),
    });
    expect(adminOnMember.statusCode).toBe(403);
  });

  it('needs a token', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: `/api/users/${admin.id}/admin-status` });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/users/:email/register', () => {
  const domain = ctx.config.companyDomain;

  it('creates a password user with teams, who can then sign in', async () => {
    const email = `new.person@${domain}`;
    const response = await register(admin.token, {
      email,
      password: 'secret-pass',
      authProvider: 'password',
      agents: ['marketing', 'coandco'],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      user: {
        email,
        name: 'new.person',
        authProvider: 'password',
        admin: false,
        agents: ['coandco', 'marketing'],
      },
    });
    const signIn = await login(ctx, email, 'secret-pass');
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ user: { admin: false, name: 'new.person' } });
    const teams = await ctx.db
      .selectFrom('user_agents')
      .innerJoin('users', 'users.id', 'user_agents.user_id')
      .select('agent_id')
      .where('users.email', '=', email)
      .orderBy('agent_id')
      .execute();
    expect(teams.map((row) => row.agent_id)).toEqual(['coandco', 'marketing']);
  });

  it('creates a google user without a password, who cannot sign in with one', async () => {
    const email = `google.person@${domain}`;
    const response = await register(admin.token, { email, password: '', authProvider: 'google', agents: [] });
    expect(response.statusCode).toBe(201);
    const row = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toBeNull();
    expect(row.auth_provider).toBe('google');
    expect((await login(ctx, email, '')).statusCode).toBe(400);
    expect((await login(ctx, email, 'anything')).statusCode).toBe(401);

    const withPassword = await register(admin.token, {
      email: `google.two@${domain}`,
      password: 'should-not-be-here',
      authProvider: 'google',
      agents: [],
    });
    expect(withPassword.statusCode).toBe(400);
  });

  it('answers 409 when the e-mail exists, whatever its case', async () => {
    const body = { email: `twice@${domain}`, password: 'secret-pass', authProvider: 'password', agents: [] };
    expect((await register(admin.token, body)).statusCode).toBe(201);
    const again = await register(admin.token, { ...body, email: `TWICE@${domain}` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: {
        code: 'conflict',
        message: 'A user with this e-mail already exists',
        reason: 'email_taken',
        field: 'email',
      },
    });
  });

  it('refuses non-admins with 403 and creates nothing', async () => {
    const email = `sneaky@${domain}`;
    const response = await register(member.token, {
      email,
      password: 'secret-pass',
      authProvider: 'password',
    });
    expect(response.statusCode).toBe(403);
    const row = await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('validates the rules of the form and names the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { email: `short@${domain}`, password: '12345', authProvider: 'password' },
        'Password must be at least 6 characters',
      ],
      [{ email: `nopass@${domain}`, authProvider: 'password' }, 'body.password'],
      [{ email: 'not-an-email', password: 'secret-pass', authProvider: 'password' }, 'Invalid email address'],
      [{ email: `x@${domain}`, password: 'secret-pass', authProvider: 'ldap' }, 'body.authProvider'],
      [
        { email: 'someone@elsewhere.example', password: 'secret-pass', authProvider: 'password' },
        `Only ${domain} e-mails are allowed`,
      ],
      [
        { email: `teams@${domain}`, password: 'secret-pass', authProvider: 'password', agents: ['nope'] },
        'unknown team nope',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await register(admin.token, body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message).toContain(message);
    }
    const mismatch = await register(
      admin.token,
      { email: `a@${domain}`, password: 'secret-pass', authProvider: 'password' },
      `b@${domain}`,
    );
    expect(mismatch.statusCode).toBe(400);
  });
});
