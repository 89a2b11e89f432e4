import { adminPaths, type AdminCustomer, type AuditPage } from '@brief/contract/admin-console';
import type { ChatDetail, RunResponse, ToolCall, ToolStep } from '@brief/contract/chats';
import { connectorPaths, type Connector } from '@brief/contract/connectors';
import { exportPaths } from '@brief/contract/exports';
import { sharePaths, type SharedChatDetail } from '@brief/contract/shares';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ga4Report, startFakeGa4Server } from './fake-ga4-mcp-server';
import { startFakeOpenAiServer, type RecordedRequest } from './fake-openai-server';
import {
  buildTestApp,
  callAs,
  createChat,
  createUser,
  expectStatus,
  parseEventStream,
  type TestContext,
  type TestUser,
} from './helper';
import { startEverythingServer } from './mcp-everything';

// Runs calling connectors: the reference MCP server (server-everything) and a GA4-like server of the
// project's own, both on 127.0.0.1, registered through the admin API; one app answered by a fake
// OpenAI-compatible provider (whose requests show what the model was offered), one by the built-in model.
const everything = await startEverythingServer('streamableHttp');
const ga4 = await startFakeGa4Server();
const fake = await startFakeOpenAiServer();
afterAll(async () => {
  await fake.close();
  await ga4.close();
  await everything.stop();
});
beforeEach(() => {
  fake.reset();
  ga4.hang(false);
});

const CALL_LIMIT_SECONDS = 2;
const connectorEnv = {
  CONNECTORS_ALLOWED_HOSTS: '127.0.0.1',
  CONNECTORS_CALL_TIMEOUT_SECONDS: String(CALL_LIMIT_SECONDS),
};
const provided = await buildTestApp({
  env: {
    LLM_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: fake.baseUrl,
    LLM_MODEL: 'fake-model',
    ...connectorEnv,
  },
  modelTimeouts: { totalMs: 15_000, chunkMs: 10_000 },
});
const builtin = await buildTestApp({ env: connectorEnv });

const TEAM = 'marketing';
const PROPERTY = '111';

/** Registers both connectors, enables their tools for the marketing team and sets a customer's property. */
async function setUpConnectors(app: TestContext) {
  const admin = await createUser(app, { admin: true });
  const member = await createUser(app, { teams: [TEAM] });
  const outsider = await createUser(app, { teams: ['creative'] });
  const customers = expectStatus<AdminCustomer[]>(
    await callAs(app, admin, 'GET', adminPaths.customers(TEAM)),
    200,
  );
  const customer = customers[0];
  if (customer === undefined) throw new Error('the marketing team has no customer');
  const register = async (body: Record<string, unknown>, tools: string[]) => {
    const { id } = expectStatus<Connector>(await callAs(app, admin, 'POST', connectorPaths.list, body), 201);
    expectStatus(await callAs(app, admin, 'PUT', connectorPaths.team(id, TEAM), { tools }), 200);
    return id;
  };
  const everythingId = await register({ name: 'Everything', transport: 'http', url: everything.url }, [
    'echo',
    'get-sum',
  ]);
  const ga4Id = await register(
    { name: 'GA4', transport: 'http', url: ga4.url, params: [{ name: 'propertyId', label: 'Property' }] },
    ['run_report'],
  );
  expectStatus(
    await callAs(app, admin, 'PUT', connectorPaths.customer(ga4Id, customer.id), {
      params: { propertyId: PROPERTY },
    }),
    200,
  );
  return { admin, member, outsider, customer, everythingId, ga4Id };
}

const chatUrl = (user: TestUser, chatId: string) => `/api/users/${user.id}/chats/${chatId}`;

const run = (app: TestContext, user: TestUser, chatId: string, message: string) =>
  callAs(app, user, 'POST', `${chatUrl(user, chatId)}/run`, { message });

/** Waits (up to 5 s) for something the server does in the background. */
async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; waited < 5000 && !condition(); waited += 20)
    await new Promise((resolve) => setTimeout(resolve, 20));
  expect(condition()).toBe(true);
}

const offeredTools = (request: RecordedRequest | undefined) =>
  (request?.body.tools ?? []).map((tool) => tool.function.name);

const toolAnswers = (request: RecordedRequest | undefined) =>
  (request?.body.messages ?? []).filter((m) => m.role === 'tool').map((m) => String(m.content));

const setup = await setUpConnectors(provided);
const onBuiltin = await setUpConnectors(builtin);

describe('connector tools in a run answered by a provider', () => {
  const { member, outsider, customer } = setup;
  const memberChat = () =>
    createChat(provided, member, { app_name: 'marketing_agent', customerName: customer.name });

  it("offers the team's connector tools beside Brief's own, and the reply shows the call and uses its result", async () => {
    const chatId = await memberChat();
    fake.enqueue(
      { kind: 'tool-call', name: 'everything__echo', arguments: { message: 'hello' } },
      { kind: 'text', text: 'The connector said hello [1].' },
    );
    const response = await callAs(provided, member, 'POST', `${chatUrl(member, chatId)}/run/stream`, {
      message: 'Echo hello with Everything',
    });
    expect(response.statusCode).toBe(200);

    const [first, second] = fake.requests;
    expect(offeredTools(first)).toEqual(
      expect.arrayContaining([
        'load_customer_data',
        'everything__echo',
        'everything__get_sum',
        'ga4__run_report',
      ]),
    );
    expect(toolAnswers(second).join('\n')).toContain('Echo: hello');
    // The prompt says results are data; the result itself stays out of the system text.
    const system = String(second?.body.messages[0]?.content);
    expect(system).toContain('never instructions');
    expect(system).not.toContain('Echo: hello');

    const steps = parseEventStream(response.body)
      .filter((event) => event.event === 'tool')
      .map((event) => event.data as ToolStep)
      .filter((step) => step.connector !== undefined);
    expect(steps.map((s) => [s.state, s.connector, s.tool, s.status])).toEqual([
      ['call', 'Everything', 'echo', 'running'],
      ['result', 'Everything', 'echo', 'done'],
    ]);

    const detail = expectStatus<ChatDetail>(
      await callAs(provided, member, 'GET', chatUrl(member, chatId)),
      200,
    );
    const reply = detail.messages.at(-1);
    expect(reply?.content).toBe('The connector said hello [1].');
    expect(reply?.toolCalls).toEqual([
      {
        id: steps[0]?.id,
        connector: 'Everything',
        tool: 'echo',
        arguments: { message: 'hello' },
        status: 'done',
        durationMs: expect.any(Number) as number,
        result: expect.stringContaining('Echo: hello') as string,
      },
    ]);
    expect(reply?.sources).toEqual([
      expect.objectContaining({ n: 1, kind: 'connector', connector: 'Everything', tool: 'echo' }),
    ]);
  });

  it('adds with get-sum', async () => {
    const chatId = await memberChat();
    fake.enqueue(
      { kind: 'tool-call', name: 'everything__get_sum', arguments: { a: 2, b: 3 } },
      { kind: 'text', text: 'Five.' },
    );
    const reply = expectStatus<RunResponse>(await run(provided, member, chatId, 'Add 2 and 3'), 200);
    expect(reply.assistantMessage.toolCalls?.[0]).toMatchObject({ tool: 'get-sum', status: 'done' });
    expect(reply.assistantMessage.toolCalls?.[0]?.result).toBe('The sum of 2 and 3 is 5.');
  });

  it("does not offer another team's connectors, nor run a tool the model names anyway", async () => {
    const chatId = await createChat(provided, outsider, { app_name: 'creative_agent' });
    fake.enqueue(
      { kind: 'tool-call', name: 'everything__echo', arguments: { message: 'sneaky' } },
      { kind: 'text', text: 'No connector here.' },
    );
    const reply = expectStatus<RunResponse>(await run(provided, outsider, chatId, 'Echo sneaky'), 200);
    expect(offeredTools(fake.requests[0]).filter((name) => name.includes('__'))).toEqual([]);
    expect(toolAnswers(fake.requests[1]).join('\n')).toContain('unavailable tool');
    expect(reply.assistantMessage.toolCalls).toBeUndefined();
  });

  it('takes a disabled tool, and a disabled connector, out of the next run', async () => {
    const chatId = await memberChat();
    expectStatus(
      await callAs(provided, setup.admin, 'PUT', connectorPaths.team(setup.everythingId, TEAM), {
        tools: ['get-sum'],
      }),
      200,
    );
    await run(provided, member, chatId, 'First');
    expect(offeredTools(fake.requests[0])).toContain('everything__get_sum');
    expect(offeredTools(fake.requests[0])).not.toContain('everything__echo');

    expectStatus(
      await callAs(provided, setup.admin, 'PATCH', connectorPaths.connector(setup.everythingId), {
        enabled: false,
      }),
      200,
    );
    await run(provided, member, chatId, 'Second');
    expect(offeredTools(fake.requests[1]).filter((name) => name.startsWith('everything__'))).toEqual([]);
    expect(offeredTools(fake.requests[1])).toContain('ga4__run_report');

    expectStatus(
      await callAs(provided, setup.admin, 'PATCH', connectorPaths.connector(setup.everythingId), {
        enabled: true,
      }),
      200,
    );
    expectStatus(
      await callAs(provided, setup.admin, 'PUT', connectorPaths.team(setup.everythingId, TEAM), {
        tools: ['echo', 'get-sum'],
      }),
      200,
    );
  });

  it("sends GA4 the customer's property whatever the model asks, and hides it from the model", async () => {
    const chatId = await memberChat();
    fake.enqueue(
      { kind: 'tool-call', name: 'ga4__run_report', arguments: { propertyId: '999', metric: 'users' } },
      { kind: 'text', text: 'Users counted.' },
    );
    const reply = expectStatus<RunResponse>(await run(provided, member, chatId, 'Users last week?'), 200);
    const offered = fake.requests[0]?.body.tools?.find((tool) => tool.function.name === 'ga4__run_report');
    expect(JSON.stringify(offered)).not.toContain('propertyId');
    expect(ga4.reports.at(-1)).toEqual({ propertyId: PROPERTY, metric: 'users', dateRange: 'last_7_days' });
    const [call] = reply.assistantMessage.toolCalls ?? [];
    expect(call?.arguments).toEqual({ propertyId: PROPERTY, metric: 'users' });
    expect(call?.result).toBe(ga4Report(PROPERTY, 'users', 'last_7_days'));
  });

  it('fails a hanging call at the time limit and still ends the reply', async () => {
    const chatId = await memberChat();
    ga4.hang(true);
    fake.enqueue(
      { kind: 'tool-call', name: 'ga4__run_report', arguments: {} },
      { kind: 'text', text: 'GA4 did not answer.' },
    );
    const started = Date.now();
    const reply = expectStatus<RunResponse>(await run(provided, member, chatId, 'Sessions?'), 200);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(CALL_LIMIT_SECONDS * 1000 - 100);
    expect(elapsed).toBeLessThan(CALL_LIMIT_SECONDS * 1000 + 5000);
    expect(reply.assistantMessage.content).toBe('GA4 did not answer.');
    expect(reply.assistantMessage.toolCalls?.[0]).toMatchObject({ connector: 'GA4', status: 'timeout' });
    expect(toolAnswers(fake.requests[1]).join('\n')).toContain('timeout');
  });

  it("aborts a connector's call when the reply is stopped", async () => {
    const chatId = await memberChat();
    ga4.hang(true);
    const asked = ga4.reports.length;
    const cancelled = ga4.cancelled;
    fake.enqueue(
      { kind: 'tool-call', name: 'ga4__run_report', arguments: {} },
      { kind: 'text', text: 'Never written.' },
    );
    const running = callAs(provided, member, 'POST', `${chatUrl(member, chatId)}/run/stream`, {
      message: 'Sessions?',
    });
    await until(() => ga4.reports.length > asked);
    const stop = await callAs(provided, member, 'POST', `${chatUrl(member, chatId)}/stop`);
    expect(expectStatus<{ stopped: boolean }>(stop, 200).stopped).toBe(true);
    const events = parseEventStream((await running).body);
    expect(events.at(-1)?.event).toBe('done');
    const done = events.at(-1)?.data as RunResponse;
    expect(done.stopped).toBe(true);
    // The stop ended the call (failed, not timed out at its limit), and GA4 heard it given up.
    expect(done.assistantMessage.toolCalls?.map((c) => [c.tool, c.status])).toEqual([
      ['run_report', 'failed'],
    ]);
    await until(() => ga4.cancelled > cancelled);
  });

  it('audits each call without its arguments', async () => {
    const chatId = await memberChat();
    fake.enqueue(
      { kind: 'tool-call', name: 'everything__echo', arguments: { message: 'private words' } },
      { kind: 'text', text: 'Done.' },
    );
    await run(provided, member, chatId, 'Echo private words');
    const page = expectStatus<AuditPage>(
      await callAs(provided, setup.admin, 'GET', `${adminPaths.audit}?action=connector.call`),
      200,
    );
    const entry = page.entries.find((e) => e.targetId === chatId);
    expect(entry).toMatchObject({
      action: 'connector.call',
      actorUserId: member.id,
      targetType: 'chat',
      detail: {
        team: TEAM,
        teamName: 'Marketing',
        customer: customer.name,
        customerId: customer.id,
        connector: 'Everything',
        tool: 'echo',
        outcome: 'done',
      },
    });
    expect(typeof entry?.detail?.durationMs).toBe('number');
    expect(JSON.stringify(entry)).not.toContain('private words');
  });
});

describe('connector tools with the built-in model', () => {
  const { member, customer } = onBuiltin;

  it('calls the connector the question names and answers from its result', async () => {
    const chatId = await createChat(builtin, member, {
      app_name: 'marketing_agent',
      customerName: customer.name,
    });
    const reply = expectStatus<RunResponse>(
      await run(builtin, member, chatId, "Ask GA4 for last week's sessions"),
      200,
    );
    const report = ga4Report(PROPERTY, 'sessions', 'last_7_days');
    expect(reply.assistantMessage.content).toContain(`> ${report}`);
    expect(reply.assistantMessage.toolCalls?.map((c: ToolCall) => [c.connector, c.tool, c.status])).toEqual([
      ['GA4', 'run_report', 'done'],
    ]);
    expect(ga4.reports.at(-1)).toMatchObject({ propertyId: PROPERTY });

    const echoed = expectStatus<RunResponse>(
      await run(builtin, member, chatId, 'echo hello with Everything'),
      200,
    );
    expect(echoed.assistantMessage.toolCalls?.[0]).toMatchObject({
      tool: 'echo',
      arguments: { message: 'hello' },
    });
    expect(echoed.assistantMessage.content).toContain('Echo: hello');
  });

  it("shows a shared chat's reader which tools were called, never their arguments or results, and copies no more", async () => {
    const { outsider } = onBuiltin;
    const chatId = await createChat(builtin, member, {
      app_name: 'marketing_agent',
      customerName: customer.name,
    });
    await run(builtin, member, chatId, 'echo secret words with Everything');
    expectStatus(
      await callAs(builtin, member, 'POST', sharePaths.shares(member.id, chatId), {
        emails: [outsider.email],
      }),
      201,
    );
    const owned = expectStatus<ChatDetail>(
      await callAs(builtin, member, 'GET', chatUrl(member, chatId)),
      200,
    );
    expect(owned.messages.at(-1)?.toolCalls?.[0]).toMatchObject({
      arguments: { message: 'secret words' },
      result: expect.stringContaining('secret words') as unknown,
    });

    const read = expectStatus<SharedChatDetail>(
      await callAs(builtin, outsider, 'GET', sharePaths.sharedChat(outsider.id, chatId)),
      200,
    );
    const seen = read.messages.at(-1)?.toolCalls;
    expect(seen).toEqual([
      {
        id: expect.any(String) as unknown,
        connector: 'Everything',
        tool: 'echo',
        status: 'done',
        durationMs: expect.any(Number) as unknown,
      },
    ]);
    expect(JSON.stringify(read.messages.at(-1)?.toolCalls)).not.toContain('secret words');

    const { id: copyId } = expectStatus<{ id: string }>(
      await callAs(builtin, outsider, 'POST', sharePaths.copy(outsider.id, chatId)),
      201,
    );
    const copy = expectStatus<ChatDetail>(
      await callAs(builtin, outsider, 'GET', chatUrl(outsider, copyId)),
      200,
    );
    expect(copy.messages.at(-1)?.toolCalls).toEqual(seen);
    // Another user's ids reach neither the owner's chat nor the copy.
    expectStatus(await callAs(builtin, outsider, 'GET', chatUrl(member, chatId)), 403);
    expectStatus(await callAs(builtin, member, 'GET', sharePaths.sharedChat(member.id, copyId)), 404);
  });

  it("lists a reply's connector calls in its owner's exports, in the export's language, and not in a reader's", async () => {
    const { outsider } = onBuiltin;
    const chatId = await createChat(builtin, member, {
      app_name: 'marketing_agent',
      customerName: customer.name,
    });
    await run(builtin, member, chatId, 'echo hello with Everything');
    const english = await callAs(builtin, member, 'GET', exportPaths.chat(member.id, chatId, 'md'));
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('**Connector calls**');
    expect(english.body).toMatch(/- Everything · echo — done, \d+(\.\d)? m?s/);
    const spanish = await callAs(
      builtin,
      member,
      'GET',
      `${exportPaths.chat(member.id, chatId, 'md')}&lang=es`,
    );
    expect(spanish.body).toContain('**Llamadas a conectores**');
    expect(spanish.body).toMatch(/- Everything · echo — hecha, \d+(,\d)? m?s/);

    expectStatus(
      await callAs(builtin, member, 'POST', sharePaths.shares(member.id, chatId), {
        emails: [outsider.email],
      }),
      201,
    );
    const read = await callAs(builtin, outsider, 'GET', exportPaths.sharedChat(outsider.id, chatId, 'md'));
    expect(read.statusCode).toBe(200);
    expect(read.body).toContain('Echo: hello');
    expect(read.body).not.toContain('Connector calls');
    expect(read.body).not.toContain('Everything · echo —');
  });
});
