import { adminScopeResponseSchema, type AdminScopeResponse } from '@brief/contract/auth';
import { apiPaths } from '@brief/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useAuth } from '@/hooks/use-auth';
import { getTokenUserId } from '@/lib/token';

export type AdminScope = AdminScopeResponse;

/** GET /api/users/:userId/admin-scope: whether the caller is an admin, and the teams they lead. */
export function getAdminScope(userId: string): Promise<AdminScope> {
  return apiClient.request(apiPaths.adminScope(userId), { schema: adminScopeResponseSchema });
}

export function adminScopeQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['admin-scope', userId],
    queryFn: () => getAdminScope(userId),
    // Asked afresh on every visit: an admin can make or unmake a lead at any time.
    staleTime: 0,
    retry: false,
  });
}

/**
 * The signed-in user's admin scope; undefined while it is asked, when nobody is signed in, or when
 * `wanted` is false.
 */
export function useAdminScope(wanted = true) {
  const { user } = useAuth();
  const userId = user ? (getTokenUserId(user.access_token) ?? user.id) : null;
  return useQuery({ ...adminScopeQueryOptions(userId ?? ''), enabled: wanted && userId !== null });
}

/** A lead who is not an admin: the console shows their teams only, without the admins' controls. */
export const isLeadOnly = (scope: AdminScope | undefined): boolean =>
  scope !== undefined && !scope.admin && scope.leadOf.length > 0;
