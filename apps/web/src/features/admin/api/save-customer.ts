import {
  adminCustomerSchema,
  adminPaths,
  type AdminCustomer,
  type CreateCustomerRequest,
} from '@brief/contract/admin-console';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
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
  return useAdminMutation({
    mutationFn: ({ customerId, fields }: { customerId: string | null; fields: CustomerFields }) =>
      saveCustomer(teamId, customerId, fields),
  });
}
