// Must stay first: it configures zod before any schema is built.
import '@/lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createRouter } from '@/app/router';
import { startingLanguage } from '@/i18n/account-language';
import { showLanguage } from '@/i18n/core';
import { holdAuthCallbackQuery } from '@/features/auth/utils/auth-callback-address';
import { createQueryClient } from '@/lib/react-query';
import './index.css';

// First of all: the Google return's access token leaves the address bar before anything loads.
holdAuthCallbackQuery();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const router = createRouter(queryClient);

// A Spanish interface waits for its texts, so nothing shows in English first.
void showLanguage(startingLanguage()).finally(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
});
