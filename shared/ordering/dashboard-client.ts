/** The dashboard's calls; the account comes from the session scope like every ordering call. */
import type { ApiClient } from '../api/api-client';
import { DASHBOARD_PATHS as P, type DashboardCatalog, type DashboardCustomerOrders, type DashboardHome, type DashboardProducts } from './dashboard-schemas';

export const dashboardClient = (api: ApiClient) => ({
  customerOrders: () => api.request<{ customerOrders: DashboardCustomerOrders }>({ path: P.customerOrders }).then((a) => a.customerOrders),
  products: () => api.request<{ products: DashboardProducts }>({ path: P.products }).then((a) => a.products),
  home: () => api.request<{ home: DashboardHome }>({ path: P.home }).then((a) => a.home),
  catalog: (idCatalog: string) => api.request<{ catalog: DashboardCatalog }>({ path: P.catalog, params: { idCatalog } }).then((a) => a.catalog),
});
