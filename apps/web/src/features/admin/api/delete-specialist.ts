import { adminPaths, deletedSchema } from '@brief/contract/admin-console';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { apiClient } from '@/lib/api-client';

/** DELETE …/specialists/:specialistId. */
export function deleteSpecialist(teamId: string, specialistId: string) {
  return apiClient.request(adminPaths.specialist(teamId, specialistId), {
    method: 'DELETE',
    schema: deletedSchema,
  });
}

export function useDeleteSpecialist(teamId: string) {
  return useAdminMutation({
    mutationFn: (specialistId: string) => deleteSpecialist(teamId, specialistId),
  });
}
