import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';

/**
 * The query client is made in app.tsx: the router's loaders share it with the pages. The toaster comes
 * with the app (not on demand as on the public pages): a toast's layer must mount when the toast is
 * raised, beneath any popover opened after it, or Escape would close the toast instead of the popover.
 */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
