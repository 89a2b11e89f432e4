import { FileText, Loader2, Trash2, Upload } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useDeleteDocument } from '@/features/admin/api/delete-document';
import { useDocuments } from '@/features/admin/api/get-documents';
import { useUploadDocuments } from '@/features/admin/api/upload-documents';
import { ConfirmDialog } from '@/features/admin/components/confirm-dialog';
import { ListError, ListLoading } from '@/features/admin/components/list-states';
import { toastAdminError } from '@/features/admin/utils/admin-errors';
import { formatBytes, formatCount } from '@/features/admin/utils/format';
import { toast } from '@/hooks/use-toast';
import { useStore } from '@nanostores/react';
import { adminTexts } from '@/features/admin/i18n/en';
import { adminMore } from '@/features/admin/i18n/en';
import { labelIn } from '@/i18n/core';
import { adminMoreLabels } from '@/features/admin/i18n/en';

const ACCEPTED =
  '.pdf,.docx,.xlsx,.csv,.txt,.md,.markdown,.json,text/plain,text/csv,text/markdown,application/json,application/pdf';

/** A customer's documents: files whose text the agent reads with the profile. */
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
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const documents = useDocuments(teamId, customerId);
  const upload = useUploadDocuments(teamId, customerId);
  const deleteDocument = useDeleteDocument(teamId, customerId);
  const list = documents.data ?? [];

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
            if (files.length === 0) return;
            upload.mutate(files, {
              onSuccess: (stored) =>
                toast({
                  title:
                    stored.length === 1
                      ? labelIn(adminMoreLabels.get(), 'Document uploaded')
                      : labelIn(adminMoreLabels.get(), 'Documents uploaded'),
                  description: stored.map((document) => document.name).join(', '),
                }),
              onError: (error) => toastAdminError(adminMore.get().couldNotUpload, error),
            });
          }}
        />
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
            <li key={document.id} className="flex items-center gap-3 px-3 py-2 text-sm">
              <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium" title={document.name}>
                  {document.name}
                </p>
                <p className="text-xs text-muted-foreground">
                  {formatBytes(document.size)} · {formatCount(document.characters)} {tr.characters}
                </p>
              </div>
              <ConfirmDialog
                title={tr.deleteThisDocument}
                description={tm.theAgentWillNoLonger({ name: document.name })}
                confirmLabel={tr.delete}
                onConfirm={() =>
                  deleteDocument.mutate(document.id, {
                    onError: (error) => toastAdminError(adminMore.get().couldNotDeleteDocument, error),
                  })
                }
                trigger={
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={tm.delete({ name: document.name })}
                    className="text-destructive hover:text-destructive"
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
