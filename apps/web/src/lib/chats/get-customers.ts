import { customerNamesSchema } from '@brief/contract/teams';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { chatKeys } from '@/lib/chats/chat-keys';
import { chatPaths } from '@/lib/chats/chat-paths';

/**
 * A customer of a team. The server sends names only, so ids are made here as customer-N; a
 * description shows where one is known.
 */
export interface Customer {
  id: string;
  name: string;
  description?: string;
}

export function toCustomers(names: readonly string[]): Customer[] {
  return names.map((name, index) => ({ id: `customer-${index + 1}`, name }));
}

/** GET /users/:userId/agents/:agentId/customers?app_name=: the customers of one team. */
export async function getCustomers(userId: string, teamId: string, appName: string): Promise<Customer[]> {
  const names = await apiClient.request(chatPaths.customers(userId, teamId, appName), {
    schema: customerNamesSchema,
  });
  return toCustomers(names);
}

export const customersQueryOptions = (userId: string, teamId: string, appName: string) =>
  queryOptions({
    queryKey: chatKeys.customers(userId, teamId),
    queryFn: () => getCustomers(userId, teamId, appName),
    staleTime: 5 * 60_000,
  });

export function useCustomers(userId: string, team: { id: string; app_name: string } | null) {
  return useQuery({
    ...customersQueryOptions(userId, team?.id ?? '', team?.app_name ?? ''),
    enabled: team !== null && userId !== '',
  });
}
