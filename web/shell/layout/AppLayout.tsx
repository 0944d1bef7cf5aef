import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import type { CrossTab } from '../auth/cross-tab';
import type { Identity } from '../auth/identity';
import { CrossTabSignOut } from './CrossTabSignOut';
import { Footer } from './Footer';
import { Header } from './Header';
import { LayoutErrorPage } from './LayoutErrorPage';
import { ApplicationGate } from './Applications';
import { MaintenanceGate } from './MaintenanceGate';
import { MasqueradeBanner } from './MasqueradeBanner';
import { SessionTimeout } from './SessionTimeout';
import { SidebarMenu } from './SidebarMenu';
import { LocaleTheme } from '../theme/LocaleTheme';
import { useDocumentTitle } from './use-document-title';
import { useScrollRestoration } from './use-scroll-restoration';
import { useSidebarCollapse } from './use-sidebar-collapse';

/**
 * Header, permission-built sidebar, the masquerade banner, content (or the maintenance pages),
 * footer; the session timeout; render errors show the error screen. The tab's title and each
 * route's scroll position follow the route.
 */
export const createAppLayout = ({ crossTab, identity }: { crossTab: CrossTab; identity: Pick<Identity, 'tokens'> }) =>
  function AppLayout({ children }: { children: ReactNode }) {
    useSidebarCollapse();
    useDocumentTitle();
    useScrollRestoration();
    return (
      <LocaleTheme>
        <Layout
          appBar={Header}
          menu={SidebarMenu}
          error={LayoutErrorPage}
          sx={{ '& .RaLayout-content': { display: 'flex', flexDirection: 'column', minWidth: 0 } }}
        >
          <CrossTabSignOut crossTab={crossTab} />
          <SessionTimeout crossTab={crossTab} renew={() => identity.tokens.renew()} />
          <MasqueradeBanner />
          <MaintenanceGate>
            <ApplicationGate>{children}</ApplicationGate>
          </MaintenanceGate>
          <Footer />
        </Layout>
      </LocaleTheme>
    );
  };
