import { adminPaths, adminUserPageSchema, type AdminUserPage } from '@brief/contract/admin-console';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/admin-keys';
import { apiClient } from '@/lib/api-client';

/** GET /admin/users: one page of people by e-mail; `search` matches e-mail or name. */
export function getAdminUsers(search: string, cursor: string | null): Promise<AdminUserPage> {
  const query = new URLSearchParams();
  if (search.trim()) query.set('q', search.trim());
  if (cursor) query.set('cursor', cursor);
  const suffix = query.toString() ? `?${query.toString()}` : '';
  return apiClient.request(`${adminPaths.users}${suffix}`, { schema: adminUserPageSchema });
}

export const adminUsersQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.userList(search.trim()),
    queryFn: ({ pageParam }) => getAdminUsers(search, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useAdminUsers(search: string) {
  return useInfiniteQuery(adminUsersQueryOptions(search));
}
