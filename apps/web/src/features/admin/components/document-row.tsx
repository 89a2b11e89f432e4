import type { CustomerDocument } from '@brief/contract/admin-console';
import { useStore } from '@nanostores/react';
import { AlertCircle, CheckCircle2, Clock, FileText, Loader2, RefreshCw, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/features/admin/components/confirm-dialog';
import { adminDocuments, adminMore, adminTexts } from '@/features/admin/i18n/en';
import { formatBytes, formatCount } from '@/features/admin/utils/format';
import { cn } from '@/lib/utils';

/** Where the document stands in the knowledge index. */
function IndexStatus({ document }: { document: CustomerDocument }) {
  const t = useStore(adminDocuments);
  switch (document.status) {
    case 'queued':
      return (
        <Badge variant="secondary">
          <Clock aria-hidden="true" />
          {t.queued}
        </Badge>
      );
    case 'indexing':
      return (
        <Badge variant="outline" className="border-primary/30 text-primary">
          <Loader2 aria-hidden="true" className="animate-spin" />
          {t.indexing}
        </Badge>
      );
    case 'indexed':
      return (
        <Badge variant="outline" className="border-success/30 bg-success/10 text-success">
          <CheckCircle2 aria-hidden="true" />
          {t.indexed(document.passages)}
        </Badge>
      );
    case 'failed':
      return (
        <Badge variant="destructive">
          <AlertCircle aria-hidden="true" />
          {t.failed}
        </Badge>
      );
  }
}

/** One customer document: name, size, index state (and why it failed), Re-index and Delete. */
export function DocumentRow({
  document,
  reindexing,
  onReindex,
  onDelete,
}: {
  document: CustomerDocument;
  /** Its re-index request is on its way. */
  reindexing: boolean;
  onReindex: () => void;
  onDelete: () => void;
}) {
  const t = useStore(adminDocuments);
  const tm = useStore(adminMore);
  const tr = useStore(adminTexts);
  const waiting = document.status === 'queued' || document.status === 'indexing';
  return (
    <li className="flex items-start gap-3 px-3 py-2.5 text-sm" data-testid="customer-document">
      <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="truncate font-medium" title={document.name}>
          {document.name}
        </p>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <IndexStatus document={document} />
          <span className="whitespace-nowrap tabular-nums">
            {formatBytes(document.size)} · {formatCount(document.characters)} {tr.characters}
          </span>
        </div>
        {document.status === 'failed' && document.reason && (
          <p className="text-xs break-words text-destructive" data-testid="document-failure">
            {document.reason}
          </p>
        )}
      </div>
      <div className="flex shrink-0 items-center">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t.reindexDocument({ name: document.name })}
          title={t.reindex}
          disabled={waiting || reindexing}
          onClick={onReindex}
          className="text-muted-foreground hover:text-foreground"
        >
          <RefreshCw aria-hidden="true" className={cn(reindexing && 'animate-spin')} />
        </Button>
        <ConfirmDialog
          title={tr.deleteThisDocument}
          description={tm.theAgentWillNoLonger({ name: document.name })}
          confirmLabel={tr.delete}
          onConfirm={onDelete}
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
      </div>
    </li>
  );
}
