import { lazy, Suspense, useEffect } from 'react';
import { useAuth } from '@/hooks/use-auth';

const loadAlmostThereLoader = () => import('@/components/almost-there-loader');
const AlmostThereLoader = lazy(() =>
  loadAlmostThereLoader().then((module) => ({ default: module.AlmostThereLoader })),
);

/**
 * 'Almost there!' between a sign-in and the page it leads to. Its code (with the progress bar's)
 * is not part of the first load of the sign-in page: it downloads as soon as a sign-in starts, while the
 * request is under way.
 */
export function ThinkingLoader() {
  const { loading, thinking } = useAuth();
  const signingIn = loading || thinking;
  useEffect(() => {
    if (signingIn) void loadAlmostThereLoader();
  }, [signingIn]);
  if (!thinking) return null;
  return (
    <Suspense fallback={null}>
      <AlmostThereLoader />
    </Suspense>
  );
}
