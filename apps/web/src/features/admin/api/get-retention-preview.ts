import { adminPaths, retentionPreviewSchema, type RetentionPreview } from '@brief/contract/admin-console';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/admin-keys';
import { apiClient } from '@/lib/api-client';

/** GET /admin/teams/:teamId/retention-preview?days=: the chats a policy of `days` would delete now. */
export function getRetentionPreview(teamId: string, days: number): Promise<RetentionPreview> {
  return apiClient.request(`${adminPaths.team(teamId)}/retention-preview?days=${days}`, {
    schema: retentionPreviewSchema,
  });
}

export const retentionPreviewQueryOptions = (teamId: string, days: number) =>
  queryOptions({
    queryKey: adminKeys.retentionPreview(teamId, days),
    queryFn: () => getRetentionPreview(teamId, days),
    // Chats age by the minute: the count is asked afresh each time the dialog shows it.
    staleTime: 0,
  });

/** The count for a policy being typed; nothing is asked while `days` is null (no policy, or not a number). */
export function useRetentionPreview(teamId: string, days: number | null) {
  return useQuery({
    ...retentionPreviewQueryOptions(teamId, days ?? 0),
    enabled: days !== null,
    placeholderData: keepPreviousData,
  });
}
