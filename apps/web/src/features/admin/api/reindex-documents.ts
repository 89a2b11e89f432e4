import { adminPaths } from '@brief/contract/admin-console';
import { documentsReindexedSchema, type DocumentsReindexed } from '@brief/contract/knowledge';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { apiClient } from '@/lib/api-client';

/** POST …/documents/reindex: 202 with how many of the customer's documents were queued again. */
export function reindexDocuments(teamId: string, customerId: string): Promise<DocumentsReindexed> {
  return apiClient.request(adminPaths.documentsReindex(teamId, customerId), {
    method: 'POST',
    schema: documentsReindexedSchema,
  });
}

export function useReindexDocuments(teamId: string, customerId: string) {
  return useAdminMutation({
    mutationFn: () => reindexDocuments(teamId, customerId),
  });
}
