import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the HTML rendered ahead of time and while the browser hydrates it, true from then on (and at
 * once in a page rendered in the browser): for what must not work before the page's code does.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
