import type { ConnectorParam, ConnectorTool } from '@brief/contract/connectors';
import type { ConnectorRecord, ConnectorRepo } from './connector-repo';
import type { ConnectorEndpoint } from './mcp-client';
import type { SecretBox } from './secrets';

/** A connector as a run offers it: where it is (secrets opened), its tools for the team, the customer's values. */
export type RunConnector = {
  id: string;
  name: string;
  endpoint: ConnectorEndpoint;
  tools: ConnectorTool[];
  params: ConnectorParam[];
  /** The chat customer's values of the declared parameters ({} without a customer). */
  values: Record<string, string>;
};

/** A connector's address and secrets, opened; undefined when a secret cannot be opened (another key). */
export function endpointOf(connector: ConnectorRecord, box: SecretBox): ConnectorEndpoint | undefined {
  const opened = (sealed: Record<string, string>): Record<string, string> | undefined => {
    const values: Record<string, string> = {};
    for (const [name, value] of Object.entries(sealed)) {
      const open = box.open(value);
      if (open === undefined) return undefined;
      values[name] = open;
    }
    return values;
  };
  if (connector.transport === 'stdio') {
    const env = opened(connector.env);
    return connector.command === null || env === undefined
      ? undefined
      : { transport: 'stdio', command: connector.command, args: connector.args, env };
  }
  const headers = opened(connector.headers);
  return connector.url === null || headers === undefined
    ? undefined
    : { transport: 'http', url: connector.url, headers };
}

/**
 * What the runtime asks for at the start of every run: read from the database each time (no cache), so
 * a connector or tool disabled in the console is gone from the next run on every instance.
 */
export function createRunConnectors({
  repo,
  box,
  log,
}: {
  repo: ConnectorRepo;
  box: SecretBox;
  log: { warn(obj: object, msg: string): void };
}) {
  return {
    /** The enabled connectors with tools enabled for the team, and the customer's values of their parameters. */
    async forRun(teamId: string, customerId: string | null): Promise<RunConnector[]> {
      const enabled = await repo.enabledForTeam(teamId);
      const values =
        customerId === null
          ? new Map<string, Record<string, string>>()
          : await repo.valuesOfCustomer(customerId);
      const offered: RunConnector[] = [];
      for (const { connector, tools } of enabled) {
        const endpoint = endpointOf(connector, box);
        if (endpoint === undefined) {
          log.warn({ connector: connector.id }, 'connector left out of a run: its secrets cannot be opened');
          continue;
        }
        const saved: Record<string, string> = values.get(connector.id) ?? {};
        const declared = new Set(connector.params.map((param) => param.name));
        offered.push({
          id: connector.id,
          name: connector.name,
          endpoint,
          tools,
          params: connector.params,
          values: Object.fromEntries(Object.entries(saved).filter(([name]) => declared.has(name))),
        });
      }
      return offered;
    },
  };
}

export type RunConnectors = ReturnType<typeof createRunConnectors>;
