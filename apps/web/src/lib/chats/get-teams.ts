import { teamSchema, type Team } from '@brief/contract/teams';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { chatKeys } from '@/lib/chats/chat-keys';
import { chatPaths } from '@/lib/chats/chat-paths';

/** GET /users/:userId/agents: the teams this user may chat with. */
export function getTeams(userId: string): Promise<Team[]> {
  return apiClient.request(chatPaths.teams(userId), { schema: z.array(teamSchema) });
}

export const teamsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: chatKeys.teams(userId),
    queryFn: () => getTeams(userId),
    staleTime: 5 * 60_000,
    enabled: userId !== '',
  });

export function useTeams(userId: string, { enabled = true } = {}) {
  const options = teamsQueryOptions(userId);
  return useQuery({ ...options, enabled: enabled && options.enabled });
}
