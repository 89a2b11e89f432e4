import { AlertCircle, Loader2, RefreshCw, Upload, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useDeleteDocument } from '@/features/admin/api/delete-document';
import { useDocuments } from '@/features/admin/api/get-documents';
import { useReindexDocument } from '@/features/admin/api/reindex-document';
import { useReindexDocuments } from '@/features/admin/api/reindex-documents';
import { useUploadDocuments, type FailedBatch } from '@/features/admin/api/upload-documents';
import { DocumentRow } from '@/features/admin/components/document-row';
import { IndexingProgress } from '@/features/admin/components/indexing-progress';
import { ListError, ListLoading } from '@/features/admin/components/list-states';
import { useIndexingProgress } from '@/features/admin/hooks/use-indexing-progress';
import { adminErrorMessage, toastAdminError } from '@/features/admin/utils/admin-errors';
import { toast } from '@/hooks/use-toast';
import { useStore } from '@nanostores/react';
import { adminDocuments, adminTexts } from '@/features/admin/i18n/en';
import { adminMore } from '@/features/admin/i18n/en';
import { labelIn } from '@/i18n/core';
import { adminMoreLabels } from '@/features/admin/i18n/en';

const ACCEPTED =
  '.pdf,.docx,.xlsx,.csv,.txt,.md,.markdown,.json,text/plain,text/csv,text/markdown,application/json,application/pdf';

/** Names a toast can hold; beyond them, how many more. */
const NAMES_SHOWN = 5;

function namesOf(files: readonly { name: string }[]): string {
  const names = files.map((file) => file.name);
  if (names.length <= NAMES_SHOWN) return names.join(', ');
  return adminDocuments.get().namesAndMore({
    names: names.slice(0, NAMES_SHOWN).join(', '),
    more: names.length - NAMES_SHOWN,
  });
}

/** The requests of the last upload that the server refused: their files and its reason. */
function UploadFailures({ failed, onDismiss }: { failed: readonly FailedBatch[]; onDismiss: () => void }) {
  const t = useStore(adminDocuments);
  const files = failed.reduce((sum, batch) => sum + batch.files.length, 0);
  return (
    <div
      role="alert"
      className="flex items-start gap-2.5 rounded-md border border-destructive/40 bg-card px-3 py-2.5 text-sm"
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
      <div className="min-w-0 flex-1 space-y-1.5">
        <p className="font-medium text-destructive">{t.notUploaded(files)}</p>
        <ul className="space-y-1 text-xs">
          {failed.map((batch, index) => (
            // The batches of one upload, in the order they were sent; never reordered.
            <li key={index} className="break-words">
              <span className="font-medium">{namesOf(batch.files)}</span>
              <span className="text-muted-foreground">{` — ${adminErrorMessage(batch.error)}`}</span>
            </li>
          ))}
        </ul>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="-my-1 size-7 shrink-0 text-muted-foreground hover:text-foreground"
        aria-label={t.dismiss}
        onClick={onDismiss}
      >
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}

/**
 * A customer's documents: files whose text the agent reads with the profile and searches once they are
 * indexed. Any number of files go up in batches; each one's index state shows, with progress while
 * some wait.
 */
export function CustomerDocuments({
  teamId,
  customerId,
  customerName,
}: {
  teamId: string;
  customerId: string;
  customerName: string;
}) {
  const tm = useStore(adminMore);
  const tr = useStore(adminTexts);
  const t = useStore(adminDocuments);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const documents = useDocuments(teamId, customerId);
  const upload = useUploadDocuments(teamId, customerId);
  const deleteDocument = useDeleteDocument(teamId, customerId);
  const reindexDocument = useReindexDocument(teamId, customerId);
  const reindexAll = useReindexDocuments(teamId, customerId);
  const progress = useIndexingProgress(teamId, customerId, documents.data);
  const [failedUploads, setFailedUploads] = useState<readonly FailedBatch[]>([]);
  const list = documents.data ?? [];

  const send = (files: File[]) => {
    setFailedUploads([]);
    upload.mutate(files, {
      onSuccess: ({ stored, failed }) => {
        if (stored.length > 0)
          toast({
            title:
              stored.length === 1
                ? labelIn(adminMoreLabels.get(), 'Document uploaded')
                : labelIn(adminMoreLabels.get(), 'Documents uploaded'),
            description: namesOf(stored),
          });
        if (failed.length > 0) setFailedUploads(failed);
      },
      onError: (error) => toastAdminError(adminMore.get().couldNotUpload, error),
    });
  };

  const uploading = upload.progress;
  return (
    <section aria-label={tm.documentsOf({ customerName })} className="space-y-3 rounded-lg bg-muted/40 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium">{tr.documents}</p>
        <label htmlFor={inputId} className="sr-only">
          {tr.uploadDocumentsFor} {customerName}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={ACCEPTED}
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length > 0) send(files);
          }}
        />
        <div className="flex flex-wrap items-center gap-2">
          {list.length > 0 && (
            <Button
              size="sm"
              variant="ghost"
              aria-label={t.reindexAllOf({ customerName })}
              disabled={reindexAll.isPending}
              onClick={() =>
                reindexAll.mutate(undefined, {
                  onSuccess: ({ queued }) => toast({ title: adminDocuments.get().queuedForIndexing(queued) }),
                  onError: (error) => toastAdminError(adminDocuments.get().couldNotReindex, error),
                })
              }
            >
              <RefreshCw aria-hidden="true" className={reindexAll.isPending ? 'animate-spin' : undefined} />
              {t.reindexAll}
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            disabled={upload.isPending}
            onClick={() => input.current?.click()}
          >
            {upload.isPending ? (
              <Loader2 aria-hidden="true" className="animate-spin" />
            ) : (
              <Upload aria-hidden="true" />
            )}
            {tr.upload}
          </Button>
        </div>
      </div>
      {uploading && (
        <p role="status" className="flex items-center gap-2 text-xs text-muted-foreground tabular-nums">
          <Loader2 aria-hidden="true" className="size-3.5 animate-spin text-primary" />
          {uploading.total === 1
            ? t.uploadingOne
            : t.uploadingOf({ sent: uploading.sent, total: uploading.total })}
        </p>
      )}
      {failedUploads.length > 0 && (
        <UploadFailures failed={failedUploads} onDismiss={() => setFailedUploads([])} />
      )}
      {progress && <IndexingProgress progress={progress} />}
      {documents.isPending ? (
        <ListLoading label={tr.loadingDocuments} />
      ) : documents.isError ? (
        <ListError
          title={tr.documentsCouldNotBeLoaded}
          error={documents.error}
          onRetry={() => void documents.refetch()}
        />
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">{tr.noDocumentsPdfWordExcel}</p>
      ) : (
        <ul className="divide-y rounded-md border bg-card">
          {list.map((document) => (
            <DocumentRow
              key={document.id}
              document={document}
              reindexing={reindexDocument.isPending && reindexDocument.variables === document.id}
              onReindex={() =>
                reindexDocument.mutate(document.id, {
                  onError: (error) => toastAdminError(adminDocuments.get().couldNotReindex, error),
                })
              }
              onDelete={() =>
                deleteDocument.mutate(document.id, {
                  onError: (error) => toastAdminError(adminMore.get().couldNotDeleteDocument, error),
                })
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}
