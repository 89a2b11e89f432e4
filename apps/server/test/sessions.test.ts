import { adminPaths, type AuditEntry } from '@brief/contract/admin-console';
import { describe, expect, it } from 'vitest';
import { createBuiltinModel } from '../src/agents/builtin-model';
import { demoCustomers } from '../src/teams/demo-catalogue';
import {
  bearer,
  buildTestApp,
  createChat,
  createUser,
  login,
  parseEventStream,
  signInAgain,
  type TestUser,
} from './helper';

// A built-in model slow enough that a reply is still being written when its user is disabled.
const ctx = await buildTestApp({
  model: createBuiltinModel({ wordDelayMs: 25 }),
  env: { TOKEN_TTL_MINUTES: String(60 * 24 * 30), SESSION_MAX_DAYS: '3' },
});
const admin = await createUser(ctx, { admin: true });

const get = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (token: string, url: string, payload: Record<string, unknown> = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const agentsOf = (user: TestUser, token = user.token) => get(token, `/api/users/${user.id}/agents`);
const renew = (token: string) => post(token, '/api/renew-token');
const renewedToken = async (token: string): Promise<string> => {
  const response = await renew(token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ access_token: string }>().access_token;
};
const auditActions = async (targetId: string): Promise<string[]> => {
  const page = (await get(admin.token, `${adminPaths.audit}?limit=200`)).json<{ entries: AuditEntry[] }>();
  return page.entries.filter((entry) => entry.targetId === targetId).map((entry) => entry.action);
};

describe('a burst of parallel sign-in guesses', () => {
  it('checks at most 5 of 60 guesses sent at once; the rest and a right password after them get 429', async () => {
    const user = await createUser(ctx);
    // Each guess from its own address: only the per-e-mail limit is in play.
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, index) => login(ctx, user.email, `wrong-${index}`, `10.9.${index}.1`)),
    );
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    for (const refused of burst.filter((response) => response.statusCode === 429)) {
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json<{ error: { code: string } }>().error.code).toBe('rate_limited');
    }

    const right = await login(ctx, user.email, 'correct-horse-1', '10.9.200.1');
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    // The refused burst is one audit entry, next to one per checked guess.
    const page = (await get(admin.token, `${adminPaths.audit}?action=sign_in.failed&limit=200`)).json<{
      entries: AuditEntry[];
    }>();
    const mine = page.entries.filter((entry) => entry.actorEmail === user.email);
    const limited = mine.filter((entry) => JSON.stringify(entry.detail).includes('rate limited'));
    expect(limited).toHaveLength(1);
    expect(mine.length - limited.length).toBe(statuses.filter((status) => status === 401).length);

    ctx.clock.advance(15 * 60_000 + 1000);
    expect((await login(ctx, user.email, 'correct-horse-1', '10.9.200.1')).statusCode).toBe(200);
  });

  it('lets a right password through when it is among the attempts the window allows', async () => {
    const user = await createUser(ctx);
    const burst = await Promise.all([
      login(ctx, user.email, 'wrong-1', '10.8.0.1'),
      login(ctx, user.email, 'wrong-2', '10.8.0.2'),
      login(ctx, user.email, 'correct-horse-1', '10.8.0.3'),
    ]);
    expect(burst.map((response) => response.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('does not count colleagues signing in from one address against it', async () => {
    const office = '10.7.0.1';
    for (let index = 0; index < 25; index += 1) {
      const colleague = await createUser(ctx);
      expect((await login(ctx, colleague.email, 'correct-horse-1', office)).statusCode).toBe(200);
    }
  });
});

describe('ending sessions', () => {
  it('a password reset ends every token issued before it, renewed ones included', async () => {
    const user = await createUser(ctx);
    const renewed = await renewedToken(user.token);
    const otherDevice = (await signInAgain(ctx, user)).token;

    const reset = await post(admin.token, adminPaths.userPassword(user.id), { password: 'brand-new-9' });
    expect(reset.statusCode).toBe(200);
    for (const token of [user.token, renewed, otherDevice]) {
      expect((await agentsOf(user, token)).statusCode).toBe(401);
      expect((await renew(token)).statusCode).toBe(401);
    }
    const fresh = await login(ctx, user.email, 'brand-new-9');
    expect((await agentsOf(user, fresh.json<{ access_token: string }>().access_token)).statusCode).toBe(200);
  });

  it('"sign out everywhere" ends the caller\'s every session, this one included', async () => {
    const user = await createUser(ctx);
    const laptop = user.token;
    const phone = await renewedToken((await signInAgain(ctx, user)).token);
    const stranger = await createUser(ctx);

    const refused = await post(stranger.token, `/api/users/${user.id}/sign-out-everywhere`);
    expect(refused.statusCode).toBe(403);
    expect((await agentsOf(user, laptop)).statusCode).toBe(200);

    const signedOut = await post(laptop, `/api/users/${user.id}/sign-out-everywhere`);
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.json()).toEqual({ signedOut: true });
    for (const token of [laptop, phone]) {
      expect((await agentsOf(user, token)).statusCode).toBe(401);
      expect((await renew(token)).statusCode).toBe(401);
    }
    expect((await agentsOf(stranger)).statusCode).toBe(200);
    expect((await agentsOf(await signInAgain(ctx, user))).statusCode).toBe(200);
    expect(await auditActions(user.id)).toContain('user.signed_out_everywhere');
  });

  it('an admin signs a person out everywhere from their row; nobody else can', async () => {
    const user = await createUser(ctx);
    const member = await createUser(ctx);
    expect((await post(member.token, adminPaths.userSignOut(user.id))).statusCode).toBe(403);
    expect((await post(admin.token, adminPaths.userSignOut('no-such-user'))).statusCode).toBe(404);
    expect((await agentsOf(user)).statusCode).toBe(200);

    const signedOut = await post(admin.token, adminPaths.userSignOut(user.id));
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.json()).toEqual({ id: user.id, signedOut: true });
    expect((await agentsOf(user)).statusCode).toBe(401);
    expect((await agentsOf(member)).statusCode).toBe(200);
    expect((await get(admin.token, adminPaths.users)).statusCode).toBe(200);
    expect(await auditActions(user.id)).toContain('user.signed_out_everywhere');
  });

  it('a disable and a change of admin flag end the sessions; a change of name does not', async () => {
    const user = await createUser(ctx);
    const patch = (body: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'PATCH',
        url: adminPaths.user(user.id),
        headers: bearer(admin.token),
        payload: body,
      });
    expect((await patch({ name: 'Renamed Person' })).statusCode).toBe(200);
    expect((await agentsOf(user)).statusCode).toBe(200);

    expect((await patch({ admin: true })).statusCode).toBe(200);
    expect((await agentsOf(user)).statusCode).toBe(401);
    const promoted = await signInAgain(ctx, user);

    expect((await patch({ disabled: true })).statusCode).toBe(200);
    expect((await patch({ disabled: false })).statusCode).toBe(200);
    expect((await agentsOf(promoted)).statusCode).toBe(401);
    expect((await agentsOf(await signInAgain(ctx, user))).statusCode).toBe(200);
  });

  it('refuses renewal once the session reaches SESSION_MAX_DAYS, however often it was renewed', async () => {
    const user = await createUser(ctx);
    const startedAt = ctx.clock.now().getTime();
    let token = user.token;
    for (let day = 1; day <= 2; day += 1) {
      ctx.clock.advance(24 * 60 * 60_000);
      const response = await renew(token);
      expect(response.statusCode).toBe(200);
      const renewed = response.json<{ access_token: string; expires_at: string }>();
      // No token outlives its session.
      expect(Date.parse(renewed.expires_at)).toBeLessThanOrEqual(startedAt + 3 * 24 * 60 * 60_000);
      token = renewed.access_token;
    }
    ctx.clock.advance(24 * 60 * 60_000 + 1000);
    expect((await renew(token)).statusCode).toBe(401);
    expect((await agentsOf(user, token)).statusCode).toBe(401);
    expect((await agentsOf(await signInAgain(ctx, user))).statusCode).toBe(200);
  });
});

describe('disabling a user with a reply being written', () => {
  it('stops the reply: what was written is kept, marked stopped', async () => {
    const user = await createUser(ctx, { teams: ['marketing'] });
    const customer = demoCustomers.marketing[0];
    if (customer === undefined) throw new Error('the demo catalogue has no marketing customer');
    const chatId = await createChat(ctx, user, {
      app_name: 'marketing_agent',
      customerName: customer.name,
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening');
    const response = await fetch(
      `http://127.0.0.1:${address.port}/api/users/${user.id}/chats/${chatId}/run/stream`,
      {
        method: 'POST',
        headers: { ...bearer(user.token), 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'Summarise the customer in detail, please.' }),
      },
    );
    if (response.body === null) throw new Error('no stream');
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    // Disable the user once the reply is being written.
    while (!received.includes('event: delta')) {
      const chunk = await reader.read();
      if (chunk.done) throw new Error(`the reply ended before its first word: ${received}`);
      received += chunk.value;
    }
    const disabled = await ctx.app.inject({
      method: 'PATCH',
      url: adminPaths.user(user.id),
      headers: bearer((await signInAgain(ctx, admin)).token),
      payload: { disabled: true },
    });
    expect(disabled.statusCode).toBe(200);
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) received += chunk.value;
    const done = parseEventStream(received).find((event) => event.event === 'done');
    const answer = done?.data as { stopped: boolean; message: string };
    expect(answer.stopped).toBe(true);

    const stored = await ctx.db
      .selectFrom('messages')
      .select(['role', 'content'])
      .where('chat_id', '=', chatId)
      .orderBy('seq')
      .execute();
    expect(stored.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(stored[1]?.content).toBe(answer.message);
  });
});
