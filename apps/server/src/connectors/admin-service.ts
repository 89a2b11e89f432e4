import type {
  Connector,
  ConnectorList,
  ConnectorTool,
  CustomerConnector,
  connectorCreateSchema,
  connectorPatchSchema,
} from '@brief/contract/connectors';
import type { z } from 'zod';
import type { AdminContext, AuditService } from '../admin/audit';
import type { Clock } from '../clock';
import type { ConnectorsConfig } from '../config';
import { AppError, badRequest, conflict, notFound } from '../errors';
import { newId } from '../ids';
import {
  carriesSecrets,
  changeDetail,
  connectorView,
  createdValues,
  customerValues,
  patchedValues,
} from './connector-input';
import type { ConnectorRecord, ConnectorRepo } from './connector-repo';
import { checkOutboundUrl } from './guarded-fetch';
import { ConnectorError, type ConnectorClient } from './mcp-client';
import { OutboundRefusal } from './outbound-rules';
import { endpointOf } from './run-connectors';
import type { SecretBox } from './secrets';

type Deps = {
  repo: ConnectorRepo;
  client: ConnectorClient;
  box: SecretBox;
  config: ConnectorsConfig;
  audit: AuditService;
  clock: Clock;
};

const commandsOff = () =>
  new AppError('forbidden', 'Commands are not allowed on this server: set CONNECTORS_ALLOW_COMMANDS=true', {
    detail: { reason: 'connector_commands_off' },
  });

const secretsKeyMissing = () =>
  badRequest(
    'Header and environment values are secrets and need SECRETS_KEY (32 bytes, base64 or hex) set on every instance',
    { reason: 'secrets_key_missing' },
  );

/** A connector error as the answer to an admin: refused by the outbound rules, or not reachable (502). */
function answerOf(error: ConnectorError): AppError {
  if (error.reason === 'commands_off') return commandsOff();
  return new AppError('upstream', error.message, {
    detail: { reason: error.reason === 'address' ? 'connector_address' : 'connector_unreachable' },
  });
}

/**
 * The console's side of connectors: admins register MCP servers, list their tools and choose the tools
 * each team's runs may call; admins and the team's leads set a customer's parameter values. Every
 * change is audited; secrets never leave the server.
 */
export function createConnectorAdminService({ repo, client, box, config, audit, clock }: Deps) {
  const requireConnector = async (id: string): Promise<ConnectorRecord> => {
    const connector = await repo.byId(id);
    if (connector === undefined) throw notFound('Connector not found');
    return connector;
  };

  const requireName = async (name: string, exceptId?: string) => {
    if (await repo.nameTaken(name, exceptId))
      throw conflict(`A connector named ${name} exists`, {
        reason: 'connector_name_taken',
        values: { name },
      });
  };

  const requireAddress = async (url: string) => {
    try {
      await checkOutboundUrl(url, { allowedHosts: config.allowedHosts });
    } catch (error) {
      if (!(error instanceof OutboundRefusal)) throw error;
      throw badRequest(error.message, {
        reason: 'connector_address',
        field: 'body.url',
        values: { host: error.host },
      });
    }
  };

  const view = async (id: string): Promise<Connector> => {
    const connector = await requireConnector(id);
    return connectorView(connector, (await repo.teamTools()).get(id) ?? []);
  };

  /** The server's tools now (502 when it cannot be reached); the teams' copies are refreshed. */
  const listTools = async (connector: ConnectorRecord): Promise<ConnectorTool[]> => {
    const endpoint = endpointOf(connector, box);
    if (endpoint === undefined)
      throw new AppError('upstream', "The connector's secrets cannot be opened: was SECRETS_KEY changed?", {
        detail: { reason: 'connector_unreachable' },
      });
    try {
      const tools = await client.listTools(endpoint);
      await repo.refreshTools(connector.id, tools);
      return tools;
    } catch (error) {
      if (error instanceof ConnectorError) throw answerOf(error);
      throw error;
    }
  };

  return {
    async list(): Promise<ConnectorList> {
      const [connectors, teams] = await Promise.all([repo.list(), repo.teamTools()]);
      return {
        connectors: connectors.map((connector) => connectorView(connector, teams.get(connector.id) ?? [])),
        allowCommands: config.allowCommands,
      };
    },

    async create(context: AdminContext, body: z.output<typeof connectorCreateSchema>): Promise<Connector> {
      if (body.transport === 'stdio' && !config.allowCommands) throw commandsOff();
      if (body.transport === 'http') await requireAddress(body.url);
      if (carriesSecrets(body) && !box.canSeal) throw secretsKeyMissing();
      await requireName(body.name);
      const id = newId();
      const values = createdValues(body, (value) => box.seal(value), clock.now().toISOString());
      const entry = audit.entry({
        action: 'connector.created',
        actor: context.actor,
        target: { type: 'connector', id },
        detail: {
          name: values.name,
          transport: values.transport,
          ...(values.url === null ? {} : { url: values.url }),
          ...(values.command === null ? {} : { command: values.command, args: values.args }),
          headers: Object.keys(values.headers),
          env: Object.keys(values.env),
          params: values.params.map((param) => param.name),
        },
        ip: context.ip,
      });
      await repo.create(id, values, [entry]);
      return view(id);
    },

    async patch(
      context: AdminContext,
      id: string,
      body: z.output<typeof connectorPatchSchema>,
    ): Promise<Connector> {
      const current = await requireConnector(id);
      if (current.transport === 'stdio' && !config.allowCommands && (body.command ?? body.args) !== undefined)
        throw commandsOff();
      if (body.url !== undefined && current.transport === 'http') await requireAddress(body.url);
      if (carriesSecrets(body) && !box.canSeal) throw secretsKeyMissing();
      if (body.name !== undefined) await requireName(body.name, id);
      const next = patchedValues(current, body, (value) => box.seal(value), clock.now().toISOString());
      const entry = audit.entry({
        action: 'connector.changed',
        actor: context.actor,
        target: { type: 'connector', id },
        detail: changeDetail(current, next),
        ip: context.ip,
      });
      await repo.update(id, next, [entry]);
      return view(id);
    },

    async remove(context: AdminContext, id: string): Promise<{ id: string; deleted: true }> {
      const current = await requireConnector(id);
      const entry = audit.entry({
        action: 'connector.deleted',
        actor: context.actor,
        target: { type: 'connector', id },
        detail: { name: current.name },
        ip: context.ip,
      });
      await repo.remove(id, [entry]);
      return { id, deleted: true };
    },

    async tools(id: string): Promise<{ tools: ConnectorTool[] }> {
      return { tools: await listTools(await requireConnector(id)) };
    },

    /** Replaces a team's tools; each must be on the server's list now (422 naming the others). */
    async setTeamTools(
      context: AdminContext,
      id: string,
      teamId: string,
      names: readonly string[],
    ): Promise<{ teamId: string; tools: string[] }> {
      const connector = await requireConnector(id);
      const team = await repo.team(teamId);
      if (team === undefined) throw notFound('Team not found');
      const wanted = [...new Set(names)].sort();
      const listed = wanted.length === 0 ? [] : await listTools(connector);
      const unknown = wanted.filter((name) => !listed.some((tool) => tool.name === name));
      if (unknown.length > 0)
        throw new AppError('unprocessable', `The connector's server lists no tool ${unknown.join(', ')}`, {
          detail: {
            reason: 'connector_unknown_tool',
            field: 'body.tools',
            values: { tools: unknown.join(', ') },
          },
        });
      const tools = listed.filter((tool) => wanted.includes(tool.name));
      const entry = audit.entry({
        action: 'connector.team_tools',
        actor: context.actor,
        target: { type: 'connector', id },
        detail: { name: connector.name, team: teamId, teamName: team.name, tools: wanted },
        ip: context.ip,
      });
      await repo.setTeamTools(id, teamId, tools, [entry]);
      return { teamId, tools: wanted };
    },

    /**
     * Replaces a customer's values of the connector's declared parameters. Admins, and leads of the
     * customer's team (the admin guard checked the team from the customer).
     */
    async setCustomerParams(
      context: AdminContext,
      id: string,
      customerId: string,
      params: Record<string, string>,
    ): Promise<{ params: Record<string, string> }> {
      const connector = await requireConnector(id);
      const customer = await repo.customer(customerId);
      if (customer === undefined) throw notFound('Customer not found');
      const values = customerValues(connector.params, params);
      const entry = audit.entry({
        action: 'connector.customer_params',
        actor: context.actor,
        target: { type: 'connector', id },
        detail: { name: connector.name, team: customer.teamId, customer: customer.name, params: values },
        ip: context.ip,
      });
      await repo.setCustomerValues(id, customerId, values, clock.now().toISOString(), [entry]);
      return { params: values };
    },

    /** The connectors declaring parameters, with a customer's values (the customer must be the team's). */
    async customerConnectors(teamId: string, customerId: string): Promise<CustomerConnector[]> {
      const customer = await repo.customer(customerId);
      if (customer?.teamId !== teamId) throw notFound('Customer not found');
      const [connectors, values] = await Promise.all([repo.list(), repo.valuesOfCustomer(customerId)]);
      return connectors
        .filter((connector) => connector.params.length > 0)
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((connector) => {
          const saved = values.get(connector.id) ?? {};
          const declared = new Set(connector.params.map((param) => param.name));
          return {
            id: connector.id,
            name: connector.name,
            enabled: connector.enabled,
            params: connector.params,
            values: Object.fromEntries(Object.entries(saved).filter(([name]) => declared.has(name))),
          };
        });
    },
  };
}

export type ConnectorAdminService = ReturnType<typeof createConnectorAdminService>;
