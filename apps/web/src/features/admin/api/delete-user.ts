import { deletedUserSchema, offboardingPaths, type DeletedUser } from '@brief/contract/offboarding';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { apiClient } from '@/lib/api-client';

/** DELETE /admin/users/:userId: the person and everything of theirs; `confirm` is their e-mail. */
export function deleteUser(userId: string, confirm: string): Promise<DeletedUser> {
  return apiClient.request(offboardingPaths.person(userId), {
    method: 'DELETE',
    body: { confirm },
    schema: deletedUserSchema,
  });
}

export function useDeleteUser() {
  return useAdminMutation({
    mutationFn: ({ userId, confirm }: { userId: string; confirm: string }) => deleteUser(userId, confirm),
  });
}
