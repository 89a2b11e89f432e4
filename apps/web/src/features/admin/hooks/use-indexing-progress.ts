import type { CustomerDocument } from '@brief/contract/admin-console';
import type { DocumentIndexProgress } from '@brief/contract/knowledge';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { adminKeys } from '@/features/admin/api/admin-keys';
import { indexingPending, useDocumentsProgress } from '@/features/admin/api/get-documents-progress';

const pending = (document: CustomerDocument) =>
  document.status === 'queued' || document.status === 'indexing';

/**
 * How far a customer's documents are indexed, while some wait: the progress is polled as long as the
 * list or the progress shows a queued or indexing document, and the list is read again whenever the
 * counts move (so each row's state follows). Null when nothing waits.
 */
export function useIndexingProgress(
  teamId: string,
  customerId: string,
  documents: readonly CustomerDocument[] | undefined,
): DocumentIndexProgress | null {
  const queryClient = useQueryClient();
  const listPending = documents?.some(pending) ?? false;
  const progress = useDocumentsProgress(teamId, customerId, listPending);
  const data = progress.data;

  const counts = data ? [data.total, data.queued, data.indexing, data.indexed, data.failed].join() : null;
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (counts === null || counts === seen.current) return;
    const moved = seen.current !== null;
    seen.current = counts;
    // The counts moved, or the list still shows waiting documents that the progress says are done.
    if (moved || (data && !indexingPending(data) && listPending))
      void queryClient.invalidateQueries({ queryKey: adminKeys.documents(teamId, customerId) });
  }, [counts, data, listPending, queryClient, teamId, customerId]);

  if (!listPending) return null;
  if (data && indexingPending(data)) return data;
  // Before the first answer, or while the list catches up with the last one: the list's own counts.
  const list = documents ?? [];
  return {
    total: list.length,
    queued: list.filter((document) => document.status === 'queued').length,
    indexing: list.filter((document) => document.status === 'indexing').length,
    indexed: list.filter((document) => document.status === 'indexed').length,
    failed: list.filter((document) => document.status === 'failed').length,
    passages: list.reduce((sum, document) => sum + document.passages, 0),
  };
}
