import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { adminPaths, type AdminCustomer, type AuditPage } from '@brief/contract/admin-console';
import {
  connectorPaths,
  type Connector,
  type ConnectorList,
  type ConnectorTools,
  type CustomerConnector,
} from '@brief/contract/connectors';
import type { ErrorBody } from '@brief/contract/errors';
import { afterAll, describe, expect, it } from 'vitest';
import { SECRETS_KEY_FILE } from '../src/connectors/secrets-key';
import { freePort } from './free-port';
import {
  buildTestApp,
  callAs,
  createUser,
  expectStatus,
  type Method,
  type TestContext,
  type TestUser,
} from './helper';
import { everythingCommand, startEverythingServer } from './mcp-everything';

// The operator lists 127.0.0.1 (where server-everything listens) and allows commands; a second app has
// neither, nor SECRETS_KEY.
const ctx = await buildTestApp({
  env: {
    CONNECTORS_ALLOWED_HOSTS: '127.0.0.1',
    CONNECTORS_ALLOW_COMMANDS: 'true',
    SECRETS_KEY: randomBytes(32).toString('hex'),
  },
});
const bare = await buildTestApp();
const everything = await startEverythingServer('streamableHttp');
afterAll(() => everything.stop());

const A = 'marketing';
const B = 'creative';
const admin = await createUser(ctx, { admin: true });
const leadA = await createUser(ctx, { leadOf: [A] });
const leadB = await createUser(ctx, { leadOf: [B] });
const memberA = await createUser(ctx, { teams: [A] });
const bareAdmin = await createUser(bare, { admin: true });

const call = (user: TestUser, method: Method, url: string, payload?: unknown, on: TestContext = ctx) =>
  callAs(on, user, method, url, payload);
const refusal = (response: { json: <T>() => T }) => response.json<ErrorBody>().error;

const SECRET = 'Bearer top-secret-value';
const ga4 = expectStatus<Connector>(
  await call(admin, 'POST', connectorPaths.list, {
    name: 'Everything',
    transport: 'http',
    url: everything.url,
    headers: { Authorization: SECRET },
    params: [{ name: 'propertyId', label: 'GA4 property' }],
  }),
  201,
);
const customerA = expectStatus<AdminCustomer>(
  await call(admin, 'POST', adminPaths.customers(A), { name: 'Acme Kites' }),
  201,
);

describe('registering a connector', () => {
  it('answers the names of the secrets set, never their values, and stores them encrypted', async () => {
    expect(ga4).toMatchObject({
      transport: 'http',
      url: everything.url,
      headers: ['Authorization'],
      enabled: true,
    });
    const list = await call(admin, 'GET', connectorPaths.list);
    expect(list.body).not.toContain('top-secret');
    const body = expectStatus<ConnectorList>(list, 200);
    expect(body.allowCommands).toBe(true);
    expect(body.connectors.map((connector) => connector.id)).toContain(ga4.id);
    const row = await ctx.db
      .selectFrom('connectors')
      .select('headers')
      .where('id', '=', ga4.id)
      .executeTakeFirstOrThrow();
    expect(row.headers).not.toContain('top-secret');
    expect(Object.values(JSON.parse(row.headers) as Record<string, string>)[0]).toMatch(/^v1\./);
  });

  it('refuses a second connector of the same name', async () => {
    const response = await call(admin, 'POST', connectorPaths.list, {
      name: 'Everything',
      transport: 'http',
      url: everything.url,
    });
    expect(response.statusCode).toBe(409);
    expect(refusal(response).reason).toBe('connector_name_taken');
  });

  it('refuses private addresses not listed, written or resolved, and plain http to an unlisted host', async () => {
    for (const url of [
      'https://10.0.0.1/mcp',
      'https://169.254.169.254/mcp',
      'https://[::ffff:127.0.0.1]/mcp',
    ]) {
      const response = await call(admin, 'POST', connectorPaths.list, { name: url, transport: 'http', url });
      expect(response.statusCode, url).toBe(400);
      expect(refusal(response)).toMatchObject({ reason: 'connector_address', field: 'body.url' });
    }
    const plain = await call(
      bareAdmin,
      'POST',
      connectorPaths.list,
      { name: 'Plain', transport: 'http', url: everything.url },
      bare,
    );
    expect(refusal(plain)).toMatchObject({ code: 'bad_request', reason: 'connector_address' });
    expect(refusal(plain).message).toMatch(/CONNECTORS_ALLOWED_HOSTS/);
    // localhost resolves to a loopback address: refused where 127.0.0.1 is not listed.
    const named = await call(
      bareAdmin,
      'POST',
      connectorPaths.list,
      {
        name: 'Local name',
        transport: 'http',
        url: `https://localhost:${everything.port}/mcp`,
      },
      bare,
    );
    expect(named.statusCode).toBe(400);
    expect(refusal(named).message).toMatch(/resolves to a private, loopback or link-local address/);
  });

  it('starts a stdio server only where the operator allows commands', async () => {
    const stdio = {
      name: 'Everything stdio',
      transport: 'stdio',
      ...everythingCommand,
      env: { TOKEN: 'env-secret' },
    };
    const refused = await call(bareAdmin, 'POST', connectorPaths.list, stdio, bare);
    expect(refused.statusCode).toBe(403);
    expect(refusal(refused).reason).toBe('connector_commands_off');
    expect(
      expectStatus<ConnectorList>(await call(bareAdmin, 'GET', connectorPaths.list, undefined, bare), 200)
        .allowCommands,
    ).toBe(false);
    const created = expectStatus<Connector>(await call(admin, 'POST', connectorPaths.list, stdio), 201);
    expect(created).toMatchObject({ transport: 'stdio', env: ['TOKEN'], command: process.execPath });
    const tools = expectStatus<ConnectorTools>(
      await call(admin, 'GET', connectorPaths.tools(created.id)),
      200,
    );
    expect(tools.tools.map((tool) => tool.name)).toContain('echo');
  });

  it('on PostgreSQL without SECRETS_KEY refuses secrets, naming the variable; on SQLite keeps a key in DATA_DIR', async () => {
    const withSecret = await call(
      bareAdmin,
      'POST',
      connectorPaths.list,
      {
        name: 'Remote',
        transport: 'http',
        url: 'https://mcp.example.com/mcp',
        headers: { 'x-api-key': 'k' },
      },
      bare,
    );
    if (bare.config.databaseUrl !== undefined) {
      expect(withSecret.statusCode).toBe(400);
      expect(refusal(withSecret)).toMatchObject({ reason: 'secrets_key_missing' });
      expect(refusal(withSecret).message).toMatch(/SECRETS_KEY/);
      const without = await call(
        bareAdmin,
        'POST',
        connectorPaths.list,
        {
          name: 'Remote',
          transport: 'http',
          url: 'https://mcp.example.com/mcp',
        },
        bare,
      );
      expect(without.statusCode).toBe(201);
    } else {
      expect(withSecret.statusCode).toBe(201);
      expect(existsSync(path.join(bare.dataDir, SECRETS_KEY_FILE))).toBe(true);
    }
  });
});

describe("a connector's tools and teams", () => {
  it("lists the server's tools with their descriptions and input schemas", async () => {
    const { tools } = expectStatus<ConnectorTools>(
      await call(admin, 'GET', connectorPaths.tools(ga4.id)),
      200,
    );
    expect(tools.find((tool) => tool.name === 'get-sum')).toMatchObject({
      description: expect.stringMatching(/sum/i) as unknown,
      inputSchema: { type: 'object' },
    });
  });

  it('enables tools for one team, only tools the server lists', async () => {
    const saved = expectStatus<{ tools: string[] }>(
      await call(admin, 'PUT', connectorPaths.team(ga4.id, A), { tools: ['get-sum', 'echo'] }),
      200,
    );
    expect(saved.tools).toEqual(['echo', 'get-sum']);
    const unknown = await call(admin, 'PUT', connectorPaths.team(ga4.id, A), {
      tools: ['echo', 'drop_tables'],
    });
    expect(unknown.statusCode).toBe(422);
    expect(refusal(unknown)).toMatchObject({
      reason: 'connector_unknown_tool',
      values: { tools: 'drop_tables' },
    });
    const { connectors } = expectStatus<ConnectorList>(await call(admin, 'GET', connectorPaths.list), 200);
    expect(connectors.find((connector) => connector.id === ga4.id)?.teams).toEqual([
      { teamId: A, tools: ['echo', 'get-sum'] },
    ]);
    const rows = await ctx.db
      .selectFrom('connector_team_tools')
      .select(['tool', 'input_schema'])
      .where('connector_id', '=', ga4.id)
      .execute();
    expect(rows.map((row) => row.tool).sort()).toEqual(['echo', 'get-sum']);
  });

  it('answers 502 with the reason when the server cannot be reached', async () => {
    const down = expectStatus<Connector>(
      await call(admin, 'POST', connectorPaths.list, {
        name: 'Down',
        transport: 'http',
        url: `http://127.0.0.1:${await freePort()}/mcp`,
      }),
      201,
    );
    const response = await call(admin, 'GET', connectorPaths.tools(down.id));
    expect(response.statusCode).toBe(502);
    expect(refusal(response)).toMatchObject({ code: 'upstream', reason: 'connector_unreachable' });
    expect(refusal(response).message).toMatch(/could not be reached/);
  });
});

describe("a customer's parameter values", () => {
  it('are set by admins and by leads of the customer team, declared parameters only', async () => {
    const byAdmin = await call(admin, 'PUT', connectorPaths.customer(ga4.id, customerA.id), {
      params: { propertyId: '1234' },
    });
    expect(expectStatus<{ params: Record<string, string> }>(byAdmin, 200).params).toEqual({
      propertyId: '1234',
    });
    const byLead = await call(leadA, 'PUT', connectorPaths.customer(ga4.id, customerA.id), {
      params: { propertyId: '5678' },
    });
    expect(expectStatus<{ params: Record<string, string> }>(byLead, 200).params).toEqual({
      propertyId: '5678',
    });
    const undeclared = await call(leadA, 'PUT', connectorPaths.customer(ga4.id, customerA.id), {
      params: { accountId: '9' },
    });
    expect(undeclared.statusCode).toBe(422);
    expect(refusal(undeclared).reason).toBe('connector_unknown_param');
    const read = expectStatus<CustomerConnector[]>(
      await call(leadA, 'GET', connectorPaths.customerConnectors(A, customerA.id)),
      200,
    );
    expect(read.find((connector) => connector.id === ga4.id)).toMatchObject({
      params: [{ name: 'propertyId', label: 'GA4 property' }],
      values: { propertyId: '5678' },
    });
  });

  it("refuses another team's lead and anyone not an admin (403)", async () => {
    const body = { params: { propertyId: '666' } };
    expect((await call(leadB, 'PUT', connectorPaths.customer(ga4.id, customerA.id), body)).statusCode).toBe(
      403,
    );
    expect((await call(memberA, 'PUT', connectorPaths.customer(ga4.id, customerA.id), body)).statusCode).toBe(
      403,
    );
    expect((await call(leadB, 'GET', connectorPaths.customerConnectors(A, customerA.id))).statusCode).toBe(
      403,
    );
    expect((await call(leadB, 'GET', connectorPaths.customerConnectors(B, customerA.id))).statusCode).toBe(
      404,
    );
  });
});

describe('who may manage connectors', () => {
  it('is admins only: leads and members get 403', async () => {
    for (const user of [leadA, memberA]) {
      expect((await call(user, 'GET', connectorPaths.list)).statusCode).toBe(403);
      expect(
        (
          await call(user, 'POST', connectorPaths.list, {
            name: 'X',
            transport: 'http',
            url: 'https://x.example.com',
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await call(user, 'PATCH', connectorPaths.connector(ga4.id), { enabled: false })).statusCode,
      ).toBe(403);
      expect((await call(user, 'GET', connectorPaths.tools(ga4.id))).statusCode).toBe(403);
      expect((await call(user, 'PUT', connectorPaths.team(ga4.id, A), { tools: [] })).statusCode).toBe(403);
      expect((await call(user, 'DELETE', connectorPaths.connector(ga4.id))).statusCode).toBe(403);
    }
  });
});

describe('changing and removing a connector', () => {
  it('disables it, removes a secret by name, and audits every change without secret values', async () => {
    const patched = expectStatus<Connector>(
      await call(admin, 'PATCH', connectorPaths.connector(ga4.id), {
        enabled: false,
        headers: { Authorization: null },
      }),
      200,
    );
    expect(patched).toMatchObject({ enabled: false, headers: [] });
    const audit = await call(admin, 'GET', `${adminPaths.audit}?action=connector.changed`);
    expect(audit.body).not.toContain('top-secret');
    const entry = expectStatus<AuditPage>(audit, 200).entries.find((row) => row.targetId === ga4.id);
    expect(entry).toMatchObject({
      targetType: 'connector',
      target: { name: 'Everything', exists: true },
      detail: { enabled: { from: true, to: false }, headers: { set: [], removed: ['Authorization'] } },
    });
    const all = expectStatus<AuditPage>(await call(admin, 'GET', adminPaths.audit), 200);
    expect(all.entries.map((row) => row.action)).toEqual(
      expect.arrayContaining(['connector.created', 'connector.team_tools', 'connector.customer_params']),
    );
    // What the console's sentence names: the team by its name (its id for the filters).
    const teamTools = all.entries.filter((row) => row.action === 'connector.team_tools');
    expect(teamTools.map((row) => row.detail)).toContainEqual(
      expect.objectContaining({ team: A, teamName: 'Marketing' }),
    );
    expect(JSON.stringify(all)).not.toContain('top-secret');
  });

  it('goes with its team tools and customer values; a deleted customer takes its values', async () => {
    const other = expectStatus<AdminCustomer>(
      await call(admin, 'POST', adminPaths.customers(A), { name: 'Brief Co' }),
      201,
    );
    expectStatus(
      await call(admin, 'PUT', connectorPaths.customer(ga4.id, other.id), { params: { propertyId: '1' } }),
      200,
    );
    expectStatus(await call(admin, 'DELETE', adminPaths.customer(A, other.id)), 200);
    const left = await ctx.db
      .selectFrom('connector_customer_params')
      .selectAll()
      .where('customer_id', '=', other.id)
      .execute();
    expect(left).toEqual([]);
    expectStatus(await call(admin, 'DELETE', connectorPaths.connector(ga4.id)), 200);
    const { connectors } = expectStatus<ConnectorList>(await call(admin, 'GET', connectorPaths.list), 200);
    expect(connectors.map((connector) => connector.id)).not.toContain(ga4.id);
    const tools = await ctx.db
      .selectFrom('connector_team_tools')
      .selectAll()
      .where('connector_id', '=', ga4.id)
      .execute();
    expect(tools).toEqual([]);
    expect((await call(admin, 'GET', connectorPaths.tools(ga4.id))).statusCode).toBe(404);
  });
});
