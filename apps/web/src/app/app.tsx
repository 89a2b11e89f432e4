import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createRouter } from '@/app/router';
import { createQueryClient } from '@/lib/react-query';

/**
 * The whole app: every route of the product with the data router, the query client and the toaster. The
 * landing and sign-in pages start without it (public-app.tsx) and hand over to it when the visitor
 * leaves them; every other page starts with it.
 */
export function renderApp(container: HTMLElement): void {
  const queryClient = createQueryClient();
  const router = createRouter(queryClient);
  createRoot(container).render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}
