import { describe, expect, it } from 'vitest';
import { ensureBootstrapAdmin } from '../src/users/bootstrap-admin';
import { createUsersRepo } from '../src/users/repo';
import { buildTestApp, login } from './helper';

const ctx = await buildTestApp();
const users = createUsersRepo(ctx.db);

describe('bootstrap admin', () => {
  it('generates a strong password on first start only, and it signs in as admin', async () => {
    const first = await ensureBootstrapAdmin(users, ctx.clock, {
      email: 'admin@brief.test',
      password: undefined,
    });
    expect(first.outcome).toBe('created');
    const password = first.outcome === 'created' ? (first.generatedPassword ?? '') : '';
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const second = await ensureBootstrapAdmin(users, ctx.clock, {
      email: 'admin@brief.test',
      password: undefined,
    });
    expect(second).toEqual({ email: 'admin@brief.test', outcome: 'unchanged' });

    const signIn = await login(ctx, 'admin@brief.test', password);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ user: { admin: true } });
    const row = await users.findByEmail('admin@brief.test');
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await users.teamIdsOf(row?.id ?? '')).toEqual(['coandco', 'creative', 'marketing', 'service']);
  });

  it('takes ADMIN_PASSWORD over on a later start', async () => {
    const result = await ensureBootstrapAdmin(users, ctx.clock, {
      email: 'admin@brief.test',
      password: 'chosen-pass',
    });
    expect(result.outcome).toBe('updated');
    expect((await login(ctx, 'admin@brief.test', 'chosen-pass')).statusCode).toBe(200);
  });

  it('reads back an admin another instance created at the same moment, rather than failing', async () => {
    const admin = { email: 'race@brief.test', password: undefined };
    // Both look, find nobody and insert; the one that loses the race finds the winner's account.
    const outcomes = await Promise.all([
      ensureBootstrapAdmin(users, ctx.clock, admin),
      ensureBootstrapAdmin(users, ctx.clock, admin),
    ]);
    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(['created', 'unchanged']);
    expect(
      await ctx.db.selectFrom('users').where('email', '=', admin.email).select('id').execute(),
    ).toHaveLength(1);
  });
});
