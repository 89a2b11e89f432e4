import { lazy, useState, type ComponentType } from 'react';

/**
 * A component whose code downloads when it is first shown, as with React's `lazy`, and whose `preload`
 * starts that download sooner (a route loader, an effect). Shown once its code is there, it renders at
 * once: React's `lazy` suspends on its first render even for code already downloaded, and its Suspense
 * fallback then stays at least a frame (React holds revealed content back for up to 300 ms).
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A download that failed (a network blip) is tried again when next asked for.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));

  function Component(props: Props) {
    // Chosen once per mount: going from the lazy one to the loaded one later would remount what it shows.
    const [Shown] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Shown {...props} />;
  }
  return { Component, preload };
}
