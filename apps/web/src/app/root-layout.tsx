import { Outlet, ScrollRestoration } from 'react-router';
import { AlmostThereLoader } from '@/components/almost-there-loader';
import { useAuth } from '@/hooks/use-auth';
import { LanguageSync } from '@/i18n/language-sync';
import { AuthProvider } from '@/lib/auth-provider';

function ThinkingLoader() {
  const { thinking } = useAuth();
  return thinking ? <AlmostThereLoader /> : null;
}

/** Every route sits inside the auth state (it needs the router to navigate). */
export function RootLayout() {
  return (
    <AuthProvider>
      <LanguageSync />
      <Outlet />
      <ThinkingLoader />
      <ScrollRestoration />
    </AuthProvider>
  );
}
