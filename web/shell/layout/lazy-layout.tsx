import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { Loading } from 'react-admin';
import type { CrossTab } from '../auth/cross-tab';
import type { Identity } from '../auth/identity';

type LayoutProps = { children: ReactNode };

let loading: Promise<typeof import('./AppLayout')> | null = null;

/** Starts loading the layout (header, sidebar, session timeout...), once: start-up calls it for a signed-in user. */
export const preloadLayout = () =>
  (loading ??= import('./AppLayout').catch((error: unknown) => {
    loading = null;
    throw error;
  }));

/**
 * The layout, loaded on first use: the sign-in page does not show it, so it stays out of the
 * first download.
 */
export function lazyLayout(options: { crossTab: CrossTab; identity: Pick<Identity, 'tokens'> }): ComponentType<LayoutProps> {
  const Layout = lazy(async () => ({ default: (await preloadLayout()).createAppLayout(options) }));
  return function LoadedLayout({ children }: LayoutProps) {
    return (
      <Suspense fallback={<Loading />}>
        <Layout>{children}</Layout>
      </Suspense>
    );
  };
}
