import { adminCustomerSchema, adminPaths, type AdminCustomer } from '@brief/contract/admin-console';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminKeys } from '@/features/admin/api/admin-keys';
import { apiClient } from '@/lib/api-client';

/** GET /admin/teams/:teamId/customers. */
export function getCustomers(teamId: string): Promise<AdminCustomer[]> {
  return apiClient.request(adminPaths.customers(teamId), { schema: z.array(adminCustomerSchema) });
}

export const customersQueryOptions = (teamId: string) =>
  queryOptions({ queryKey: adminKeys.customers(teamId), queryFn: () => getCustomers(teamId) });

export function useCustomers(teamId: string) {
  return useQuery(customersQueryOptions(teamId));
}
