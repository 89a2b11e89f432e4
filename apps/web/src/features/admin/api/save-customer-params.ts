import { connectorPaths, type ConnectorCustomerParams } from '@brief/contract/connectors';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { apiClient } from '@/lib/api-client';

/** PUT /admin/connectors/:id/customers/:customerId: the whole set (an empty value unsets it). */
export function saveCustomerParams(
  connectorId: string,
  customerId: string,
  params: ConnectorCustomerParams['params'],
): Promise<unknown> {
  return apiClient.request(connectorPaths.customer(connectorId, customerId), {
    method: 'PUT',
    body: { params },
  });
}

/** Saves each connector's values for the customer, one call per connector. */
export function useSaveCustomerParams(customerId: string) {
  return useAdminMutation({
    mutationFn: (values: { connectorId: string; params: ConnectorCustomerParams['params'] }[]) =>
      Promise.all(
        values.map(({ connectorId, params }) => saveCustomerParams(connectorId, customerId, params)),
      ),
  });
}
