import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { logger } from '@/lib/logger';

/** Any path the router does not know is logged as a 404 and redirected to /404. */
export function UnknownRoute() {
  const { pathname } = useLocation();
  useEffect(() => {
    logger.warn(`404: unknown route ${pathname}`);
  }, [pathname]);
  return <Navigate to="/404" replace />;
}
