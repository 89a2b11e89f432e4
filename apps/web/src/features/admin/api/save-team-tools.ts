import { connectorPaths, connectorTeamToolsSchema } from '@brief/contract/connectors';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { apiClient } from '@/lib/api-client';

/** PUT /admin/connectors/:id/teams/:teamId: the team's whole list (422 for a tool the server lacks). */
export function saveTeamTools(connectorId: string, teamId: string, tools: string[]): Promise<unknown> {
  return apiClient.request(connectorPaths.team(connectorId, teamId), {
    method: 'PUT',
    body: connectorTeamToolsSchema.parse({ tools }),
  });
}

export function useSaveTeamTools(connectorId: string) {
  return useAdminMutation({
    mutationFn: ({ teamId, tools }: { teamId: string; tools: string[] }) =>
      saveTeamTools(connectorId, teamId, tools),
  });
}
