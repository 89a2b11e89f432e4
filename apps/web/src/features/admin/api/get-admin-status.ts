import { adminStatusResponseSchema } from '@brief/contract/auth';
import { apiPaths } from '@brief/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiClient } from '@/lib/api-client';

/** An OK answer means admin; 403 (or any other refusal) means not. */
export type AdminStatus = 'allowed' | 'denied';

/** POST /api/users/:userId/admin-status. Refusals resolve to 'denied'; only exceptions throw. */
export async function getAdminStatus(userId: string): Promise<AdminStatus> {
  try {
    await apiClient.request(apiPaths.adminStatus(userId), {
      method: 'POST',
      schema: adminStatusResponseSchema,
    });
    return 'allowed';
  } catch (error) {
    if (error instanceof ApiError) return 'denied';
    throw error;
  }
}

export function adminStatusQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['admin-status', userId],
    queryFn: () => getAdminStatus(userId),
    // Verified afresh on every visit: the answer can change when an admin revokes the role.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function useAdminStatus(userId: string | null) {
  return useQuery({ ...adminStatusQueryOptions(userId ?? ''), enabled: userId !== null });
}
