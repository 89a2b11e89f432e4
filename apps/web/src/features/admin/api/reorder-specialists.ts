import { adminPaths, adminSpecialistSchema, type AdminSpecialist } from '@brief/contract/admin-console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminKeys, refreshAfterChange } from '@/features/admin/api/admin-keys';
import { apiClient } from '@/lib/api-client';

/** PUT …/specialists/order: every specialist id of the team once, in the new order. */
export function reorderSpecialists(teamId: string, specialistIds: string[]): Promise<AdminSpecialist[]> {
  return apiClient.request(adminPaths.specialistOrder(teamId), {
    method: 'PUT',
    body: { specialistIds },
    schema: z.array(adminSpecialistSchema),
  });
}

export function useReorderSpecialists(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (specialistIds: string[]) => reorderSpecialists(teamId, specialistIds),
    onSuccess: (specialists) => {
      queryClient.setQueryData(adminKeys.specialists(teamId), specialists);
      return refreshAfterChange(queryClient, [adminKeys.specialists(teamId)]);
    },
  });
}
