import { isDocumentSource, isMemorySource, type MessageSource } from '@brief/contract/knowledge';
import { useStore } from '@nanostores/react';
import { AlertCircle, Download, ExternalLink, FileX, Loader2, MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { checkCitedDocument } from '@/features/chat/api/get-cited-document';
import { chatConnectors, chatRules, chatSources } from '@/features/chat/i18n/en';
import { documentOpening } from '@/features/chat/utils/document-opening';
import { sourceDetail, sourceName, sourceText } from '@/features/chat/utils/source-location';
import { useFormat } from '@/i18n/format';
import { ApiError } from '@/lib/api-client';
import { downloadFrom } from '@/lib/export-download';
import { logger } from '@/lib/logger';

type Opening = 'idle' | 'opening' | 'unavailable' | 'failed' | 'blocked';

/**
 * "Open document": a PDF, text, markdown file or picture opens in a viewer tab of the app's (the browser
 * shows it there); anything else downloads, with the bearer, under its name. The button says which, by
 * its label and icon. Whether the reader may open it is asked first: a 404 (the document was deleted,
 * or the reader does not have its customer's team: the server tells neither apart) says so here and
 * leaves the passage, which is the reply's own text, as all there is.
 */
function OpenDocument({ path, viewPath, name }: { path: string; viewPath: string | null; name: string }) {
  const t = useStore(chatSources);
  const [opening, setOpening] = useState<Opening>('idle');
  const view = viewPath !== null && documentOpening(name) === 'view' ? viewPath : null;
  const open = () => {
    setOpening('opening');
    const opened =
      view === null
        ? downloadFrom(path, name)
        : checkCitedDocument(path).then(() => {
            // A tab opened after the check still counts as the click's (browsers allow a few seconds).
            const tab = window.open(view, '_blank');
            if (tab === null) throw new TabBlocked();
            tab.opener = null;
          });
    opened.then(
      () => setOpening('idle'),
      (error: unknown) => {
        if (error instanceof TabBlocked) setOpening('blocked');
        else if (error instanceof ApiError && error.status === 404) setOpening('unavailable');
        else {
          logger.warn('Opening a cited document failed', error);
          setOpening('failed');
        }
      },
    );
  };
  let icon = view === null ? <Download aria-hidden="true" /> : <ExternalLink aria-hidden="true" />;
  if (opening === 'opening') icon = <Loader2 aria-hidden="true" className="animate-spin" />;
  return (
    <DialogFooter className="gap-3 sm:items-center sm:justify-between">
      <p role="status" className="text-sm">
        {opening === 'unavailable' && (
          <span className="flex items-center justify-center gap-1.5 text-muted-foreground sm:justify-start">
            <FileX aria-hidden="true" className="size-4 shrink-0" />
            {t.documentUnavailable}
          </span>
        )}
        {opening === 'failed' && (
          <span className="flex items-center justify-center gap-1.5 text-destructive sm:justify-start">
            <AlertCircle aria-hidden="true" className="size-4 shrink-0" />
            {t.couldNotOpen}
          </span>
        )}
        {opening === 'blocked' && view !== null && (
          <span className="flex flex-wrap items-center justify-center gap-x-1.5 sm:justify-start">
            {t.tabBlocked}
            <a
              href={view}
              target="_blank"
              rel="noopener"
              className="font-medium text-primary underline underline-offset-2"
            >
              {t.openInNewTab}
            </a>
          </span>
        )}
      </p>
      <Button
        variant="outline"
        className="shrink-0"
        disabled={opening === 'opening' || opening === 'unavailable'}
        onClick={open}
      >
        {icon}
        {view === null ? t.downloadDocument : t.openDocument}
      </Button>
    </DialogFooter>
  );
}

/** The browser's pop-up blocker kept the viewer tab from opening. */
class TabBlocked extends Error {}

/**
 * A source a reply cites: its document, where in it, and the passage the reply was written from, as
 * plain text; or a fact of the customer's memory, who approved it and when, and a link to the chat it was
 * proposed from when the reader may open it (`chatPath`). `documentPath` is where the document's file is
 * asked for, `documentViewPath` the viewer tab that shows it; without a path there is no Open.
 */
export function SourceDialog({
  source,
  open,
  onOpenChange,
  documentPath,
  documentViewPath = null,
  chatPath = null,
}: {
  source: MessageSource | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  documentPath: string | null;
  documentViewPath?: string | null;
  chatPath?: string | null;
}) {
  const t = useStore(chatSources);
  const tr = useStore(chatRules);
  const tc = useStore(chatConnectors);
  const format = useFormat();
  return (
    <Dialog open={open && source !== undefined} onOpenChange={onOpenChange}>
      {source && (
        <DialogContent className="sm:max-w-xl">
          <DialogHeader>
            <DialogTitle className="pr-6 leading-snug break-words">{sourceName(source)}</DialogTitle>
            <DialogDescription>{sourceDetail(source, (date) => format.date(date, 'date'))}</DialogDescription>
          </DialogHeader>
          <div
            role="region"
            aria-label={isDocumentSource(source) ? t.passage : isMemorySource(source) ? tr.fact : tc.result}
            data-testid="source-passage"
            className="max-h-[50vh] overflow-y-auto rounded-md border bg-muted/40 px-3 py-2.5 text-sm leading-relaxed break-words whitespace-pre-wrap"
          >
            {sourceText(source)}
          </div>
          {isDocumentSource(source) && documentPath !== null && (
            // A fresh start for each source: an unavailable document's note is its own.
            <OpenDocument
              key={source.n}
              path={documentPath}
              viewPath={documentViewPath}
              name={source.documentName}
            />
          )}
          {isMemorySource(source) && chatPath !== null && (
            <DialogFooter>
              <Button asChild variant="outline">
                <Link to={chatPath}>
                  <MessageSquare aria-hidden="true" />
                  {tr.openMemoryChat}
                </Link>
              </Button>
            </DialogFooter>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
