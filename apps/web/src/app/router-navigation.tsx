import { useCallback, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { NavigatorContext } from '@/lib/navigation';

/** The whole app's navigation for what the public pages share with it (lib/navigation.ts): the router's. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const routerNavigate = useNavigate();
  const navigate = useCallback(
    (to: string, options?: { replace?: boolean }) => void routerNavigate(to, options),
    [routerNavigate],
  );
  const navigator = useMemo(() => ({ pathname, search, navigate }), [pathname, search, navigate]);
  return <NavigatorContext.Provider value={navigator}>{children}</NavigatorContext.Provider>;
}
