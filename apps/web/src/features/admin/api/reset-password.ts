import { adminPaths, resetPasswordResponseSchema } from '@brief/contract/admin-console';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { apiClient } from '@/lib/api-client';

/** POST /admin/users/:userId/password: password users only (409 for a Google user). */
export function resetPassword(userId: string, password: string) {
  return apiClient.request(adminPaths.userPassword(userId), {
    method: 'POST',
    body: { password },
    schema: resetPasswordResponseSchema,
  });
}

export function useResetPassword() {
  return useAdminMutation({
    mutationFn: ({ userId, password }: { userId: string; password: string }) =>
      resetPassword(userId, password),
  });
}
