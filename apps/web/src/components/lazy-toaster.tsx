import { lazy, Suspense, useState } from 'react';
import { useToast } from '@/hooks/use-toast';

const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })));

/**
 * The toaster (Radix Toast) downloads with the first toast: most visits of the landing and sign-in pages
 * show none. Toasts raised before it arrives wait in the toast store and show when it does.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
