import { customerDirectorySchema, customerPaths, type CustomerRef } from '@brief/contract/customer-page';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { customerKeys } from '@/lib/customers/customer-keys';

/** GET /users/:userId/customers: every customer of the user's teams, with its id. */
export function getCustomerDirectory(userId: string): Promise<CustomerRef[]> {
  return apiClient.request(customerPaths.directory(userId), { schema: customerDirectorySchema });
}

export const customerDirectoryQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: customerKeys.directory(userId),
    queryFn: () => getCustomerDirectory(userId),
    staleTime: 5 * 60_000,
    enabled: userId !== '',
  });

/** The customer a chat, a bookmark or the wizard names by team and name (the id they hold is their own). */
export function findCustomer(
  customers: readonly CustomerRef[],
  teamId: string | null,
  name: string | null,
): CustomerRef | undefined {
  if (teamId === null || name === null) return undefined;
  return customers.find((customer) => customer.teamId === teamId && customer.name === name);
}

/**
 * The customer named by a team and a name, with its id (for its page, its rules, its memory);
 * undefined while the directory loads, and for a customer the user no longer has.
 */
export function useCustomerRef(userId: string, teamId: string | null, name: string | null) {
  const directory = useQuery({
    ...customerDirectoryQueryOptions(userId),
    enabled: userId !== '' && teamId !== null && name !== null,
  });
  return findCustomer(directory.data ?? [], teamId, name);
}
