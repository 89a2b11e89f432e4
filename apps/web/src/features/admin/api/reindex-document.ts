import { adminPaths, customerDocumentSchema } from '@brief/contract/admin-console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys, refreshAfterChange } from '@/features/admin/api/admin-keys';
import { apiClient } from '@/lib/api-client';

/** POST …/documents/:documentId/reindex: 202 with the document, queued again. */
export function reindexDocument(teamId: string, customerId: string, documentId: string) {
  return apiClient.request(adminPaths.documentReindex(teamId, customerId, documentId), {
    method: 'POST',
    schema: customerDocumentSchema,
  });
}

export function useReindexDocument(teamId: string, customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => reindexDocument(teamId, customerId, documentId),
    onSuccess: () =>
      refreshAfterChange(queryClient, [
        adminKeys.documents(teamId, customerId),
        adminKeys.documentsProgress(teamId, customerId),
      ]),
  });
}
