import { Navigate, Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { AppHeader } from '@/components/layouts/app-header';
import { AppNav } from '@/components/layouts/app-nav';
import { isFrameRouteHandle } from '@/components/layouts/route-handle';
import { PageSpinner } from '@/components/page-spinner';
import { isLeadOnly, useAdminScope } from '@/features/admin/api/get-admin-scope';
import { useAuth } from '@/hooks/use-auth';
import { useChatEvents } from '@/hooks/use-chat-events';

/** The frame of every signed-in page: header, navigation rail, and a spinner until the user is known. */
export function AppLayout() {
  const { user, loading } = useAuth();
  const matches = useMatches();
  const navigation = useNavigation();
  const location = useLocation();
  // One stream of chat events per signed-in tab keeps what it shows current.
  useChatEvents(user?.id ?? null);
  // A team's lead has the Admin entry too (for their teams); an admin's sign-in already says so.
  const scope = useAdminScope(user !== null && !user.admin);

  if (loading) return <PageSpinner />;
  if (!user) return <Navigate to="/" replace />;

  const handle = matches.map((match) => match.handle).findLast(isFrameRouteHandle);
  const title = handle?.title ?? 'Brief';
  const fullBleed =
    typeof handle?.fullBleed === 'function'
      ? handle.fullBleed(new URLSearchParams(location.search))
      : (handle?.fullBleed ?? false);

  return (
    <div className="min-h-svh bg-muted/40">
      <AppHeader title={title} />
      {navigation.state === 'loading' && (
        <div
          aria-hidden="true"
          className="fixed inset-x-0 top-16 z-40 h-0.5 animate-pulse bg-gradient-to-r from-indigo-400 via-primary to-indigo-400"
        />
      )}
      <AppNav isAdmin={user.admin || isLeadOnly(scope.data)} />
      {fullBleed ? (
        // Below the 4rem header, above the phone's 4rem bottom navigation.
        <main className="h-[calc(100dvh-8rem-env(safe-area-inset-bottom))] md:h-[calc(100dvh-4rem)] md:pl-20">
          <Outlet />
        </main>
      ) : (
        // Moves down below the toasts while they show, where its controls leave them no clear place.
        <main data-toast-room className="pb-24 md:pb-0 md:pl-20">
          <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8 lg:px-10">
            <Outlet />
          </div>
        </main>
      )}
    </div>
  );
}
