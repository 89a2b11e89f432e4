import { adminPaths, signOutUserResponseSchema } from '@brief/contract/admin-console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterChange } from '@/features/admin/api/admin-keys';
import { apiClient } from '@/lib/api-client';

/** POST /admin/users/:userId/sign-out: every token issued to the user stops working at once. */
export function signOutUser(userId: string) {
  return apiClient.request(adminPaths.userSignOut(userId), {
    method: 'POST',
    schema: signOutUserResponseSchema,
  });
}

export function useSignOutUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => signOutUser(userId),
    onSuccess: () => refreshAfterChange(queryClient, []),
  });
}
