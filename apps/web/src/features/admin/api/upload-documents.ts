import {
  adminPaths,
  customerDocumentUploadSchema,
  type CustomerDocument,
} from '@brief/contract/admin-console';
import { MAX_FILES_PER_UPLOAD } from '@brief/contract/files';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminKeys } from '@/features/admin/api/admin-keys';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { apiClient } from '@/lib/api-client';

/**
 * POST …/documents, multipart with one `file` part per file (at most MAX_FILES_PER_UPLOAD). The client
 * sends a FormData body as it is (the browser sets the boundary), with the bearer and renewal of every
 * call. 201 at once with the documents queued for indexing; 400 when a file has no readable text; 413
 * when it is too large.
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

/** A request of an upload that the server refused, with its files. */
export interface FailedBatch {
  files: readonly File[];
  error: unknown;
}

export interface UploadOutcome {
  stored: CustomerDocument[];
  failed: FailedBatch[];
}

/**
 * Any number of files, in requests of at most MAX_FILES_PER_UPLOAD, one after another. A refused
 * request does not stop the others; `onBatch` hears of each request as it starts, with the files sent
 * so far counting its own.
 */
export async function uploadDocumentsInBatches(
  teamId: string,
  customerId: string,
  files: readonly File[],
  onBatch: (sent: number) => void = () => undefined,
  onStored: (documents: CustomerDocument[]) => void = () => undefined,
): Promise<UploadOutcome> {
  const outcome: UploadOutcome = { stored: [], failed: [] };
  for (let start = 0; start < files.length; start += MAX_FILES_PER_UPLOAD) {
    const batch = files.slice(start, start + MAX_FILES_PER_UPLOAD);
    onBatch(start + batch.length);
    try {
      const documents = await uploadDocuments(teamId, customerId, batch);
      outcome.stored.push(...documents);
      onStored(documents);
    } catch (error) {
      outcome.failed.push({ files: batch, error });
    }
  }
  return outcome;
}

/** Where an upload stands: files sent or being sent, of how many. */
export interface UploadProgress {
  sent: number;
  total: number;
}

/**
 * Uploads the files in batches; the list shows each batch's documents as soon as it is stored, so
 * their indexing can be followed while the next batch goes.
 */
export function useUploadDocuments(teamId: string, customerId: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const mutation = useAdminMutation({
    mutationFn: (files: readonly File[]) =>
      uploadDocumentsInBatches(
        teamId,
        customerId,
        files,
        (sent) => setProgress({ sent, total: files.length }),
        () => void queryClient.invalidateQueries({ queryKey: adminKeys.documents(teamId, customerId) }),
      ),
    // Said until the lists show the last batch too (they are fresh when this runs).
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
