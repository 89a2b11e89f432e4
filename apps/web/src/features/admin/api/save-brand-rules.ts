import {
  brandRulesPaths,
  brandRulesSchema,
  type BrandRules,
  type BrandRulesRequest,
} from '@brief/contract/brand-rules';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { apiClient } from '@/lib/api-client';

/** PUT …/customers/:customerId/rules: the whole rules at once; 422 for a list or a text over its limit. */
export function saveBrandRules(
  teamId: string,
  customerId: string,
  rules: BrandRulesRequest,
): Promise<BrandRules> {
  return apiClient.request(brandRulesPaths.admin(teamId, customerId), {
    method: 'PUT',
    body: rules,
    schema: brandRulesSchema,
  });
}

export function useSaveBrandRules(teamId: string, customerId: string) {
  return useAdminMutation({
    mutationFn: (rules: BrandRulesRequest) => saveBrandRules(teamId, customerId, rules),
  });
}
