import type { AuditService } from '../admin/audit';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { createConnectorAdminService } from './admin-service';
import { createConnectorRepo } from './connector-repo';
import { createConnectorClient } from './mcp-client';
import { createRunConnectors } from './run-connectors';
import { connectorSecretsKey } from './secrets-key';
import { createSecretBox } from './secrets';

/**
 * Connectors wired from the app's dependencies: the admin console's service, what a run reads (the
 * team's enabled tools, the customer's values) and the client a run calls tools with.
 */
export async function createConnectorModule({
  db,
  config,
  clock,
  audit,
  log,
}: {
  db: Db;
  config: Config;
  clock: Clock;
  audit: AuditService;
  log: { warn(obj: object, msg: string): void };
}) {
  const box = createSecretBox(await connectorSecretsKey(config));
  const repo = createConnectorRepo(db);
  const client = createConnectorClient(config.connectors);
  return {
    admin: createConnectorAdminService({ repo, client, box, config: config.connectors, audit, clock }),
    runs: createRunConnectors({ repo, box, log }),
    client,
  };
}

export type ConnectorModule = Awaited<ReturnType<typeof createConnectorModule>>;
