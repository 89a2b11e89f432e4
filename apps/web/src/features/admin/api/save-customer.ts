import {
  adminCustomerSchema,
  adminPaths,
  type AdminCustomer,
  type CreateCustomerRequest,
} from '@brief/contract/admin-console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys, refreshAfterChange } from '@/features/admin/api/admin-keys';
import { apiClient } from '@/lib/api-client';

export interface CustomerFields {
  name: string;
  description: string;
  profile: string;
}

/** POST …/customers, or PATCH …/customers/:customerId. 409 for a name the team has. */
export function saveCustomer(
  teamId: string,
  customerId: string | null,
  fields: CustomerFields,
): Promise<AdminCustomer> {
  const body: CreateCustomerRequest = fields;
  return customerId
    ? apiClient.request(adminPaths.customer(teamId, customerId), {
        method: 'PATCH',
        body,
        schema: adminCustomerSchema,
      })
    : apiClient.request(adminPaths.customers(teamId), {
        method: 'POST',
        body,
        schema: adminCustomerSchema,
      });
}

export function useSaveCustomer(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ customerId, fields }: { customerId: string | null; fields: CustomerFields }) =>
      saveCustomer(teamId, customerId, fields),
    onSuccess: () => refreshAfterChange(queryClient, [adminKeys.customers(teamId), adminKeys.teams()]),
  });
}
