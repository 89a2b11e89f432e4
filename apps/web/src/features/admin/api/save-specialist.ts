import {
  adminPaths,
  adminSpecialistSchema,
  type AdminSpecialist,
  type CreateSpecialistRequest,
} from '@brief/contract/admin-console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys, refreshAfterChange } from '@/features/admin/api/admin-keys';
import { apiClient } from '@/lib/api-client';

export interface SpecialistFields {
  name: string;
  description: string;
  instructions: string;
}

/** POST …/specialists (added last), or PATCH …/specialists/:specialistId. 409 for a taken name. */
export function saveSpecialist(
  teamId: string,
  specialistId: string | null,
  fields: SpecialistFields,
): Promise<AdminSpecialist> {
  const body: CreateSpecialistRequest = fields;
  return specialistId
    ? apiClient.request(adminPaths.specialist(teamId, specialistId), {
        method: 'PATCH',
        body,
        schema: adminSpecialistSchema,
      })
    : apiClient.request(adminPaths.specialists(teamId), {
        method: 'POST',
        body,
        schema: adminSpecialistSchema,
      });
}

export function useSaveSpecialist(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ specialistId, fields }: { specialistId: string | null; fields: SpecialistFields }) =>
      saveSpecialist(teamId, specialistId, fields),
    onSuccess: () => refreshAfterChange(queryClient, [adminKeys.specialists(teamId), adminKeys.teams()]),
  });
}
