/**
 * The dashboard's summaries (spec part 2, section 7: GET /dashboard/{a}/customerorders,
 * /dashboard/{a}/products, /dashboard/{a}/catalogs/{id}). The spec does not show the answers'
 * shapes; these carry what the first screen needs: order counts by status with the latest
 * orders, product counts, and a catalog's top categories with how many products each holds.
 */
import { z } from 'zod';
import { actionsOf } from '../registry/route-kinds';

/** How many items each list of the home shows (frequently bought, open orders, arriving shipments, buyers). */
export const DASHBOARD_HOME_ITEMS = 5;

/** How many of the latest orders the dashboard lists. */
export const DASHBOARD_RECENT_ORDERS = 5;

/** How many calendar months (Europe/Paris, the current one included) the orders-over-time summary covers. */
export const DASHBOARD_MONTHS = 12;

/** The spec's error text when no account is chosen (section 8). */
export const ACCOUNT_MISSING = 'idClientAccount is missing';

/** A customer order as a list or a report names it, before what each adds. */
export const customerOrderHead = z.object({
  idCustomerOrder: z.uuid(),
  orderNumber: z.string(),
  orderDate: z.string(),
  statusCode: z.number().int(),
  statusName: z.string(),
});

export const dashboardCustomerOrders = z.object({
  customerOrders: z.object({
    totalCount: z.number().int(),
    byStatus: z.array(z.object({ statusCode: z.number().int(), count: z.number().int() })),
    recent: z.array(customerOrderHead.extend({ orderReference: z.string().nullable() })),
    /** The last DASHBOARD_MONTHS months, oldest first, as YYYY-MM; byMonth lists only the non-empty (month, status) pairs. */
    months: z.array(z.string()),
    byMonth: z.array(z.object({ month: z.string(), statusCode: z.number().int(), count: z.number().int() })),
  }),
});
export type DashboardCustomerOrders = z.infer<typeof dashboardCustomerOrders>['customerOrders'];

export const dashboardProducts = z.object({
  products: z.object({ totalCount: z.number().int(), outOfStockCount: z.number().int() }),
});
export type DashboardProducts = z.infer<typeof dashboardProducts>['products'];

export const dashboardCatalog = z.object({
  catalog: z.object({
    idCatalog: z.uuid(),
    catalogName: z.string(),
    productCount: z.number().int(),
    categories: z.array(z.object({ idCatalogCategory: z.uuid(), categoryName: z.string(), productCount: z.number().int() })),
  }),
});
export type DashboardCatalog = z.infer<typeof dashboardCatalog>['catalog'];

const homeOrder = z.object({
  idCustomerOrder: z.uuid(),
  orderNumber: z.string(),
  orderDate: z.string(),
  statusCode: z.number().int(),
  orderReference: z.string().nullable(),
});

/**
 * The home's answers to a person's questions in the account (not in the spec): for a buyer, what
 * they order often, their orders still open and what is on its way to them; for those who follow
 * the account's orders (shared/rules/account-orders.ts), the account's orders and spend by buyer
 * over the last DASHBOARD_MONTHS months and what waits for them (orders short of stock, anomalies,
 * orders not yet shipped); null for others.
 */
export const dashboardHome = z.object({
  home: z.object({
    frequent: z.array(
      z.object({ idProduct: z.uuid(), productName: z.string(), sku: z.string(), orderedQuantity: z.number().int(), orderCount: z.number().int() }),
    ),
    openCount: z.number().int(),
    open: z.array(homeOrder),
    arriving: z.array(
      homeOrder.extend({
        carrierName: z.string().nullable(),
        trackingURL: z.string().nullable(),
        shippedDate: z.string().nullable(),
        requestedDeliveryDate: z.string().nullable(),
      }),
    ),
    account: z
      .object({
        orderCount: z.number().int(),
        spend: z.number(),
        byBuyer: z.array(z.object({ idUser: z.uuid(), buyerName: z.string(), orderCount: z.number().int(), spend: z.number() })),
        waiting: z.object({ outOfStock: z.number().int(), anomaly: z.number().int(), notShipped: z.number().int() }),
      })
      .nullable(),
  }),
});
export type DashboardHome = z.infer<typeof dashboardHome>['home'];

/**
 * The dashboard's calls, on the path's account: CoreGeneralDashboard View. Any text is taken as
 * the account so that a missing one ("undefined", "null") gets ACCOUNT_MISSING (400) rather than
 * an invalid id: the server checks the account itself, after that, so the declared access only
 * asks for the permission in some account.
 */
const calls = actionsOf('dashboard', { subject: 'CoreGeneralDashboard', account: 'any' });
const anyAccount = z.object({ idClientAccount: z.string() });

/** The caller's own orders: counts by status, the latest ones and the orders over time. */
export const dashboardCustomerOrdersCall = calls.read({
  name: 'readDashboardCustomerOrders',
  path: '/dashboard/{idClientAccount}/customerorders',
  params: anyAccount,
  answer: dashboardCustomerOrders,
  summary: 'The caller’s own orders in the account: counts by status, the latest and the orders over time',
});

/** The products filed in the catalogs the caller sees, and how many are out of stock. */
export const dashboardProductsCall = calls.read({
  name: 'readDashboardProducts',
  path: '/dashboard/{idClientAccount}/products',
  params: anyAccount,
  answer: dashboardProducts,
  summary: 'How many products the caller’s catalogs hold, and how many are out of stock',
});

/** A catalog the caller sees, with its top categories' product counts (404 when not visible). */
export const dashboardCatalogCall = calls.read({
  name: 'readDashboardCatalog',
  path: '/dashboard/{idClientAccount}/catalogs/{idCatalog}',
  params: anyAccount,
  answer: dashboardCatalog,
  summary: 'A catalog the caller sees, with how many products each top category holds',
});

/** The home's summaries: frequent products, open and arriving orders, and the account's for those who follow its orders. */
export const dashboardHomeCall = calls.read({
  name: 'readDashboardHome',
  path: '/dashboard/{idClientAccount}/home',
  params: anyAccount,
  answer: dashboardHome,
  summary: 'The home page’s summaries: frequent products, open and arriving orders',
});
