/** The dashboard's calls; the account comes from the session scope like every ordering call. */
import type { ApiClient } from '../api/api-client';
import { DASHBOARD_PATHS as P, type DashboardCatalog, type DashboardCustomerOrders, type DashboardHome, type DashboardProducts } from './dashboard-schemas';

/** `idClientAccount` names the account where the session's is not yet the one asked about (the first screen's calls start while the session loads). */
export const dashboardClient = (api: ApiClient) => ({
  customerOrders: (idClientAccount?: string) =>
    api.request<{ customerOrders: DashboardCustomerOrders }>({ path: P.customerOrders, params: { idClientAccount } }).then((a) => a.customerOrders),
  products: () => api.request<{ products: DashboardProducts }>({ path: P.products }).then((a) => a.products),
  home: (idClientAccount?: string) => api.request<{ home: DashboardHome }>({ path: P.home, params: { idClientAccount } }).then((a) => a.home),
  catalog: (idCatalog: string) => api.request<{ catalog: DashboardCatalog }>({ path: P.catalog, params: { idCatalog } }).then((a) => a.catalog),
});
