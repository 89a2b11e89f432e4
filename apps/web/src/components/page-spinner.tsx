import { Loader2 } from 'lucide-react';
import { useStore } from '@nanostores/react';
import { componentsTexts } from '@/components/i18n/en';

/** The 'Loading...' spinner shown while auth (or a page) loads. */
export function PageSpinner() {
  const tr = useStore(componentsTexts);
  return (
    <div role="status" className="flex min-h-[50vh] w-full flex-1 flex-col items-center justify-center gap-3">
      <Loader2 aria-hidden="true" className="size-8 animate-spin text-primary" />
      <p className="text-sm text-muted-foreground">{tr.loading}</p>
    </div>
  );
}
