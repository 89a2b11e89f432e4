/** Served by scripts/tailwind-merge-classes.ts: tailwind-merge's configuration for this app's classes. */
declare module 'virtual:tailwind-merge-config' {
  import type { createTailwindMerge } from 'tailwind-merge';

  const getConfig: Parameters<typeof createTailwindMerge>[0];
  export default getConfig;
}
