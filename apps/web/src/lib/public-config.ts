import { apiPaths } from '@brief/contract/paths';
import type { PublicConfig } from '@brief/contract/system';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect } from 'react';
import { ApiError } from '@/lib/api-error';

/**
 * The id of the element in which the server writes GET /api/config's answer into every page it serves
 * (a JSON data block, not a script), so the sign-in form shows with the company's domain at once
 * instead of waiting for a call.
 */
export const PUBLIC_CONFIG_ELEMENT_ID = 'brief-config';

type PublicConfigState =
  { status: 'pending' } | { status: 'ready'; data: PublicConfig } | { status: 'failed'; error: unknown };

function embeddedConfig(): PublicConfig | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    // Written by the server from the same contract type; the call's answer below is checked instead.
    return JSON.parse(text) as PublicConfig;
  } catch {
    return null;
  }
}

const initial = embeddedConfig();
const $publicConfig = atom<PublicConfigState>(
  initial ? { status: 'ready', data: initial } : { status: 'pending' },
);
let loading: Promise<PublicConfig> | undefined;

/** GET /api/config: public, so it goes without the bearer client (and its schema loads with it). */
export async function getPublicConfig(): Promise<PublicConfig> {
  const response = await window.fetch(apiPaths.config, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new ApiError(response.status, 'unknown', 'Could not load the app configuration');
  const [{ publicConfigSchema }, body] = await Promise.all([
    import('@brief/contract/system'),
    response.json() as Promise<unknown>,
  ]);
  return publicConfigSchema.parse(body);
}

/** As the query client does for any call: a failure without an answer (network, 5xx) is tried twice more. */
async function getPublicConfigWithRetries(): Promise<PublicConfig> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await getPublicConfig();
    } catch (error) {
      const answered = error instanceof ApiError && error.status < 500;
      if (answered || attempt >= 2) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** attempt));
    }
  }
}

/** The configuration: the page's own when the server wrote it in, else asked for once (again after a failure). */
export function loadPublicConfig(): Promise<PublicConfig> {
  const state = $publicConfig.get();
  if (state.status === 'ready') return Promise.resolve(state.data);
  loading ??= getPublicConfigWithRetries().then(
    (data) => {
      $publicConfig.set({ status: 'ready', data });
      return data;
    },
    (error: unknown) => {
      loading = undefined;
      $publicConfig.set({ status: 'failed', error });
      throw error;
    },
  );
  return loading;
}

/** Sets the configuration outright: the build's prerender and unit tests. */
export function setPublicConfig(config: PublicConfig): void {
  $publicConfig.set({ status: 'ready', data: config });
}

/** The configuration with its loading state, shaped like a query's result. */
export function usePublicConfig() {
  const state = useStore($publicConfig);
  useEffect(() => {
    if (state.status === 'pending') loadPublicConfig().catch(() => undefined);
  }, [state.status]);
  return {
    data: state.status === 'ready' ? state.data : undefined,
    isPending: state.status === 'pending',
    isError: state.status === 'failed',
    refetch: () => {
      $publicConfig.set({ status: 'pending' });
      return loadPublicConfig().catch(() => undefined);
    },
  };
}
