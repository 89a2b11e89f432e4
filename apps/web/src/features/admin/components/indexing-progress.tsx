import type { DocumentIndexProgress } from '@brief/contract/knowledge';
import { useStore } from '@nanostores/react';
import { Loader2 } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
import { adminDocuments } from '@/features/admin/i18n/en';

/** "Indexed 3 of 10 documents" and its bar, while a customer's documents are being indexed. */
export function IndexingProgress({ progress }: { progress: DocumentIndexProgress }) {
  const t = useStore(adminDocuments);
  const { indexed, total } = progress;
  const label = total === 1 ? t.indexedOfOne({ indexed }) : t.indexedOf({ indexed, total });
  return (
    <div className="space-y-1.5 rounded-md border bg-card px-3 py-2.5" data-testid="indexing-progress">
      <p className="flex items-center gap-2 text-xs text-muted-foreground">
        <Loader2 aria-hidden="true" className="size-3.5 shrink-0 animate-spin text-primary" />
        <span className="tabular-nums">{label}</span>
      </p>
      <Progress value={indexed} max={total} aria-label={t.indexingProgress} aria-valuetext={label} />
    </div>
  );
}
