import { adminPaths } from '@brief/contract/admin-console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminKeys, refreshAfterChange } from '@/features/admin/api/admin-keys';
import { apiClient } from '@/lib/api-client';

const reindexedSchema = z.object({ queued: z.number().int() });

/** POST …/documents/reindex: 202 with how many of the customer's documents were queued again. */
export function reindexDocuments(teamId: string, customerId: string): Promise<{ queued: number }> {
  return apiClient.request(adminPaths.documentsReindex(teamId, customerId), {
    method: 'POST',
    schema: reindexedSchema,
  });
}

export function useReindexDocuments(teamId: string, customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => reindexDocuments(teamId, customerId),
    onSuccess: () =>
      refreshAfterChange(queryClient, [
        adminKeys.documents(teamId, customerId),
        adminKeys.documentsProgress(teamId, customerId),
      ]),
  });
}
