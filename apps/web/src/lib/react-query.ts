import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';

/** Client errors (4xx) are answers, not hiccups: they are not retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status < 500) &&
          !(error instanceof Error && error.message === 'Authentication required') &&
          failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * What a caller adds to a mutation hook of a shared resource: what to do (say) when it succeeds or
 * fails. The hook keeps the cache right; toasts live with the component that knows what to say.
 */
export interface MutationCallbacks<TData, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: Error, variables: TVariables) => void;
}
