import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import type { CrossTab } from '../auth/cross-tab';
import { CrossTabSignOut } from './CrossTabSignOut';
import { Footer } from './Footer';
import { Header } from './Header';
import { LayoutErrorPage } from './LayoutErrorPage';
import { MasqueradeBanner } from './MasqueradeBanner';
import { SidebarMenu } from './SidebarMenu';
import { useDocumentTitle } from './use-document-title';
import { useSidebarCollapse } from './use-sidebar-collapse';

/** Header, permission-built sidebar, the masquerade banner, content, footer; render errors show the error screen. */
export const createAppLayout = (crossTab: CrossTab) =>
  function AppLayout({ children }: { children: ReactNode }) {
    useSidebarCollapse();
    useDocumentTitle();
    return (
      <Layout
        appBar={Header}
        menu={SidebarMenu}
        error={LayoutErrorPage}
        sx={{ '& .RaLayout-content': { display: 'flex', flexDirection: 'column', minWidth: 0 } }}
      >
        <CrossTabSignOut crossTab={crossTab} />
        <MasqueradeBanner />
        {children}
        <Footer />
      </Layout>
    );
  };
