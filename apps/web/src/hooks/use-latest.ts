import { useLayoutEffect, useRef } from 'react';

/**
 * A ref that holds the latest `value` once the render is committed. A callback that reads it can stay
 * the same between renders and still act on what the page shows now; nothing reads it while rendering.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  return latest;
}
