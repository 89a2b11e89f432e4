import {
  adminPaths,
  adminUserSchema,
  type AdminUser,
  type UpdateUserRequest,
} from '@brief/contract/admin-console';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { apiClient } from '@/lib/api-client';

/** PATCH /admin/users/:userId: teams, admin flag, disabled; 409 for the admin's own flag or account. */
export function updateUser(userId: string, changes: UpdateUserRequest): Promise<AdminUser> {
  return apiClient.request(adminPaths.user(userId), {
    method: 'PATCH',
    body: changes,
    schema: adminUserSchema,
  });
}

export function useUpdateUser() {
  return useAdminMutation({
    mutationFn: ({ userId, changes }: { userId: string; changes: UpdateUserRequest }) =>
      updateUser(userId, changes),
  });
}
