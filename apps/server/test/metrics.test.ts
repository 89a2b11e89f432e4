import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { exportPaths } from '@brief/contract/exports';
import { apiPaths } from '@brief/contract/paths';
import { freePort } from './free-port';
import { createBuiltinModel } from '../src/agents/builtin-model';
import { demoCustomers } from '../src/teams/demo-catalogue';
import { bearer, buildTestApp, createChat, createUser, login, uploadFiles } from './helper';

const metricsPort = await freePort();
// The built-in model writes a word every few milliseconds: a reply runs long enough to be followed.
const ctx = await buildTestApp({
  env: { METRICS_PORT: String(metricsPort) },
  model: createBuiltinModel({ wordDelayMs: 10 }),
});
const admin = await createUser(ctx, { admin: true, teams: ['marketing'] });
const newcomer = `newcomer@${ctx.config.companyDomain}`;

const scrape = async (path = '/metrics') => fetch(`http://127.0.0.1:${metricsPort}${path}`);

/** The value of one series of the scrape (labels as Prometheus prints them, in their declared order). */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics on METRICS_PORT', () => {
  it('counts requests by route pattern, replies by outcome, tokens, the first word and sign-in refusals', async () => {
    // A chat about a customer: the built-in model calls its load_customer_data tool first.
    const customerName = demoCustomers.marketing[0]?.name;
    const chatId = await createChat(ctx, admin, { app_name: 'marketing_agent', customerName });
    const reply = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${admin.id}/chats/${chatId}/run`,
      headers: bearer(admin.token),
      payload: { message: 'Write a short welcome line for our newsletter.', app_name: 'marketing_agent' },
    });
    expect(reply.statusCode).toBe(200);
    const streamed = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${admin.id}/chats/${chatId}/run/stream`,
      headers: bearer(admin.token),
      payload: { message: 'And a second one, shorter.', app_name: 'marketing_agent' },
    });
    expect(streamed.body).toContain('event: done');
    // A document read in a worker (extraction) and the chat written as a PDF in another (export).
    await uploadFiles(ctx, admin, chatId, [{ name: 'notes.txt', body: 'Launch notes.', type: 'text/plain' }]);
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: exportPaths.chat(admin.id, chatId, 'pdf'),
      headers: bearer(admin.token),
    });
    expect(pdf.statusCode).toBe(200);
    // An address in a URL (an admin creating a user) and a refused sign-in.
    const registered = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.register(newcomer),
      headers: bearer(admin.token),
      payload: { email: newcomer, password: 'a-long-password-1', authProvider: 'password' },
    });
    expect(registered.statusCode).toBe(201);
    expect((await login(ctx, admin.email, 'not-the-password')).statusCode).toBe(401);

    const response = await scrape();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    if (process.env.METRICS_SAMPLE !== undefined) process.stdout.write(text);

    const run = 'method="POST",route="/api/users/:userId/chats/:chatId/run",status="200"';
    expect(valueOf(text, `brief_http_requests_total{${run}}`)).toBe(1);
    expect(
      valueOf(
        text,
        'brief_http_request_duration_seconds_count{method="POST",route="/api/users/:userId/chats/:chatId/run"}',
      ),
    ).toBe(1);
    expect(
      valueOf(
        text,
        'brief_http_requests_total{method="POST",route="/api/users/:email/register",status="201"}',
      ),
    ).toBe(1);
    // A streamed reply is counted once its stream ends.
    expect(
      valueOf(
        text,
        'brief_http_requests_total{method="POST",route="/api/users/:userId/chats/:chatId/run/stream",status="200"}',
      ),
    ).toBe(1);
    expect(valueOf(text, 'brief_replies_total{outcome="done"}')).toBe(2);
    const builtin = 'provider="brief",model="offline-demo"';
    expect(valueOf(text, `brief_model_tokens_total{${builtin},kind="input"}`)).toBeGreaterThan(0);
    expect(valueOf(text, `brief_model_tokens_total{${builtin},kind="output"}`)).toBeGreaterThan(0);
    expect(valueOf(text, `brief_reply_first_word_seconds_count{${builtin}}`)).toBe(2);
    expect(valueOf(text, 'brief_tool_calls_total{tool="load_customer_data",outcome="ok"}')).toBe(2);
    expect(valueOf(text, 'brief_sign_in_refusals_total{reason="wrong_password"}')).toBe(1);
    for (const queue of ['extraction', 'export']) {
      expect(valueOf(text, `brief_queue_wait_seconds_count{queue="${queue}"}`)).toBe(1);
      expect(valueOf(text, `brief_queue_depth{queue="${queue}"}`)).toBe(0);
    }
    // PostgreSQL's pool is read at each scrape; SQLite has none.
    if (ctx.config.databaseUrl === undefined) expect(text).not.toContain('brief_db_pool_connections{');
    else expect(valueOf(text, 'brief_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    // Node's own figures come along.
    expect(text).toMatch(/^brief_process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^brief_nodejs_eventloop_lag_seconds /m);

    // No address, raw path or id in any label: routes are patterns.
    for (const personal of [admin.email, newcomer, encodeURIComponent(newcomer), admin.id, chatId])
      expect(text).not.toContain(personal);
    expect(text).not.toMatch(/@|%40/);
  });

  it('counts the clients following a running reply while they follow', async () => {
    const chatId = await createChat(ctx, admin, { app_name: 'marketing_agent' });
    const chatUrl = `/api/users/${admin.id}/chats/${chatId}`;
    const running = ctx.app.inject({
      method: 'POST',
      url: `${chatUrl}/run/stream`,
      headers: bearer(admin.token),
      payload: {
        message: 'Write a long welcome letter for a new client, with an agenda for the first month.',
      },
    });
    let followed: Promise<LightMyRequestResponse> | undefined;
    let followersSeen: number | undefined;
    for (let attempt = 0; attempt < 200 && followersSeen === undefined; attempt += 1) {
      if (followed === undefined) {
        const detail = await ctx.app.inject({ method: 'GET', url: chatUrl, headers: bearer(admin.token) });
        if (detail.json<{ running: boolean }>().running)
          followed = ctx.app.inject({
            method: 'GET',
            url: `${chatUrl}/run/stream`,
            headers: bearer(admin.token),
          });
      } else {
        const value = valueOf(await (await scrape()).text(), 'brief_live_reply_followers');
        if (value !== undefined && value > 0) followersSeen = value;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(followersSeen).toBe(1);
    expect((await followed)?.statusCode).toBe(200);
    await running;
    expect(valueOf(await (await scrape()).text(), 'brief_live_reply_followers')).toBe(0);
  });

  it('is not served on the app port, and the metrics port serves nothing else', async () => {
    const onAppPort = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(onAppPort.statusCode).toBe(404);
    expect(onAppPort.body).not.toContain('brief_http_requests_total');
    expect((await scrape('/api/health')).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});
