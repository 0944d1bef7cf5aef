/**
 * The dashboard's summaries (spec part 2, section 7: GET /dashboard/{a}/customerorders,
 * /dashboard/{a}/products, /dashboard/{a}/catalogs/{id}). The spec does not show the answers'
 * shapes; these carry what the first screen needs: order counts by status with the latest
 * orders, product counts, and a catalog's top categories with how many products each holds.
 */
import { z } from 'zod';

export const DASHBOARD_PATHS = {
  customerOrders: '/dashboard/{idClientAccount}/customerorders',
  products: '/dashboard/{idClientAccount}/products',
  catalog: '/dashboard/{idClientAccount}/catalogs/{idCatalog}',
  home: '/dashboard/{idClientAccount}/home',
} as const;

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
