import { adminPaths, deletedSchema } from '@brief/contract/admin-console';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { apiClient } from '@/lib/api-client';

/** DELETE /admin/teams/:teamId: its customers, documents and specialists go with it. */
export function deleteTeam(teamId: string) {
  return apiClient.request(adminPaths.team(teamId), { method: 'DELETE', schema: deletedSchema });
}

export function useDeleteTeam() {
  return useAdminMutation({
    mutationFn: deleteTeam,
  });
}
