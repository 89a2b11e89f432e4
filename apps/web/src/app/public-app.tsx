import { lazy, Suspense, useEffect } from 'react';
import { FrameSkeleton } from '@/components/layouts/frame-skeleton';
import { LazyToaster } from '@/components/lazy-toaster';
import { PageSpinner } from '@/components/page-spinner';
import { ThinkingLoader } from '@/components/thinking-loader';
import { useAuth } from '@/hooks/use-auth';
import { showPageTexts } from '@/i18n/core';
import { LanguageSync } from '@/i18n/language-sync';
import { AuthProvider } from '@/lib/auth-provider';
import { useNavigator } from '@/lib/navigation';

// Each page comes with its texts in the language shown (its own Spanish, for a Spanish visitor).
const LandingRoute = lazy(() =>
  Promise.all([import('@/app/routes/landing'), showPageTexts('landing')]).then(([module]) => ({
    default: module.LandingRoute,
  })),
);
const LoginRoute = lazy(() =>
  Promise.all([import('@/app/routes/login'), showPageTexts('login')]).then(([module]) => ({
    default: module.LoginRoute,
  })),
);

/** Any other path: the whole app takes over from here (the frame's outline for a signed-in visitor). */
function OpenApp({ openApp }: { openApp: () => void }) {
  const { user } = useAuth();
  useEffect(() => openApp(), [openApp]);
  return user ? <FrameSkeleton /> : <PageSpinner />;
}

/** The page at the address: one of the two, or the whole app for any other. */
function PublicPage({ openApp }: { openApp: () => void }) {
  const { pathname } = useNavigator();
  if (pathname === '/') return <LandingRoute />;
  if (pathname === '/login') return <LoginRoute />;
  return <OpenApp openApp={openApp} />;
}

/**
 * The landing and sign-in pages as the build prerenders them and the browser hydrates them, inside
 * `PublicNavigation` (the browser's address, or the page's path at build time). Nothing else comes with
 * them: no router, query client, HTTP client, toaster or schema library. Leaving these two pages (after
 * a sign-in, or a signed-in visitor sent on) opens the whole app (app.tsx) in their place; its code
 * starts downloading as soon as someone is signed in.
 */
export function PublicApp({ openApp }: { openApp: () => void }) {
  return (
    <AuthProvider>
      <LanguageSync />
      <PreloadApp />
      <Suspense fallback={<PageSpinner />}>
        <PublicPage openApp={openApp} />
      </Suspense>
      <ThinkingLoader />
      <LazyToaster />
    </AuthProvider>
  );
}

/** After a sign-in the dashboard comes next: its code downloads during the 'Almost there!' wait. */
function PreloadApp() {
  const { user } = useAuth();
  const signedIn = user !== null;
  useEffect(() => {
    if (!signedIn) return;
    void import('@/app/app');
    void import('@/components/layouts/app-layout');
    void import('@/app/routes/dashboard');
  }, [signedIn]);
  return null;
}
