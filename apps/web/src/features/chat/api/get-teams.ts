import { teamSchema, type Team } from '@brief/contract/teams';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { chatKeys, chatPaths } from '@/features/chat/api/chat-paths';
import { apiClient } from '@/lib/api-client';

/** GET /users/:userId/agents: the teams (consulting agents) this user may chat with. */
export function getTeams(userId: string): Promise<Team[]> {
  return apiClient.request(chatPaths.teams(userId), { schema: z.array(teamSchema) });
}

export const teamsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: chatKeys.teams(userId), queryFn: () => getTeams(userId), staleTime: 5 * 60_000 });

export function useTeams(userId: string) {
  return useQuery(teamsQueryOptions(userId));
}
