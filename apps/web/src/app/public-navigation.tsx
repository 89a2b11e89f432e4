import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { NavigatorContext, type Navigator } from '@/lib/navigation';

type Address = Pick<Navigator, 'pathname' | 'search'>;

function browserAddress(): Address {
  return { pathname: window.location.pathname, search: window.location.search };
}

/**
 * The public app's navigation (lib/navigation.ts): the History API and the browser's back and forward
 * buttons, no router. The build renders at `path`; the browser starts at its address.
 */
export function PublicNavigation({ path, children }: { path?: string; children: ReactNode }) {
  const [address, setAddress] = useState<Address>(() =>
    path === undefined ? browserAddress() : { pathname: path, search: '' },
  );

  // As react-router's BrowserRouter: a page still loading leaves the current one on screen meanwhile.
  useEffect(() => {
    const onPopState = () => startTransition(() => setAddress(browserAddress()));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const navigate = useCallback((to: string, { replace = false } = {}) => {
    if (replace) window.history.replaceState(null, '', to);
    else window.history.pushState(null, '', to);
    startTransition(() => setAddress(browserAddress()));
  }, []);

  const navigator = useMemo(() => ({ ...address, navigate }), [address, navigate]);
  return <NavigatorContext.Provider value={navigator}>{children}</NavigatorContext.Provider>;
}
