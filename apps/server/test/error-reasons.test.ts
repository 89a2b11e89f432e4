import { errorBodySchema, type ErrorBody } from '@brief/contract/errors';
import { sharePaths } from '@brief/contract/shares';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createChat, createUser } from './helper';

/**
 * A refusal the interface shows names why, besides its code and English message: a client words it
 * from the reason, the field and the values, in its reader's language, never from the message.
 */
const ctx = await buildTestApp();
const admin = await createUser(ctx, { admin: true });
const owner = await createUser(ctx, { teams: ['marketing'] });

const errorOf = (response: LightMyRequestResponse): ErrorBody['error'] =>
  errorBodySchema.parse(response.json()).error;

const register = (email: string, body: Record<string, unknown> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/users/${encodeURIComponent(email)}/register`,
    headers: bearer(admin.token),
    payload: { email, password: 'a-long-password', authProvider: 'password', agents: [], ...body },
  });

describe('an error body', () => {
  it('says an e-mail is taken (409 email_taken), not only in words', async () => {
    const taken = await register(owner.email);
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toEqual({
      code: 'conflict',
      message: 'A user with this e-mail already exists',
      reason: 'email_taken',
      field: 'email',
    });
  });

  it('names the company domain and the unknown teams as values', async () => {
    const outside = await register('someone@elsewhere.example');
    expect(errorOf(outside)).toMatchObject({
      code: 'bad_request',
      reason: 'email_domain',
      field: 'email',
      values: { domain: ctx.config.companyDomain },
    });
    const teams = await register(`new.person@${ctx.config.companyDomain}`, { agents: ['nowhere'] });
    expect(errorOf(teams)).toMatchObject({ reason: 'unknown_team', values: { teams: 'nowhere' } });
  });

  it('says a share address is nobody’s, with the addresses', async () => {
    const chatId = await createChat(ctx, owner, { app_name: 'marketing_agent' });
    const unknown = `nobody@${ctx.config.companyDomain}`;
    const refused = await ctx.app.inject({
      method: 'POST',
      url: sharePaths.shares(owner.id, chatId),
      headers: bearer(owner.token),
      payload: { emails: [unknown] },
    });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toMatchObject({
      code: 'bad_request',
      reason: 'share_not_colleague',
      field: 'emails',
      values: { emails: unknown },
    });
    const own = await ctx.app.inject({
      method: 'POST',
      url: sharePaths.shares(owner.id, chatId),
      headers: bearer(owner.token),
      payload: { emails: [owner.email] },
    });
    expect(errorOf(own)).toMatchObject({ reason: 'share_own_email', field: 'emails' });
  });

  it('names the field a schema refused (reason invalid)', async () => {
    const response = await register(`x@${ctx.config.companyDomain}`, { password: 'a' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'bad_request',
      reason: 'invalid',
      field: 'body.password',
    });
  });

  it('keeps the plain shape where there is nothing more to say', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/users/${owner.id}/bookmarks` });
    expect(response.json()).toEqual({ error: { code: 'unauthorized', message: 'Authentication required' } });
  });
});
