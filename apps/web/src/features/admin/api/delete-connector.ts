import { connectorPaths } from '@brief/contract/connectors';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { apiClient } from '@/lib/api-client';

/** DELETE /admin/connectors/:id, with its tools per team and its customers' settings. */
export function deleteConnector(connectorId: string): Promise<unknown> {
  return apiClient.request(connectorPaths.connector(connectorId), { method: 'DELETE' });
}

export function useDeleteConnector() {
  return useAdminMutation({ mutationFn: deleteConnector });
}
