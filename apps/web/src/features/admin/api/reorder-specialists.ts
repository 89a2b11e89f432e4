import { adminPaths, adminSpecialistSchema, type AdminSpecialist } from '@brief/contract/admin-console';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminKeys } from '@/features/admin/api/admin-keys';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
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
  return useAdminMutation({
    mutationFn: (specialistIds: string[]) => reorderSpecialists(teamId, specialistIds),
    // The new order shows at once, before the lists are fetched again.
    onSuccess: (specialists) => queryClient.setQueryData(adminKeys.specialists(teamId), specialists),
  });
}
