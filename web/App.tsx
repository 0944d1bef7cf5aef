import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Admin, CustomRoutes, type AuthProvider, type I18nProvider, type Store } from 'react-admin';
import { Route } from 'react-router-dom';
import type { CrossTab } from './shell/auth/cross-tab';
import type { Identity } from './shell/auth/identity';
import { OUTBOX_PATH } from './shell/pages/outbox-paths';
import { ErrorPage } from './shell/layout/ErrorPage';
import { globalErrorText, useGlobalError } from './shell/session/global-error';
import { lazyScreen, preloadScreen, type LazyScreen } from './components/lazy-screen';
import { resourceRoutes } from './components/portal-resource';
import { RequirePermission } from './components/RequirePermission';
import { bulkImportRoutes } from './imports/routes';
import { lazyLayout } from './shell/layout/lazy-layout';
import { ForbiddenPage } from './shell/pages/ForbiddenPage';
import { createLoginPage } from './shell/pages/LoginPage';
import { NotFoundPage } from './components/NotFoundPage';
import { RedirectToDashboard, RedirectToForbidden, RedirectToNotFound } from './shell/pages/redirects';
import type { PortalDataProvider } from './shell/providers/data-provider';
import { WEB_RESOURCE_LIST } from './resources';
import { CUSTOM_REPORT_ROUTE } from './reports/custom-report/custom-report-path';
import { useSession } from './shell/session/SessionProvider';
import { createPortalTheme, themeColorFor } from './shell/theme/theme';

// The first screen after signing in: loaded with the layout (start-up preloads both for a signed-in user).
export const DashboardScreen = lazyScreen(async () => {
  // The charts' code loads beside the dashboard's calls, not after their numbers.
  void import('./ordering/dashboard/charts').then(({ preloadCharts }) => preloadCharts());
  const [{ Dashboard }, { BoxOrdersSummary }] = await Promise.all([import('./ordering/dashboard/Dashboard'), import('./operations/common/BoxOrdersSummary')]);
  return { default: () => <Dashboard boxOrders={<BoxOrdersSummary />} /> };
});
// The profile form loads on its first visit, like the resources' screens.
const ProfilePage = lazyScreen(() => import('./administration/profile/ProfilePage'));
// The welcome e-mail's link: public, outside the layout, loaded only when opened.
const SetPasswordPage = lazyScreen(() => import('./shell/pages/SetPasswordPage'));
// Support: the FAQ and the help centre's sign-on.
const FaqPage = lazyScreen(() => import('./shell/pages/SupportPages').then((m) => ({ default: m.FaqPage })));
const SupportSignOnPage = lazyScreen(() => import('./shell/pages/SupportPages').then((m) => ({ default: m.SupportSignOnPage })));
const MailOutboxPage = lazyScreen(() => import('./shell/pages/MailOutboxPage'));
const MailPage = lazyScreen(() => import('./shell/pages/MailPage'));
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
const DraftOrderCreatePage = lazyScreen(() => import('./ordering/draft-orders/DraftOrderCreatePage'));
// Reports.
const StockReportPage = lazyScreen(() => import('./reports/warehouse-stock/StockReportPage'));
const StockDetailsPage = lazyScreen(() => import('./reports/warehouse-stock/StockDetailsPage'));
const OutboundOrdersPage = lazyScreen(() => import('./reports/outbound-orders/OutboundOrdersPage'));
const OutboundOrderDetailsPage = lazyScreen(() => import('./reports/outbound-orders/OutboundOrderDetailsPage'));
const BoxStockPage = lazyScreen(() => import('./reports/warehouse-stock/BoxStockPage'));
const BoxStockDetailsPage = lazyScreen(() => import('./reports/warehouse-stock/BoxStockDetailsPage'));
const BoxProductVariantsPage = lazyScreen(() => import('./reports/warehouse-stock/BoxProductVariantsPage'));
const boxOrdersReport = (name: 'BoxInboundOrdersPage' | 'BoxInboundOrderDetailsPage' | 'BoxOutboundOrdersPage' | 'BoxOutboundOrderDetailsPage') =>
  lazyScreen(() => import('./reports/box-orders/BoxOrdersReportPage').then((m) => ({ default: m[name] })));
const BoxInboundOrdersPage = boxOrdersReport('BoxInboundOrdersPage');
const BoxInboundOrderDetailsPage = boxOrdersReport('BoxInboundOrderDetailsPage');
const BoxOutboundOrdersPage = boxOrdersReport('BoxOutboundOrdersPage');
const BoxOutboundOrderDetailsPage = boxOrdersReport('BoxOutboundOrderDetailsPage');
// A warehouse's stock for product administrators.
const WarehouseStockPage = lazyScreen(() => import('./operations/warehouse-stock/WarehouseStockPage'));
const CustomReportPage = lazyScreen(() => import('./reports/custom-report/CustomReportPage'));
// The orderer's own quotas.
const MyQuotasPage = lazyScreen(() => import('./planning/my-quotas/MyQuotasPage'));
// The orderer's own budgets.
const MyBudgetsPage = lazyScreen(() => import('./planning/my-budgets/MyBudgetsPage'));
/** A custom page behind its permission; its code loads while the permission is checked. */
const guarded = (resource: string, Screen: LazyScreen, action?: string) => (
  <RequirePermission resource={resource} action={action} onPending={() => preloadScreen(Screen)}>
    <Screen />
  </RequirePermission>
);

/** The custom pages behind their permission (the dashboard first): path, permission, screen and, when not View, the action. */
const GUARDED_ROUTES: [path: string, resource: string, Screen: LazyScreen, action?: string][] = [
  ['/dashboard', 'CoreGeneralDashboard', DashboardScreen],
  ['/user/profile', 'CoreGeneralUserAccountUserProfile', ProfilePage],
  ['/catalog/:idCatalog', 'CatalogCatalogProductSearch', CatalogPage],
  ['/catalog/:idCatalog/category/:idCategory', 'CatalogCatalogProductSearch', CategoryPage],
  ['/catalog/:idCatalog/category/:idCategory/product/:idProduct', 'CatalogCatalogProductSearch', ProductPage],
  ['/product/:idProduct', 'CatalogCatalogProductSearch', ProductPage],
  ['/checkout/cart', 'CoreGeneralProductCart', CartPage],
  ['/checkout/quick-order', 'CoreGeneralProductCart', QuickOrderPage],
  ['/checkout', 'CoreGeneralCheckout', CheckoutPage],
  ['/checkout/:idOrder/complete', 'CoreGeneralCheckout', OrderCompletePage],
  ['/orders/list', 'CoreOrders', OrderListPage],
  ['/orders/create', 'CoreOrders', OrderForBuyerPage],
  ['/orders/:idCustomerOrder', 'CoreOrders', OrderDetailPage],
  ['/draft-orders/list', 'CoreOrdersDraft', DraftOrderListPage],
  ['/draft-orders/create', 'CoreOrdersDraft', DraftOrderCreatePage],
  ['/draft-orders/:idDraft', 'CoreOrdersDraft', DraftOrderPage],
  ['/reports/warehouse/stock', 'ReportsWarehouseStock', StockReportPage],
  ['/reports/warehouse/stock-details', 'ReportsWarehouseStock', StockDetailsPage],
  ['/reports/warehouse/outbound-orders', 'ReportsWarehouseOutboundOrders', OutboundOrdersPage],
  ['/reports/warehouse/outbound-orders-details', 'ReportsWarehouseOutboundOrders', OutboundOrderDetailsPage],
  ['/reports/box/stock', 'ReportsBoxStock', BoxStockPage],
  ['/reports/box/stock-details', 'ReportsBoxStock', BoxStockDetailsPage],
  ['/reports/box/product-variants', 'ReportsBoxStock', BoxProductVariantsPage],
  ['/reports/box/inbound-orders', 'ReportsBoxInboundOrders', BoxInboundOrdersPage],
  ['/reports/box/inbound-orders-details', 'ReportsBoxInboundOrders', BoxInboundOrderDetailsPage],
  ['/reports/box/outbound-orders', 'ReportsBoxOutboundOrders', BoxOutboundOrdersPage],
  ['/reports/box/outbound-orders-details', 'ReportsBoxOutboundOrders', BoxOutboundOrderDetailsPage],
  ['/admin/warehouse-stock', 'AdminProducts', WarehouseStockPage],
  [CUSTOM_REPORT_ROUTE, 'ReportsCustomReports', CustomReportPage],
  ['/quotas/list', 'QuotasQuotas', MyQuotasPage],
  ['/quotas/:idQuota/account/:idClientAccount', 'QuotasQuotas', MyQuotasPage],
  ['/budget-quota/list', 'BudgetQuotasBudgetQuotas', MyBudgetsPage],
  ['/budget-quota/:idQuota', 'BudgetQuotasBudgetQuotas', MyBudgetsPage],
  ['/get-support/faq', 'CoreGeneralSupport', FaqPage],
  [OUTBOX_PATH, 'CoreMaintenance', MailOutboxPage, 'Edit'],
  [`${OUTBOX_PATH}/:idMail`, 'CoreMaintenance', MailPage, 'Edit'],
  ['/zendesk/sso/login', 'CoreGeneralSupport', SupportSignOnPage],
];

/** The custom pages inside the layout: the guarded pages, the imports, the error pages. */
const customRoutes = () => [
  ...GUARDED_ROUTES.map(([path, resource, Screen, action]) => <Route key={path} path={path} element={guarded(resource, Screen, action)} />),
  <Route key="/zendesk/sso/logout" path="/zendesk/sso/logout" element={<SupportSignedOutPage />} />,
  ...bulkImportRoutes(),
  <Route key="/session/403" path="/session/403" element={<ForbiddenPage />} />,
  <Route key="/session/404" path="/session/404" element={<NotFoundPage />} />,
];

export interface AppProps {
  authProvider: AuthProvider;
  dataProvider: PortalDataProvider;
  /** react-admin's query cache (its own when not given). */
  queryClient?: QueryClient;
  i18nProvider: I18nProvider;
  store: Store;
  crossTab: CrossTab;
  identity: Identity;
  identityError?: unknown;
}

export const App = ({ authProvider, dataProvider, queryClient, i18nProvider, store, crossTab, identity, identityError }: AppProps) => {
  const { user, presetColors } = useSession();
  const { name, primary } = themeColorFor(user?.client?.presetColor, presetColors);
  const theme = useMemo(() => createPortalTheme({ name, primary }), [name, primary]);
  const layout = useMemo(() => lazyLayout({ crossTab, identity }), [crossTab, identity]);
  const loginPage = useMemo(() => createLoginPage({ identityKind: identity.kind, identityError }), [identity.kind, identityError]);
  const globalError = useGlobalError();

  if (globalError) {
    // The session could not be loaded: the spec's global error, with what failed and where.
    const t = (key: string) => String(i18nProvider.translate(key, { _: key }));
    return (
      <ErrorPage
        text={{ title: t('messages.errorOccurred'), message: t('errors.sessionLoad.message'), refresh: t('app.action.refresh') }}
        detail={globalErrorText(globalError)}
      />
    );
  }

  return (
    <Admin
      disableTelemetry
      requireAuth
      title="Wareport"
      store={store}
      authProvider={authProvider}
      dataProvider={dataProvider}
      queryClient={queryClient}
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
      <CustomRoutes>{customRoutes()}</CustomRoutes>
      <CustomRoutes noLayout>
        <Route path="/set-password" element={<SetPasswordPage />} />
      </CustomRoutes>
    </Admin>
  );
};
