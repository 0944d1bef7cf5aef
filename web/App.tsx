import { useMemo, type ReactElement } from 'react';
import { Admin, CustomRoutes, type AuthProvider, type I18nProvider, type Store } from 'react-admin';
import { Route } from 'react-router-dom';
import type { CrossTab } from './auth/cross-tab';
import type { Identity } from './auth/identity';
import { lazyScreen, preloadScreen } from './components/lazy-screen';
import { resourceRoutes } from './components/portal-resource';
import { RequirePermission } from './components/RequirePermission';
import { bulkImportRoutes } from './bulk-import/routes';
import { createAppLayout } from './layout/AppLayout';
import { Dashboard } from './pages/Dashboard';
import { ForbiddenPage } from './pages/ForbiddenPage';
import { createLoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { RedirectToDashboard, RedirectToForbidden, RedirectToNotFound } from './pages/redirects';
import type { PortalDataProvider } from './providers/data-provider';
import { WEB_RESOURCE_LIST } from './resources';
import { useSession } from './session/SessionProvider';
import { createPortalTheme, themeColorFor } from './theme/theme';

// The profile form loads on its first visit, like the resources' screens.
const ProfilePage = lazyScreen(() => import('./pages/ProfilePage'));
// The welcome e-mail's link: public, outside the layout, loaded only when opened.
const SetPasswordPage = lazyScreen(() => import('./pages/SetPasswordPage'));
// The orderer's catalog pages.
const CategoryPage = lazyScreen(() => import('./catalog/CategoryPage'));
const ProductPage = lazyScreen(() => import('./catalog/ProductPage'));
const catalogPage = (page: ReactElement) => <RequirePermission resource="CatalogCatalogProductSearch">{page}</RequirePermission>;

export interface AppProps {
  authProvider: AuthProvider;
  dataProvider: PortalDataProvider;
  i18nProvider: I18nProvider;
  store: Store;
  crossTab: CrossTab;
  identity: Identity;
  identityError?: unknown;
}

export const App = ({ authProvider, dataProvider, i18nProvider, store, crossTab, identity, identityError }: AppProps) => {
  const { user, presetColors } = useSession();
  const { name, primary } = themeColorFor(user?.client?.presetColor, presetColors);
  const theme = useMemo(() => createPortalTheme({ name, primary }), [name, primary]);
  const layout = useMemo(() => createAppLayout(crossTab), [crossTab]);
  const loginPage = useMemo(() => createLoginPage({ identityKind: identity.kind, identityError }), [identity.kind, identityError]);

  return (
    <Admin
      disableTelemetry
      requireAuth
      title="Wareport"
      store={store}
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      darkTheme={null}
      layout={layout}
      loginPage={loginPage}
      dashboard={RedirectToDashboard}
      catchAll={RedirectToNotFound}
      accessDenied={RedirectToForbidden}
    >
      {WEB_RESOURCE_LIST.map(resourceRoutes)}
      <CustomRoutes>
        <Route
          path="/dashboard"
          element={
            <RequirePermission resource="CoreGeneralDashboard">
              <Dashboard />
            </RequirePermission>
          }
        />
        <Route
          path="/user/profile"
          element={
            <RequirePermission resource="CoreGeneralUserAccountUserProfile" onPending={() => preloadScreen(ProfilePage)}>
              <ProfilePage />
            </RequirePermission>
          }
        />
        <Route path="/catalog/:idCatalog/category/:idCategory" element={catalogPage(<CategoryPage />)} />
        <Route path="/catalog/:idCatalog/category/:idCategory/product/:idProduct" element={catalogPage(<ProductPage />)} />
        <Route path="/product/:idProduct" element={catalogPage(<ProductPage />)} />
        {bulkImportRoutes()}
        <Route path="/session/403" element={<ForbiddenPage />} />
        <Route path="/session/404" element={<NotFoundPage />} />
      </CustomRoutes>
      <CustomRoutes noLayout>
        <Route path="/set-password" element={<SetPasswordPage />} />
      </CustomRoutes>
    </Admin>
  );
};
