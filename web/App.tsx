import { useMemo } from 'react';
import { Admin, CustomRoutes, type AuthProvider, type I18nProvider, type Store } from 'react-admin';
import { Route } from 'react-router-dom';
import type { CrossTab } from './shell/auth/cross-tab';
import type { Identity } from './shell/auth/identity';
import { lazyScreen, preloadScreen, type LazyScreen } from './components/lazy-screen';
import { resourceRoutes } from './components/portal-resource';
import { RequirePermission } from './components/RequirePermission';
import { bulkImportRoutes } from './imports/routes';
import { createAppLayout } from './shell/layout/AppLayout';
import { Dashboard } from './ordering/dashboard/Dashboard';
import { BoxOrdersSummary } from './operations/common/BoxOrdersSummary';
import { ForbiddenPage } from './shell/pages/ForbiddenPage';
import { createLoginPage } from './shell/pages/LoginPage';
import { NotFoundPage } from './components/NotFoundPage';
import { RedirectToDashboard, RedirectToForbidden, RedirectToNotFound } from './shell/pages/redirects';
import type { PortalDataProvider } from './shell/providers/data-provider';
import { WEB_RESOURCE_LIST } from './resources';
import { CUSTOM_REPORT_ROUTE } from './reports/custom-report/custom-report-path';
import { useSession } from './shell/session/SessionProvider';
import { createPortalTheme, themeColorFor } from './shell/theme/theme';

// The profile form loads on its first visit, like the resources' screens.
const ProfilePage = lazyScreen(() => import('./administration/profile/ProfilePage'));
// The welcome e-mail's link: public, outside the layout, loaded only when opened.
const SetPasswordPage = lazyScreen(() => import('./shell/pages/SetPasswordPage'));
// Support: the FAQ and the help centre's sign-on.
const FaqPage = lazyScreen(() => import('./shell/pages/SupportPages').then((m) => ({ default: m.FaqPage })));
const SupportSignOnPage = lazyScreen(() => import('./shell/pages/SupportPages').then((m) => ({ default: m.SupportSignOnPage })));
const SupportSignedOutPage = lazyScreen(() => import('./shell/pages/SupportPages').then((m) => ({ default: m.SupportSignedOutPage })));
// The orderer's catalog pages.
const CatalogPage = lazyScreen(() => import('./ordering/storefront/CatalogPage'));
const CategoryPage = lazyScreen(() => import('./ordering/storefront/CategoryPage'));
const ProductPage = lazyScreen(() => import('./ordering/storefront/ProductPage'));
// The orderer's customer orders.
const OrderListPage = lazyScreen(() => import('./ordering/orders/OrderListPage'));
const OrderForBuyerPage = lazyScreen(() => import('./ordering/orders/OrderForBuyerPage'));
const OrderDetailPage = lazyScreen(() => import('./ordering/orders/OrderDetailPage'));
// The cart and checkout pages.
const CartPage = lazyScreen(() => import('./ordering/cart/CartPage'));
const QuickOrderPage = lazyScreen(() => import('./ordering/cart/QuickOrderPage'));
const CheckoutPage = lazyScreen(() => import('./ordering/checkout/CheckoutPage'));
const OrderCompletePage = lazyScreen(() => import('./ordering/checkout/OrderCompletePage'));
const DraftOrderListPage = lazyScreen(() => import('./ordering/draft-orders/DraftOrderListPage'));
const DraftOrderPage = lazyScreen(() => import('./ordering/draft-orders/DraftOrderPage'));
// Reports.
const StockReportPage = lazyScreen(() => import('./reports/warehouse-stock/StockReportPage'));
const StockDetailsPage = lazyScreen(() => import('./reports/warehouse-stock/StockDetailsPage'));
const OutboundOrdersPage = lazyScreen(() => import('./reports/outbound-orders/OutboundOrdersPage'));
const OutboundOrderDetailsPage = lazyScreen(() => import('./reports/outbound-orders/OutboundOrderDetailsPage'));
const BoxStockPage = lazyScreen(() => import('./reports/warehouse-stock/BoxStockPage'));
const BoxStockDetailsPage = lazyScreen(() => import('./reports/warehouse-stock/BoxStockDetailsPage'));
// A warehouse's stock for product administrators.
const WarehouseStockPage = lazyScreen(() => import('./operations/warehouse-stock/WarehouseStockPage'));
const CustomReportPage = lazyScreen(() => import('./reports/custom-report/CustomReportPage'));
// The orderer's own quotas.
const MyQuotasPage = lazyScreen(() => import('./planning/my-quotas/MyQuotasPage'));
// The orderer's own budgets.
const MyBudgetsPage = lazyScreen(() => import('./planning/my-budgets/MyBudgetsPage'));
/** A custom page behind its permission; its code loads while the permission is checked. */
const guarded = (resource: string, Screen: LazyScreen) => (
  <RequirePermission resource={resource} onPending={() => preloadScreen(Screen)}>
    <Screen />
  </RequirePermission>
);

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
  const layout = useMemo(() => createAppLayout({ crossTab, identity }), [crossTab, identity]);
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
              <Dashboard boxOrders={<BoxOrdersSummary />} />
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
        <Route path="/catalog/:idCatalog" element={guarded('CatalogCatalogProductSearch', CatalogPage)} />
        <Route path="/catalog/:idCatalog/category/:idCategory" element={guarded('CatalogCatalogProductSearch', CategoryPage)} />
        <Route path="/catalog/:idCatalog/category/:idCategory/product/:idProduct" element={guarded('CatalogCatalogProductSearch', ProductPage)} />
        <Route path="/product/:idProduct" element={guarded('CatalogCatalogProductSearch', ProductPage)} />
        <Route path="/checkout/cart" element={guarded('CoreGeneralProductCart', CartPage)} />
        <Route path="/checkout/quick-order" element={guarded('CoreGeneralProductCart', QuickOrderPage)} />
        <Route path="/checkout" element={guarded('CoreGeneralCheckout', CheckoutPage)} />
        <Route path="/checkout/:idOrder/complete" element={guarded('CoreGeneralCheckout', OrderCompletePage)} />
        <Route path="/orders/list" element={guarded('CoreOrders', OrderListPage)} />
        <Route path="/orders/create" element={guarded('CoreOrders', OrderForBuyerPage)} />
        <Route path="/orders/:idCustomerOrder" element={guarded('CoreOrders', OrderDetailPage)} />
        <Route path="/draft-orders/list" element={guarded('CoreOrdersDraft', DraftOrderListPage)} />
        <Route path="/draft-orders/:idDraft" element={guarded('CoreOrdersDraft', DraftOrderPage)} />
        <Route path="/reports/warehouse/stock" element={guarded('ReportsWarehouseStock', StockReportPage)} />
        <Route path="/reports/warehouse/stock-details" element={guarded('ReportsWarehouseStock', StockDetailsPage)} />
        <Route path="/reports/warehouse/outbound-orders" element={guarded('ReportsWarehouseOutboundOrders', OutboundOrdersPage)} />
        <Route path="/reports/warehouse/outbound-orders-details" element={guarded('ReportsWarehouseOutboundOrders', OutboundOrderDetailsPage)} />
        <Route path="/reports/box/stock" element={guarded('ReportsBoxStock', BoxStockPage)} />
        <Route path="/reports/box/stock-details" element={guarded('ReportsBoxStock', BoxStockDetailsPage)} />
        <Route path="/admin/warehouse-stock" element={guarded('AdminProducts', WarehouseStockPage)} />
        <Route path={CUSTOM_REPORT_ROUTE} element={guarded('ReportsCustomReports', CustomReportPage)} />
        <Route path="/quotas/list" element={guarded('QuotasQuotas', MyQuotasPage)} />
        <Route path="/quotas/:idQuota/account/:idClientAccount" element={guarded('QuotasQuotas', MyQuotasPage)} />
        <Route path="/budget-quota/list" element={guarded('BudgetQuotasBudgetQuotas', MyBudgetsPage)} />
        <Route path="/budget-quota/:idQuota" element={guarded('BudgetQuotasBudgetQuotas', MyBudgetsPage)} />
        <Route path="/get-support/faq" element={guarded('CoreGeneralSupport', FaqPage)} />
        <Route path="/zendesk/sso/login" element={guarded('CoreGeneralSupport', SupportSignOnPage)} />
        <Route path="/zendesk/sso/logout" element={<SupportSignedOutPage />} />
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
