import { brandRulesPaths, brandRulesSchema, type BrandRules } from '@brief/contract/brand-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { customerKeys } from '@/lib/customers/customer-keys';

/** GET /users/:userId/customers/:customerId/rules: the customer's brand rules, read-only. */
export function getCustomerRules(userId: string, customerId: string): Promise<BrandRules> {
  return apiClient.request(brandRulesPaths.user(userId, customerId), { schema: brandRulesSchema });
}

export const customerRulesQueryOptions = (userId: string, customerId: string) =>
  queryOptions({
    queryKey: customerKeys.rules(userId, customerId),
    queryFn: () => getCustomerRules(userId, customerId),
  });

export function useCustomerRules(userId: string, customerId: string, enabled: boolean) {
  return useQuery({ ...customerRulesQueryOptions(userId, customerId), enabled: enabled && userId !== '' });
}
