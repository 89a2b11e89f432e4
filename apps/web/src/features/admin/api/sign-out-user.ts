import { adminPaths, signOutUserResponseSchema } from '@brief/contract/admin-console';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { apiClient } from '@/lib/api-client';

/** POST /admin/users/:userId/sign-out: every token issued to the user stops working at once. */
export function signOutUser(userId: string) {
  return apiClient.request(adminPaths.userSignOut(userId), {
    method: 'POST',
    schema: signOutUserResponseSchema,
  });
}

export function useSignOutUser() {
  return useAdminMutation({
    mutationFn: (userId: string) => signOutUser(userId),
  });
}
