import type { MessageSource } from '@brief/contract/knowledge';
import { useStore } from '@nanostores/react';
import { AlertCircle, ExternalLink, FileX, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { chatSources } from '@/features/chat/i18n/en';
import { sourceLocation } from '@/features/chat/utils/source-location';
import { ApiError } from '@/lib/api-client';
import { downloadFrom } from '@/lib/export-download';
import { logger } from '@/lib/logger';

type Opening = 'idle' | 'opening' | 'unavailable' | 'failed';

/**
 * "Open document": the cited file downloaded with the bearer. A 404 (the document was deleted, or the
 * reader does not have its customer's team: the server tells neither apart) says so and leaves the
 * passage, which is the reply's own text, as all there is.
 */
function OpenDocument({ path, name }: { path: string; name: string }) {
  const t = useStore(chatSources);
  const [opening, setOpening] = useState<Opening>('idle');
  const open = () => {
    setOpening('opening');
    downloadFrom(path, name).then(
      () => setOpening('idle'),
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 404) {
          setOpening('unavailable');
          return;
        }
        logger.warn('Opening a cited document failed', error);
        setOpening('failed');
      },
    );
  };
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
      </p>
      <Button
        variant="outline"
        className="shrink-0"
        disabled={opening === 'opening' || opening === 'unavailable'}
        onClick={open}
      >
        {opening === 'opening' ? (
          <Loader2 aria-hidden="true" className="animate-spin" />
        ) : (
          <ExternalLink aria-hidden="true" />
        )}
        {t.openDocument}
      </Button>
    </DialogFooter>
  );
}

/**
 * A source a reply cites: its document, where in it, and the passage the reply was written from, as
 * plain text. `documentPath` is where the document's file is asked for; without it there is no Open.
 */
export function SourceDialog({
  source,
  open,
  onOpenChange,
  documentPath,
}: {
  source: MessageSource | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  documentPath: string | null;
}) {
  const t = useStore(chatSources);
  return (
    <Dialog open={open && source !== undefined} onOpenChange={onOpenChange}>
      {source && (
        <DialogContent className="sm:max-w-xl">
          <DialogHeader>
            <DialogTitle className="pr-6 leading-snug break-words">{source.documentName}</DialogTitle>
            <DialogDescription>{sourceLocation(source.locator)}</DialogDescription>
          </DialogHeader>
          <div
            role="region"
            aria-label={t.passage}
            data-testid="source-passage"
            className="max-h-[50vh] overflow-y-auto rounded-md border bg-muted/40 px-3 py-2.5 text-sm leading-relaxed break-words whitespace-pre-wrap"
          >
            {source.snippet}
          </div>
          {documentPath !== null && (
            // A fresh start for each source: an unavailable document's note is its own.
            <OpenDocument key={source.n} path={documentPath} name={source.documentName} />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
