import { connectorPaths, connectorToolsSchema, type ConnectorTool } from '@brief/contract/connectors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/admin-keys';
import { apiClient } from '@/lib/api-client';

/** GET /admin/connectors/:id/tools: asks the server now; 502 (`connector_unreachable`) when it cannot. */
export async function getConnectorTools(connectorId: string): Promise<ConnectorTool[]> {
  const { tools } = await apiClient.request(connectorPaths.tools(connectorId), {
    schema: connectorToolsSchema,
  });
  return tools;
}

export const connectorToolsQueryOptions = (connectorId: string) =>
  queryOptions({
    queryKey: adminKeys.connectorTools(connectorId),
    queryFn: () => getConnectorTools(connectorId),
    // An unreachable server is said at once (with Try again), not after retries.
    retry: false,
  });

/** The tools as the server lists them, asked afresh each time the list is opened. */
export function useConnectorTools(connectorId: string) {
  return useQuery({ ...connectorToolsQueryOptions(connectorId), refetchOnMount: 'always' });
}
