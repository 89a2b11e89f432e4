import { adminPaths, deletedSchema } from '@brief/contract/admin-console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys, refreshAfterChange } from '@/features/admin/api/admin-keys';
import { apiClient } from '@/lib/api-client';

/** DELETE /admin/teams/:teamId: its customers, documents and specialists go with it. */
export function deleteTeam(teamId: string) {
  return apiClient.request(adminPaths.team(teamId), { method: 'DELETE', schema: deletedSchema });
}

export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeam,
    onSuccess: () => refreshAfterChange(queryClient, [adminKeys.teams(), adminKeys.users()]),
  });
}
