// Must stay first: it configures zod before any schema is built.
import '@/lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createRouter } from '@/app/router';
import { holdAuthCallbackQuery } from '@/features/auth/utils/auth-callback-address';
import { createQueryClient } from '@/lib/react-query';
import './index.css';

// First of all: the Google return's access token leaves the address bar before anything loads.
holdAuthCallbackQuery();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const router = createRouter(queryClient);

createRoot(container).render(
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
