import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { ThinkingLoader } from '@/components/thinking-loader';
import { AccountLanguageSync } from '@/i18n/account-language-sync';
import { LanguageSync } from '@/i18n/language-sync';
import { AuthProvider } from '@/lib/auth-provider';

/** Every route sits inside the auth state (it needs the router to navigate). */
export function RootLayout() {
  const queryClient = useQueryClient();
  const forgetUserData = useCallback(() => queryClient.removeQueries(), [queryClient]);
  return (
    <AuthProvider forgetUserData={forgetUserData}>
      <LanguageSync />
      <AccountLanguageSync />
      <Outlet />
      <ThinkingLoader />
      <ScrollRestoration />
    </AuthProvider>
  );
}
