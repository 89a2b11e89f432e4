import { useStore } from '@nanostores/react';
import { AlertCircle, Download, FileText, FileX, Loader2 } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { LazyAssistantMarkdown } from '@/components/lazy-assistant-markdown';
import { Button } from '@/components/ui/button';
import { useCitedDocument, type CitedDocumentFile } from '@/features/chat/api/get-cited-document';
import { chatSources } from '@/features/chat/i18n/en';
import { ApiError } from '@/lib/api-client';
import { downloadFrom } from '@/lib/export-download';
import { logger } from '@/lib/logger';

function Centered({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-full flex-col items-center justify-center gap-4 p-6 text-center text-sm text-muted-foreground">
      {children}
    </div>
  );
}

/** The document itself, as its kind is read: the browser's own PDF viewer, a picture, markdown, text. */
function Shown({ file, onDownload }: { file: CitedDocumentFile; onDownload: () => void }) {
  const t = useStore(chatSources);
  switch (file.view) {
    case 'pdf':
      return (
        <iframe
          src={file.objectUrl ?? undefined}
          title={file.name}
          className="block size-full border-0 bg-muted"
        />
      );
    case 'image':
      return (
        <div className="grid min-h-full place-items-center p-4">
          <img src={file.objectUrl ?? undefined} alt={file.name} className="h-auto max-w-full" />
        </div>
      );
    case 'markdown':
      return (
        <article className="mx-auto max-w-3xl px-4 py-6 sm:px-8">
          <LazyAssistantMarkdown text={file.text ?? ''} />
        </article>
      );
    case 'text':
      return (
        <pre className="mx-auto max-w-4xl px-4 py-6 font-mono text-sm break-words whitespace-pre-wrap sm:px-8">
          {file.text}
        </pre>
      );
    case 'download':
      return (
        <Centered>
          <p>{t.cannotShow}</p>
          <Button onClick={onDownload}>
            <Download aria-hidden="true" />
            {t.downloadDocument}
          </Button>
        </Centered>
      );
  }
}

/**
 * A document a chat cites, in a tab of its own ("Open document"): its name, a Download button, and the
 * document as the browser can show it. `path` is the document's API address (the reader's own chat or
 * one shared with them); the server decides what may be shown and who may see it.
 */
export function DocumentViewer({ path, fallbackName }: { path: string; fallbackName: string }) {
  const t = useStore(chatSources);
  const cited = useCitedDocument(path, fallbackName);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const objectUrl = cited.data?.objectUrl ?? null;
  const name = cited.data?.name ?? null;

  useEffect(() => (objectUrl === null ? undefined : () => URL.revokeObjectURL(objectUrl)), [objectUrl]);
  // The tab is named after the document, as a browser names a PDF it opens.
  useEffect(() => {
    if (name === null) return;
    const before = document.title;
    document.title = name;
    return () => {
      document.title = before;
    };
  }, [name]);

  const download = () => {
    setDownloadFailed(false);
    downloadFrom(path, name ?? fallbackName).catch((error: unknown) => {
      logger.warn('Downloading a cited document failed', error);
      setDownloadFailed(true);
    });
  };

  let body: ReactNode;
  if (cited.isPending) {
    body = (
      <Centered>
        <p role="status" className="flex items-center gap-2">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          {t.openingDocument}
        </p>
      </Centered>
    );
  } else if (cited.isError) {
    const unavailable = cited.error instanceof ApiError && cited.error.status === 404;
    body = (
      <Centered>
        <p role="alert" className="flex items-center gap-2">
          {unavailable ? (
            <FileX aria-hidden="true" className="size-4 shrink-0" />
          ) : (
            <AlertCircle aria-hidden="true" className="size-4 shrink-0 text-destructive" />
          )}
          {unavailable ? t.documentUnavailable : t.couldNotOpen}
        </p>
      </Centered>
    );
  } else {
    body = <Shown file={cited.data} onDownload={download} />;
  }

  return (
    <div className="flex h-full min-h-0 flex-col bg-background">
      <div className="flex items-center gap-3 border-b px-4 py-2 sm:px-6">
        <FileText aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
        <h1 title={name ?? undefined} className="min-w-0 flex-1 truncate text-base font-semibold">
          {name ?? t.document}
        </h1>
        {cited.isSuccess && (
          <Button variant="outline" size="sm" onClick={download} aria-label={t.downloadDocument}>
            <Download aria-hidden="true" />
            <span className="hidden sm:inline">{t.download}</span>
          </Button>
        )}
      </div>
      {downloadFailed && (
        <p role="alert" className="border-b px-4 py-2 text-sm text-destructive sm:px-6">
          {t.couldNotOpen}
        </p>
      )}
      <div className="min-h-0 flex-1 overflow-auto">{body}</div>
    </div>
  );
}
