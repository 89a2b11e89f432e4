import { costPaths, userCostsSchema, type UserCosts } from '@brief/contract/costs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** GET /users/:userId/costs: what the signed-in user's runs cost this month so far, and how many. */
export function getUserCosts(userId: string): Promise<UserCosts> {
  return apiClient.request(costPaths.userCosts(userId), { schema: userCostsSchema });
}

export const userCostsKeys = { month: (userId: string) => ['user-costs', userId] as const };

export const userCostsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: userCostsKeys.month(userId),
    queryFn: () => getUserCosts(userId),
    // Asked afresh each time the menu opens: a run may have just been counted.
    staleTime: 0,
  });

/** The user's month, asked while `wanted` (the avatar menu is open). */
export function useUserCosts(userId: string, wanted: boolean) {
  return useQuery({ ...userCostsQueryOptions(userId), enabled: wanted });
}
