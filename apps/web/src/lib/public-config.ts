import { apiPaths } from '@brief/contract/paths';
import { publicConfigSchema, type PublicConfig } from '@brief/contract/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/** GET /api/config: public, so it goes without the bearer client. */
export async function getPublicConfig(): Promise<PublicConfig> {
  const response = await window.fetch(apiPaths.config, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new ApiError(response.status, 'unknown', 'Could not load the app configuration');
  return publicConfigSchema.parse(await response.json());
}

export const publicConfigQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: getPublicConfig,
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions);
}
