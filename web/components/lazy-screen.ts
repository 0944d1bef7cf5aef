import { lazy, type ComponentType } from 'react';

export type LazyScreen = ComponentType & { preload(): Promise<unknown> };

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
  const Screen = lazy(() =>
    loaded ? ({ then: (resolve: (m: { default: ComponentType }) => void) => resolve(loaded!) } as unknown as Promise<{ default: ComponentType }>) : preload(),
  );
  return Object.assign(Screen, { preload }) as unknown as LazyScreen;
}

export const preloadScreen = (screen: unknown) => {
  const preload = (screen as Partial<LazyScreen> | undefined)?.preload;
  if (typeof preload === 'function') void preload().catch(() => undefined);
};
