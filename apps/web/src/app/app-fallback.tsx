import { matchPath, useLocation } from 'react-router';
import { FrameSkeleton } from '@/components/layouts/frame-skeleton';
import { PageSpinner } from '@/components/page-spinner';
import { getStoredUser } from '@/lib/storage/stored-user';

/**
 * What shows while the first page's code downloads: on a signed-in page, for someone signed in, the
 * frame's outline that the server's page already showed; elsewhere the spinner.
 */
export function AppFallback({ framePaths }: { framePaths: readonly string[] }) {
  const { pathname } = useLocation();
  const inFrame = framePaths.some((path) => matchPath(path, pathname) !== null);
  return inFrame && getStoredUser() !== null ? <FrameSkeleton /> : <PageSpinner />;
}
