import {
  connectorPaths,
  connectorSchema,
  type Connector,
  type ConnectorCreate,
  type ConnectorPatch,
} from '@brief/contract/connectors';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { apiClient } from '@/lib/api-client';

/**
 * POST /admin/connectors: 403 `connector_commands_off` for a command the operator does not allow, 400
 * `connector_address` for an address that is not https or is private and not allowed.
 */
export function createConnector(connector: ConnectorCreate): Promise<Connector> {
  return apiClient.request(connectorPaths.list, { method: 'POST', body: connector, schema: connectorSchema });
}

/** PATCH /admin/connectors/:id: only what changes (a secret's value sets it, null removes it). */
export function updateConnector(connectorId: string, changes: ConnectorPatch): Promise<Connector> {
  return apiClient.request(connectorPaths.connector(connectorId), {
    method: 'PATCH',
    body: changes,
    schema: connectorSchema,
  });
}

/** Registers a connector, or changes the one with `connectorId` (turning it on or off, say). */
export function useSaveConnector() {
  return useAdminMutation({
    mutationFn: (
      save:
        { connectorId: null; connector: ConnectorCreate } | { connectorId: string; changes: ConnectorPatch },
    ) =>
      save.connectorId === null
        ? createConnector(save.connector)
        : updateConnector(save.connectorId, save.changes),
  });
}
