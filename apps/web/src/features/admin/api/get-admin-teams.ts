import { adminPaths, adminTeamSchema, type AdminTeam } from '@brief/contract/admin-console';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminKeys } from '@/features/admin/api/admin-keys';
import { apiClient } from '@/lib/api-client';

/** GET /admin/teams: every team with its counts. */
export function getAdminTeams(): Promise<AdminTeam[]> {
  return apiClient.request(adminPaths.teams, { schema: z.array(adminTeamSchema) });
}

export const adminTeamsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.teams(), queryFn: getAdminTeams });

export function useAdminTeams() {
  return useQuery(adminTeamsQueryOptions());
}
