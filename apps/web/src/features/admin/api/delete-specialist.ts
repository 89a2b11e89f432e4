import { adminPaths, deletedSchema } from '@brief/contract/admin-console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys, refreshAfterChange } from '@/features/admin/api/admin-keys';
import { apiClient } from '@/lib/api-client';

/** DELETE …/specialists/:specialistId. */
export function deleteSpecialist(teamId: string, specialistId: string) {
  return apiClient.request(adminPaths.specialist(teamId, specialistId), {
    method: 'DELETE',
    schema: deletedSchema,
  });
}

export function useDeleteSpecialist(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (specialistId: string) => deleteSpecialist(teamId, specialistId),
    onSuccess: () => refreshAfterChange(queryClient, [adminKeys.specialists(teamId), adminKeys.teams()]),
  });
}
