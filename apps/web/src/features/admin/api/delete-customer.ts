import { adminPaths, deletedSchema } from '@brief/contract/admin-console';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { apiClient } from '@/lib/api-client';

/** DELETE …/customers/:customerId, with its documents. */
export function deleteCustomer(teamId: string, customerId: string) {
  return apiClient.request(adminPaths.customer(teamId, customerId), {
    method: 'DELETE',
    schema: deletedSchema,
  });
}

export function useDeleteCustomer(teamId: string) {
  return useAdminMutation({
    mutationFn: (customerId: string) => deleteCustomer(teamId, customerId),
  });
}
