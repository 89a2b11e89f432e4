import { adminPaths, deletedSchema } from '@brief/contract/admin-console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys, refreshAfterChange } from '@/features/admin/api/admin-keys';
import { apiClient } from '@/lib/api-client';

/** DELETE …/customers/:customerId, with its documents. */
export function deleteCustomer(teamId: string, customerId: string) {
  return apiClient.request(adminPaths.customer(teamId, customerId), {
    method: 'DELETE',
    schema: deletedSchema,
  });
}

export function useDeleteCustomer(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (customerId: string) => deleteCustomer(teamId, customerId),
    onSuccess: () => refreshAfterChange(queryClient, [adminKeys.customers(teamId), adminKeys.teams()]),
  });
}
