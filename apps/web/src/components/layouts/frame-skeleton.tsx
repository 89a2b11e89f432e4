import { Logo } from '@/components/logo';
import { Skeleton } from '@/components/ui/skeleton';
import { useStore } from '@nanostores/react';
import { componentsTexts } from '@/components/i18n/en';

/**
 * The signed-in frame's outline (header, navigation rail or bottom bar) at the places `AppLayout` puts
 * them, while the app's code downloads: written into the page the server sends for signed-in paths, and
 * shown again by the router until the page's code is there, so the frame never blinks.
 */
export function FrameSkeleton() {
  const tr = useStore(componentsTexts);
  return (
    <div className="min-h-svh bg-muted/40" aria-busy="true">
      <div className="sticky top-0 z-40 flex h-16 items-center gap-3 border-b bg-background/85 px-4 sm:px-6">
        <Logo />
        <span aria-hidden="true" className="h-6 w-px bg-border" />
        <Skeleton className="h-4 w-24" />
        <Skeleton className="ml-auto size-8 rounded-full" />
      </div>
      <div className="fixed inset-x-0 bottom-0 z-30 flex h-16 items-center justify-around border-t bg-background/95 md:top-16 md:right-auto md:h-auto md:w-20 md:flex-col md:justify-start md:gap-6 md:border-t-0 md:border-r md:py-6">
        {[0, 1, 2, 3].map((entry) => (
          <Skeleton key={entry} className="h-8 w-12 rounded-full" />
        ))}
      </div>
      <p role="status" className="sr-only">
        {tr.loading}
      </p>
    </div>
  );
}
