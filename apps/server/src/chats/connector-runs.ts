import type { AuditService } from '../admin/audit';
import type { ConnectorsConfig } from '../config';
import type { ConnectorClient } from '../connectors/mcp-client';
import type { RunConnectors } from '../connectors/run-connectors';
import type { ConnectorRuns } from './turn-connectors';

/**
 * The turn's view of connectors, made of the connectors domain's parts: what a run may call (read from
 * the database at each run), the MCP client that calls it within the limits, and the audit log that
 * records each call: who, which connector and tool, which chat, how long, how it went. The arguments are
 * never written there: they may hold what a customer's settings keep private.
 */
export function createConnectorRuns(
  domain: { runs: Pick<RunConnectors, 'forRun'>; client: Pick<ConnectorClient, 'callTool'> },
  config: Pick<ConnectorsConfig, 'callTimeoutMs' | 'resultMaxBytes'>,
  audit: Pick<AuditService, 'record'>,
): ConnectorRuns {
  return {
    limits: { timeoutMs: config.callTimeoutMs, maxResultBytes: config.resultMaxBytes },
    async forRun(teamId, customerId) {
      const connectors = await domain.runs.forRun(teamId, customerId);
      return connectors.map((connector) => ({
        id: connector.id,
        name: connector.name,
        params: connector.params.map((param) => param.name),
        values: connector.values,
        tools: connector.tools,
        call: (tool, args, { signal, timeoutMs, maxBytes }) =>
          domain.client.callTool(connector.endpoint, tool, args, {
            ...(signal === undefined ? {} : { signal }),
            timeoutMs,
            maxBytes,
          }),
      }));
    },
    // The detail holds what the console's sentence and filters read: the team (its id, and its name for
    // the sentence), the customer's name, the connector, the tool and how the call ended.
    audit: ({ user, chatId, team, customer, call }) =>
      audit.record({
        action: 'connector.call',
        actor: { id: user.id, email: user.email },
        target: { type: 'chat', id: chatId },
        team: team.id,
        detail: {
          team: team.id,
          teamName: team.name,
          ...(customer === null ? {} : { customer: customer.name, customerId: customer.id }),
          connectorId: call.connectorId,
          connector: call.connector,
          tool: call.tool,
          durationMs: call.durationMs,
          outcome: call.status,
        },
      }),
  };
}
