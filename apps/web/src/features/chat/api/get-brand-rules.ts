import { brandRulesPaths, brandRulesSchema } from '@brief/contract/brand-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { customerKeys } from '@/lib/customers/customer-keys';

/** GET /users/:userId/customers/:customerId/rules: the brand rules of a customer of the user's teams. */
export function getBrandRules(userId: string, customerId: string) {
  return apiClient.request(brandRulesPaths.user(userId, customerId), { schema: brandRulesSchema });
}

export const brandRulesQueryOptions = (userId: string, customerId: string) =>
  queryOptions({
    queryKey: customerKeys.rules(userId, customerId),
    queryFn: () => getBrandRules(userId, customerId),
  });

/** The rules, asked for only while `enabled` (the panel is open). */
export function useBrandRules(userId: string, customerId: string, enabled: boolean) {
  return useQuery({ ...brandRulesQueryOptions(userId, customerId), enabled });
}
