import { connectorListSchema, connectorPaths, type ConnectorList } from '@brief/contract/connectors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/admin-keys';
import { apiClient } from '@/lib/api-client';

/** GET /admin/connectors: the connectors, newest first, and whether commands may be registered. */
export function getConnectors(): Promise<ConnectorList> {
  return apiClient.request(connectorPaths.list, { schema: connectorListSchema });
}

export const connectorsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.connectors(), queryFn: getConnectors });

export function useConnectors() {
  return useQuery(connectorsQueryOptions());
}
