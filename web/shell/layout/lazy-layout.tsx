import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { Loading } from 'react-admin';
import { syncThenable } from '../../components/lazy-screen';
import type { CrossTab } from '../auth/cross-tab';
import type { Identity } from '../auth/identity';

type LayoutProps = { children: ReactNode };

let loading: Promise<typeof import('./AppLayout')> | null = null;
let loaded: typeof import('./AppLayout') | null = null;

/** Starts loading the layout (header, sidebar, session timeout...), once: start-up calls it for a signed-in user. */
export const preloadLayout = () =>
  (loading ??= import('./AppLayout').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));

/**
 * The layout, loaded on first use: the sign-in page does not show it, so it stays out of the
 * first download. Once preloaded it renders without suspending (see lazyScreen): the frame
 * shows as soon as the session is known.
 */
export function lazyLayout(options: { crossTab: CrossTab; identity: Pick<Identity, 'tokens'> }): ComponentType<LayoutProps> {
  const Layout = lazy(() =>
    loaded ? syncThenable({ default: loaded.createAppLayout(options) }) : preloadLayout().then((module) => ({ default: module.createAppLayout(options) })),
  );
  return function LoadedLayout({ children }: LayoutProps) {
    return (
      <Suspense fallback={<Loading />}>
        <Layout>{children}</Layout>
      </Suspense>
    );
  };
}
