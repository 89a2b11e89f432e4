import { adminPaths, customerDocumentSchema } from '@brief/contract/admin-console';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { apiClient } from '@/lib/api-client';

/** POST …/documents/:documentId/reindex: 202 with the document, queued again. */
export function reindexDocument(teamId: string, customerId: string, documentId: string) {
  return apiClient.request(adminPaths.documentReindex(teamId, customerId, documentId), {
    method: 'POST',
    schema: customerDocumentSchema,
  });
}

export function useReindexDocument(teamId: string, customerId: string) {
  return useAdminMutation({
    mutationFn: (documentId: string) => reindexDocument(teamId, customerId, documentId),
  });
}
