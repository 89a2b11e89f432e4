import {
  adminPaths,
  adminSpecialistSchema,
  type AdminSpecialist,
  type CreateSpecialistRequest,
} from '@brief/contract/admin-console';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
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
  return useAdminMutation({
    mutationFn: ({ specialistId, fields }: { specialistId: string | null; fields: SpecialistFields }) =>
      saveSpecialist(teamId, specialistId, fields),
  });
}
