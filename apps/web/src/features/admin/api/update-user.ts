import {
  adminPaths,
  adminUserSchema,
  type AdminUser,
  type UpdateUserRequest,
} from '@brief/contract/admin-console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys, refreshAfterChange } from '@/features/admin/api/admin-keys';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, changes }: { userId: string; changes: UpdateUserRequest }) =>
      updateUser(userId, changes),
    onSuccess: () => refreshAfterChange(queryClient, [adminKeys.users(), adminKeys.teams()]),
  });
}
