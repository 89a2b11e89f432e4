import { connectorPaths, customerConnectorSchema, type CustomerConnector } from '@brief/contract/connectors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminKeys } from '@/features/admin/api/admin-keys';
import { apiClient } from '@/lib/api-client';

/** GET /admin/teams/:teamId/customers/:customerId/connectors: those declaring settings, with its values. */
export function getCustomerConnectors(teamId: string, customerId: string): Promise<CustomerConnector[]> {
  return apiClient.request(connectorPaths.customerConnectors(teamId, customerId), {
    schema: z.array(customerConnectorSchema),
  });
}

export const customerConnectorsQueryOptions = (teamId: string, customerId: string) =>
  queryOptions({
    queryKey: adminKeys.customerConnectors(teamId, customerId),
    queryFn: () => getCustomerConnectors(teamId, customerId),
  });

/** Asked afresh each time the dialog opens: it edits what the server holds now. */
export function useCustomerConnectors(teamId: string, customerId: string) {
  return useQuery({ ...customerConnectorsQueryOptions(teamId, customerId), refetchOnMount: 'always' });
}
