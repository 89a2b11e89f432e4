import type { Connector, ConnectorTools } from '@brief/contract/connectors';
import type { RunResponse } from '@brief/contract/chats';
import { connectorPaths } from '@brief/contract/connectors';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type RecordedRequest } from './fake-openai-server';
import { buildTestApp, callAs, createChat, createUser, expectStatus, type TestUser } from './helper';
import { everythingCommand, startEverythingServer } from './mcp-everything';

// The reference MCP server (server-everything) reached the two other ways an admin may register it:
// started by Brief over stdio (the operator allows commands) and over the older SSE transport. Each is
// registered through the API, its tools listed and enabled for one team, and a fake OpenAI-compatible
// provider calls one of them in a run. Streamable HTTP is connector-runs.test's.
const sse = await startEverythingServer('sse');
const fake = await startFakeOpenAiServer();
afterAll(async () => {
  await fake.close();
  await sse.stop();
});
beforeEach(() => fake.reset());

const app = await buildTestApp({
  env: {
    LLM_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: fake.baseUrl,
    LLM_MODEL: 'fake-model',
    CONNECTORS_ALLOWED_HOSTS: '127.0.0.1',
    CONNECTORS_ALLOW_COMMANDS: 'true',
  },
  modelTimeouts: { totalMs: 30_000, chunkMs: 20_000 },
});

const admin = await createUser(app, { admin: true });
const member = await createUser(app, { teams: ['marketing'] });
const outsider = await createUser(app, { teams: ['creative'] });

const offeredTools = (request: RecordedRequest | undefined) =>
  (request?.body.tools ?? []).map((tool) => tool.function.name);

const run = async (user: TestUser, appName: string, message: string) => {
  const chatId = await createChat(app, user, { app_name: appName });
  return expectStatus<RunResponse>(
    await callAs(app, user, 'POST', `/api/users/${user.id}/chats/${chatId}/run`, { message }),
    200,
  );
};

const transports = [
  {
    label: 'over stdio',
    name: 'Everything stdio',
    slug: 'everything_stdio',
    body: { transport: 'stdio', ...everythingCommand },
  },
  {
    label: 'over SSE',
    name: 'Everything SSE',
    slug: 'everything_sse',
    body: { transport: 'http', url: sse.url },
  },
] as const;

describe.each(transports)('server-everything $label, registered through the API', ({ name, slug, body }) => {
  let id = '';

  it('lists its tools, with descriptions and input schemas, and enables two for one team', async () => {
    id = expectStatus<Connector>(
      await callAs(app, admin, 'POST', connectorPaths.list, { name, ...body }),
      201,
    ).id;
    const { tools } = expectStatus<ConnectorTools>(
      await callAs(app, admin, 'GET', connectorPaths.tools(id)),
      200,
    );
    const echo = tools.find((tool) => tool.name === 'echo');
    expect(echo?.description).toBeTruthy();
    expect(echo?.inputSchema).toMatchObject({ properties: { message: expect.anything() as unknown } });
    expect(tools.map((tool) => tool.name)).toContain('get-sum');
    expectStatus(
      await callAs(app, admin, 'PUT', connectorPaths.team(id, 'marketing'), { tools: ['echo', 'get-sum'] }),
      200,
    );
  });

  it("is called in a run of that team's chat: the reply shows the call and uses its result", async () => {
    fake.enqueue(
      { kind: 'tool-call', name: `${slug}__get_sum`, arguments: { a: 20, b: 22 } },
      { kind: 'text', text: 'The total is 42 [1].' },
    );
    const reply = await run(member, 'marketing_agent', 'Add 20 and 22');
    expect(offeredTools(fake.requests[0])).toEqual(
      expect.arrayContaining([`${slug}__echo`, `${slug}__get_sum`]),
    );
    // The model's second turn reads the tool's answer.
    const answers = (fake.requests[1]?.body.messages ?? []).filter((message) => message.role === 'tool');
    expect(answers.map((message) => String(message.content)).join('\n')).toContain(
      'The sum of 20 and 22 is 42.',
    );
    expect(reply.assistantMessage.content).toBe('The total is 42 [1].');
    expect(reply.assistantMessage.toolCalls).toEqual([
      expect.objectContaining({
        connector: name,
        tool: 'get-sum',
        arguments: { a: 20, b: 22 },
        status: 'done',
        result: 'The sum of 20 and 22 is 42.',
      }),
    ]);
  });

  it('is out of reach of another team: not offered, not run when named, not manageable', async () => {
    fake.enqueue(
      { kind: 'tool-call', name: `${slug}__echo`, arguments: { message: 'let me in' } },
      { kind: 'text', text: 'Nothing.' },
    );
    const reply = await run(outsider, 'creative_agent', 'Echo with Everything');
    expect(offeredTools(fake.requests[0]).filter((tool) => tool.startsWith(slug))).toEqual([]);
    expect(reply.assistantMessage.toolCalls).toBeUndefined();
    expect((await callAs(app, outsider, 'GET', connectorPaths.tools(id))).statusCode).toBe(403);
    const enable = await callAs(app, outsider, 'PUT', connectorPaths.team(id, 'creative'), {
      tools: ['echo'],
    });
    expect(enable.statusCode).toBe(403);
  });

  it('leaves a tool the admin unticks out of the next run', async () => {
    expectStatus(
      await callAs(app, admin, 'PUT', connectorPaths.team(id, 'marketing'), { tools: ['echo'] }),
      200,
    );
    await run(member, 'marketing_agent', 'Anything');
    expect(offeredTools(fake.requests[0])).toContain(`${slug}__echo`);
    expect(offeredTools(fake.requests[0])).not.toContain(`${slug}__get_sum`);
  });
});
