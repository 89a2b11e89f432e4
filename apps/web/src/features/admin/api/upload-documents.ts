import {
  adminPaths,
  customerDocumentUploadSchema,
  type CustomerDocument,
} from '@brief/contract/admin-console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys, refreshAfterChange } from '@/features/admin/api/admin-keys';
import { apiClient } from '@/lib/api-client';

/**
 * POST …/documents, multipart with one `file` part per file. The client sends a FormData body as it
 * is (the browser sets the boundary), with the bearer and renewal of every call. 400 when a file has
 * no readable text; 413 when it is too large.
 */
export async function uploadDocuments(
  teamId: string,
  customerId: string,
  files: readonly File[],
): Promise<CustomerDocument[]> {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  const response = await apiClient.requestResponse(adminPaths.documents(teamId, customerId), {
    method: 'POST',
    body: form,
  });
  return customerDocumentUploadSchema.parse(await response.json()).documents;
}

export function useUploadDocuments(teamId: string, customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: readonly File[]) => uploadDocuments(teamId, customerId, files),
    onSuccess: () =>
      refreshAfterChange(queryClient, [adminKeys.documents(teamId, customerId), adminKeys.customers(teamId)]),
  });
}
