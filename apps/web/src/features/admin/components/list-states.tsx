import { AlertCircle, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { adminErrorMessage } from '@/features/admin/utils/admin-errors';
import { useStore } from '@nanostores/react';
import { adminTexts } from '@/features/admin/i18n/en';

/** A list still loading. */
export function ListLoading({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-10 text-sm text-muted-foreground">
      <Loader2 aria-hidden="true" className="size-5 animate-spin text-primary" />
      {label}
    </div>
  );
}

/** A list that failed to load, with the reason and a retry. */
export function ListError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const tr = useStore(adminTexts);
  return (
    <Card role="alert" className="border-destructive/40 shadow-none">
      <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
        <AlertCircle aria-hidden="true" className="size-6 text-destructive" />
        <div className="space-y-1">
          <p className="font-medium">{title}</p>
          <p className="text-sm text-muted-foreground">{adminErrorMessage(error)}</p>
        </div>
        <Button variant="outline" size="sm" onClick={onRetry}>
          {tr.tryAgain}
        </Button>
      </CardContent>
    </Card>
  );
}

/** "Load more" under a paged list. */
export function LoadMoreButton({
  hasMore,
  loading,
  onLoadMore,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}) {
  const tr = useStore(adminTexts);
  if (!hasMore) return null;
  return (
    <div className="flex justify-center pt-2">
      <Button variant="outline" onClick={onLoadMore} disabled={loading}>
        {loading && <Loader2 aria-hidden="true" className="animate-spin" />}
        {tr.loadMore}
      </Button>
    </div>
  );
}
