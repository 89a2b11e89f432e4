import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { RouterNavigation } from '@/app/router-navigation';
import { ThinkingLoader } from '@/components/thinking-loader';
import { AccountLanguageSync } from '@/i18n/account-language-sync';
import { LanguageSync } from '@/i18n/language-sync';
import { AuthProvider } from '@/lib/auth-provider';

/**
 * Every route sits inside the auth state, which navigates (as do the landing and sign-in pages, shared
 * with the public app) through the router's `RouterNavigation`.
 */
export function RootLayout() {
  const queryClient = useQueryClient();
  const forgetUserData = useCallback(() => queryClient.removeQueries(), [queryClient]);
  return (
    <RouterNavigation>
      <AuthProvider forgetUserData={forgetUserData}>
        <LanguageSync />
        <AccountLanguageSync />
        <Outlet />
        <ThinkingLoader />
        <ScrollRestoration />
      </AuthProvider>
    </RouterNavigation>
  );
}
