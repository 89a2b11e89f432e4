import { adminPaths, deletedSchema } from '@brief/contract/admin-console';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { apiClient } from '@/lib/api-client';

/** DELETE …/documents/:documentId. */
export function deleteDocument(teamId: string, customerId: string, documentId: string) {
  return apiClient.request(adminPaths.document(teamId, customerId, documentId), {
    method: 'DELETE',
    schema: deletedSchema,
  });
}

export function useDeleteDocument(teamId: string, customerId: string) {
  return useAdminMutation({
    mutationFn: (documentId: string) => deleteDocument(teamId, customerId, documentId),
  });
}
