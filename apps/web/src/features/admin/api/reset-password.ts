import { adminPaths, resetPasswordResponseSchema } from '@brief/contract/admin-console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterChange } from '@/features/admin/api/admin-keys';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, password }: { userId: string; password: string }) =>
      resetPassword(userId, password),
    onSuccess: () => refreshAfterChange(queryClient, []),
  });
}
