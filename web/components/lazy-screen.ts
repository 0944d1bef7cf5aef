import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyScreen = LazyExoticComponent<ComponentType> & { preload(): Promise<unknown> };

const syncThenable = <T>(value: T) => ({ then: (resolve: (value: T) => void) => resolve(value) });

/**
 * A screen loaded on first use, like React.lazy, that can also be loaded ahead (when its route
 * is the one being opened, or its menu entry is pointed at). Once loaded it renders without
 * suspending: React holds a revealed Suspense boundary back for ~300 ms, which a first list
 * would otherwise pay on every direct visit.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  let loaded: { default: ComponentType } | null = null;
  let loading: Promise<{ default: ComponentType }> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error) => {
        loading = null;
        throw error;
      },
    ));
  // A thenable that resolves synchronously lets React.lazy use an already loaded module at once.
  // React.lazy takes any thenable (its documentation says so); its type asks for a Promise, of which it calls only `then`.
  const Screen = lazy(() => (loaded ? (syncThenable(loaded) as Promise<{ default: ComponentType }>) : preload()));
  return Object.assign(Screen, { preload });
}

export const preloadScreen = (screen: unknown) => {
  const preload = (screen as Partial<LazyScreen> | undefined)?.preload;
  if (typeof preload === 'function') void preload().catch(() => undefined);
};
