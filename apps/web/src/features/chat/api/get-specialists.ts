import { specialistSchema, type Specialist } from '@brief/contract/teams';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { chatKeys, chatPaths } from '@/features/chat/api/chat-paths';
import { apiClient } from '@/lib/api-client';

/** GET /agents/:agentId/specialists: the team's specialists, in order. */
export function getSpecialists(teamId: string): Promise<Specialist[]> {
  return apiClient.request(chatPaths.specialists(teamId), { schema: z.array(specialistSchema) });
}

export const specialistsQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: chatKeys.specialists(teamId),
    queryFn: () => getSpecialists(teamId),
    staleTime: 5 * 60_000,
  });

export function useSpecialists(teamId: string | null) {
  return useQuery({ ...specialistsQueryOptions(teamId ?? ''), enabled: teamId !== null });
}
