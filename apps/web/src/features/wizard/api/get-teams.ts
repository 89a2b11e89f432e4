import { teamSchema, type Team } from '@brief/contract/teams';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { wizardKeys, wizardPaths } from '@/features/wizard/api/wizard-paths';
import { apiClient } from '@/lib/api-client';

/** GET /users/:userId/agents: the teams the user may start a chat with. */
export function getTeams(userId: string): Promise<Team[]> {
  return apiClient.request(wizardPaths.teams(userId), { schema: z.array(teamSchema) });
}

export const teamsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: wizardKeys.teams(userId),
    queryFn: () => getTeams(userId),
    staleTime: 5 * 60_000,
    enabled: userId !== '',
  });

export function useTeams(userId: string) {
  return useQuery(teamsQueryOptions(userId));
}
