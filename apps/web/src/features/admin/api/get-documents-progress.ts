import { adminPaths } from '@brief/contract/admin-console';
import { documentIndexProgressSchema, type DocumentIndexProgress } from '@brief/contract/knowledge';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/admin-keys';
import { apiClient } from '@/lib/api-client';

/** How often the progress is asked for while documents wait to be indexed. */
export const PROGRESS_POLL_MS = 1_500;

/** GET …/customers/:customerId/documents/progress. */
export function getDocumentsProgress(teamId: string, customerId: string): Promise<DocumentIndexProgress> {
  return apiClient.request(adminPaths.documentsProgress(teamId, customerId), {
    schema: documentIndexProgressSchema,
  });
}

/** Documents still waiting for the index, or being indexed. */
export function indexingPending(progress: DocumentIndexProgress): boolean {
  return progress.queued + progress.indexing > 0;
}

export const documentsProgressQueryOptions = (teamId: string, customerId: string) =>
  queryOptions({
    queryKey: adminKeys.documentsProgress(teamId, customerId),
    queryFn: () => getDocumentsProgress(teamId, customerId),
    // Asked again every 1.5 s while something is pending; once nothing is, no more.
    refetchInterval: (query) =>
      query.state.data && indexingPending(query.state.data) ? PROGRESS_POLL_MS : false,
  });

/** The customer's indexing progress, followed while `watching` (documents are queued or indexing). */
export function useDocumentsProgress(teamId: string, customerId: string, watching: boolean) {
  return useQuery({ ...documentsProgressQueryOptions(teamId, customerId), enabled: watching });
}
