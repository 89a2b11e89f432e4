import {
  adminPaths,
  adminTeamSchema,
  type AdminTeam,
  type CreateTeamRequest,
  type UpdateTeamRequest,
} from '@brief/contract/admin-console';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { apiClient } from '@/lib/api-client';

/** POST /admin/teams: 409 when the app name (or id) is taken. */
export function createTeam(team: CreateTeamRequest): Promise<AdminTeam> {
  return apiClient.request(adminPaths.teams, { method: 'POST', body: team, schema: adminTeamSchema });
}

/** PATCH /admin/teams/:teamId. */
export function updateTeam(teamId: string, changes: UpdateTeamRequest): Promise<AdminTeam> {
  return apiClient.request(adminPaths.team(teamId), {
    method: 'PATCH',
    body: changes,
    schema: adminTeamSchema,
  });
}

/** Creates the team, or changes the one with `teamId` (and its retention, when given). */
export function useSaveTeam() {
  return useAdminMutation({
    mutationFn: ({
      teamId,
      team,
      retentionDays,
      groups,
    }: {
      teamId: string | null;
      team: CreateTeamRequest;
      retentionDays?: number | null;
      /** The OpenID provider groups that grant the team. */
      groups?: string[];
    }) =>
      teamId
        ? updateTeam(teamId, {
            ...team,
            ...(retentionDays === undefined ? {} : { retentionDays }),
            ...(groups === undefined ? {} : { groups }),
          })
        : createTeam(team),
  });
}
