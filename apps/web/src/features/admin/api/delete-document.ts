import { adminPaths, deletedSchema } from '@brief/contract/admin-console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys, refreshAfterChange } from '@/features/admin/api/admin-keys';
import { apiClient } from '@/lib/api-client';

/** DELETE …/documents/:documentId. */
export function deleteDocument(teamId: string, customerId: string, documentId: string) {
  return apiClient.request(adminPaths.document(teamId, customerId, documentId), {
    method: 'DELETE',
    schema: deletedSchema,
  });
}

export function useDeleteDocument(teamId: string, customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => deleteDocument(teamId, customerId, documentId),
    onSuccess: () =>
      refreshAfterChange(queryClient, [adminKeys.documents(teamId, customerId), adminKeys.customers(teamId)]),
  });
}
