import { brandRulesPaths, brandRulesSchema, type BrandRules } from '@brief/contract/brand-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/admin-keys';
import { apiClient } from '@/lib/api-client';

/** GET /admin/teams/:teamId/customers/:customerId/rules: the empty rules when none are set. */
export function getBrandRules(teamId: string, customerId: string): Promise<BrandRules> {
  return apiClient.request(brandRulesPaths.admin(teamId, customerId), { schema: brandRulesSchema });
}

export const brandRulesQueryOptions = (teamId: string, customerId: string) =>
  queryOptions({
    queryKey: adminKeys.brandRules(teamId, customerId),
    queryFn: () => getBrandRules(teamId, customerId),
  });

/** The rules, asked afresh each time an editor mounts: it edits what the server holds now. */
export function useBrandRules(teamId: string, customerId: string) {
  return useQuery({ ...brandRulesQueryOptions(teamId, customerId), refetchOnMount: 'always' });
}
