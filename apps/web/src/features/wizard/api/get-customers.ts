import { customerNamesSchema } from '@brief/contract/teams';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { wizardKeys, wizardPaths } from '@/features/wizard/api/wizard-paths';
import { apiClient } from '@/lib/api-client';

/** Spec §3 Customer: the server sends names only; ids are made here as customer-N. */
export interface WizardCustomer {
  id: string;
  name: string;
  description: string;
}

export function toWizardCustomers(names: readonly string[]): WizardCustomer[] {
  return names.map((name, index) => ({ id: `customer-${index + 1}`, name, description: '' }));
}

/** GET /users/:userId/agents/:agentId/customers?app_name=: the customers of one team. */
export async function getCustomers(
  userId: string,
  teamId: string,
  appName: string,
): Promise<WizardCustomer[]> {
  const names = await apiClient.request(wizardPaths.customers(userId, teamId, appName), {
    schema: customerNamesSchema,
  });
  return toWizardCustomers(names);
}

export const customersQueryOptions = (userId: string, teamId: string, appName: string) =>
  queryOptions({
    queryKey: wizardKeys.customers(userId, teamId),
    queryFn: () => getCustomers(userId, teamId, appName),
    staleTime: 5 * 60_000,
  });

export function useCustomers(userId: string, team: { id: string; app_name: string } | null) {
  return useQuery({
    ...customersQueryOptions(userId, team?.id ?? '', team?.app_name ?? ''),
    enabled: team !== null && userId !== '',
  });
}
