import { adminPaths, adminSpecialistSchema, type AdminSpecialist } from '@brief/contract/admin-console';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminKeys } from '@/features/admin/api/admin-keys';
import { apiClient } from '@/lib/api-client';

/** GET /admin/teams/:teamId/specialists, in the order the chat shows them. */
export function getSpecialists(teamId: string): Promise<AdminSpecialist[]> {
  return apiClient.request(adminPaths.specialists(teamId), { schema: z.array(adminSpecialistSchema) });
}

export const specialistsQueryOptions = (teamId: string) =>
  queryOptions({ queryKey: adminKeys.specialists(teamId), queryFn: () => getSpecialists(teamId) });

export function useSpecialists(teamId: string) {
  return useQuery(specialistsQueryOptions(teamId));
}
