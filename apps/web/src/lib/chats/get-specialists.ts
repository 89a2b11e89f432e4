import { specialistSchema, type Specialist } from '@brief/contract/teams';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { chatKeys } from '@/lib/chats/chat-keys';
import { chatPaths } from '@/lib/chats/chat-paths';

/** GET /agents/:agentId/specialists: the team's specialists, in the team's order. */
export function getSpecialists(teamId: string): Promise<Specialist[]> {
  return apiClient.request(chatPaths.specialists(teamId), { schema: z.array(specialistSchema) });
}

export const specialistsQueryOptions = (userId: string, teamId: string) =>
  queryOptions({
    queryKey: chatKeys.specialists(userId, teamId),
    queryFn: () => getSpecialists(teamId),
    staleTime: 5 * 60_000,
  });

export function useSpecialists(userId: string, team: { id: string } | null) {
  return useQuery({
    ...specialistsQueryOptions(userId, team?.id ?? ''),
    enabled: team !== null && userId !== '',
  });
}
