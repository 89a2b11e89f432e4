import { apiPaths } from '@brief/contract/paths';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createUser, login } from './helper';

const ctx = await buildTestApp();

const read = (token: string, userId: string) =>
  ctx.app.inject({ method: 'GET', url: apiPaths.preferences(userId), headers: bearer(token) });
const write = (token: string, userId: string, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: apiPaths.preferences(userId),
    headers: bearer(token),
    payload: payload as object,
  });

describe('the interface language kept on the account', () => {
  it('is null until chosen, then follows the user to a new sign-in', async () => {
    const user = await createUser(ctx);
    expect((await read(user.token, user.id)).json()).toEqual({ locale: null });

    const saved = await write(user.token, user.id, { locale: 'es' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ locale: 'es' });
    expect((await read(user.token, user.id)).json()).toEqual({ locale: 'es' });

    // A second browser signing in learns it from the sign-in answer.
    const signIn = await login(ctx, user.email, user.password ?? '');
    expect(signIn.json<{ user: { locale: string | null } }>().user.locale).toBe('es');

    await write(user.token, user.id, { locale: null });
    expect((await read(user.token, user.id)).json()).toEqual({ locale: null });
    expect(
      (await login(ctx, user.email, user.password ?? '')).json<{ user: { locale: string | null } }>().user
        .locale,
    ).toBe(null);
  });

  it('refuses a language the interface does not have, keeping the error shape', async () => {
    const user = await createUser(ctx);
    for (const payload of [{ locale: 'fr' }, { locale: 'ES' }, {}, { locale: 7 }]) {
      const refused = await write(user.token, user.id, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ error: { code: string } }>().error.code).toBe('bad_request');
    }
    expect((await read(user.token, user.id)).json()).toEqual({ locale: null });
  });

  it("neither reads nor changes another user's preferences, and needs a sign-in", async () => {
    const owner = await createUser(ctx);
    const other = await createUser(ctx);
    await write(owner.token, owner.id, { locale: 'es' });

    expect((await read(other.token, owner.id)).statusCode).toBe(403);
    expect((await write(other.token, owner.id, { locale: 'en' })).statusCode).toBe(403);
    expect((await read(owner.token, owner.id)).json()).toEqual({ locale: 'es' });

    const anonymous = await ctx.app.inject({ method: 'GET', url: apiPaths.preferences(owner.id) });
    expect(anonymous.statusCode).toBe(401);
  });
});
