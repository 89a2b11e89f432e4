import { Loader2 } from 'lucide-react';

/** Spec §2: the spinner shown while auth (or a page) loads. */
export function PageSpinner() {
  return (
    <div role="status" className="flex min-h-[50vh] w-full flex-1 flex-col items-center justify-center gap-3">
      <Loader2 aria-hidden="true" className="size-8 animate-spin text-primary" />
      <p className="text-sm text-muted-foreground">Loading...</p>
    </div>
  );
}
