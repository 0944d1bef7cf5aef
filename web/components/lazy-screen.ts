import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- React's own default for a component's props
export type LazyScreen<P extends object = {}> = LazyExoticComponent<ComponentType<P>> & { preload(): Promise<unknown> };

/** A thenable that resolves synchronously: React.lazy uses an already loaded module at once. */
export const syncThenable = <T>(value: T) =>
  // React.lazy takes any thenable (its documentation says so); its type asks for a Promise, of which it calls only `then`.
  ({ then: (resolve: (value: T) => void) => resolve(value) }) as Promise<T>;

/**
 * A screen (or a part of one, such as a chart) loaded on first use, like React.lazy, that can
 * also be loaded ahead (when its route is the one being opened, or its menu entry is pointed
 * at). Once loaded it renders without suspending: React holds a revealed Suspense boundary back
 * until 300 ms after its fallback showed, which a first list (or the dashboard's chart) would
 * otherwise pay on every visit. React.lazy suspends on its first render even when the module is
 * already there, since a promise answers only after the render.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen;
export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyScreen<P>;
export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyScreen<P> {
  let loaded: { default: ComponentType<P> } | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error) => {
        loading = null;
        throw error;
      },
    ));
  const Screen = lazy(() => (loaded ? syncThenable(loaded) : preload()));
  return Object.assign(Screen, { preload });
}

export const preloadScreen = (screen: unknown) => {
  const preload = (screen as Partial<LazyScreen> | undefined)?.preload;
  if (typeof preload === 'function') void preload().catch(() => undefined);
};
