/** The dashboard's calls (declared in dashboard-schemas.ts); the account comes from the session scope like every ordering call. */
import type { ApiClient } from '../api/api-client';
import { callAction } from '../registry/route-kinds';
import { dashboardCatalogCall, dashboardCustomerOrdersCall, dashboardHomeCall, dashboardProductsCall } from './dashboard-schemas';

/** `idClientAccount` names the account where the session's is not yet the one asked about (the first screen's calls start while the session loads). */
export const dashboardClient = (api: ApiClient) => ({
  customerOrders: (idClientAccount?: string) => callAction(api, dashboardCustomerOrdersCall, { idClientAccount }).then((a) => a.customerOrders),
  products: () => callAction(api, dashboardProductsCall).then((a) => a.products),
  home: (idClientAccount?: string) => callAction(api, dashboardHomeCall, { idClientAccount }).then((a) => a.home),
  catalog: (idCatalog: string) => callAction(api, dashboardCatalogCall, { idCatalog }).then((a) => a.catalog),
});
