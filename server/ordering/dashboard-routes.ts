/**
 * The dashboard's summaries for the chosen account (spec part 2, section 7). Each needs
 * CoreGeneralDashboard View in the account and reads what the same user could read elsewhere:
 * their own customer orders (as the order list), the products filed in the catalogs their
 * groups see, and a catalog only when it is visible to them (404 otherwise). Without an
 * account the spec's "idClientAccount is missing" answers, as a 400.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, desc, eq, gte, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  ACCOUNT_MISSING,
  DASHBOARD_HOME_ITEMS,
  DASHBOARD_RECENT_ORDERS,
  dashboardCatalogCall,
  dashboardCustomerOrdersCall,
  dashboardHomeCall,
  dashboardProductsCall,
} from '../../shared/ordering/dashboard-schemas';
import { canSeeAccountOrders } from '../../shared/rules/account-orders';
import { CUSTOMER_ORDER_STATUSES as S } from '../../shared/rules/statuses';
import { authorize } from '../auth/context';
import type { Db, Tx } from '../db';
import {
  catalogCategories,
  customerOrderCounts,
  customerOrderDeliveries,
  customerOrderDeliveryProducts,
  customerOrderShipments,
  customerOrders,
  dashboardProductCounts,
  users,
} from '../db/schema';
import { badRequest, notFound } from '../lib/errors';
import { registerKind, type ActionBinding } from '../registry/route-kinds';
import type { CatalogScope } from '../administration/catalog-scope';
import { visibleCatalog, visibleCatalogIds } from '../administration/catalog-visibility';
import { seesAllGroups } from './scope';
import { dashboardMonths, ordersOverTime } from './orders-over-time';
import { pickColumns } from '../db/columns';

/** Orders still to be shipped, and orders on their way (the home's open orders and arriving shipments). */
const OPEN_STATUSES = [S.outOfStock, S.acknowledged, S.inProgress, S.preparation];
const ARRIVING_STATUSES = [S.partiallyShipped, S.shipped, S.transit, S.outForDelivery];

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** The account the path names: a missing one is the spec's ACCOUNT_MISSING, then the caller needs the dashboard in it. */
function dashboardScope(request: FastifyRequest, idClientAccount: string): CatalogScope {
  if (!isUuid(idClientAccount)) throw badRequest(ACCOUNT_MISSING, undefined, 'ACCOUNT_MISSING');
  const auth = authorize(request, 'View', 'CoreGeneralDashboard', idClientAccount);
  return { idClientAccount, idUser: auth.actingUser.idUser, seesAllGroups: seesAllGroups(request, idClientAccount) };
}

const customerOrdersBinding: ActionBinding<typeof dashboardCustomerOrdersCall> = {
  kind: dashboardCustomerOrdersCall,
  run: (tx, { request, params }) => customerOrdersSummary(tx, dashboardScope(request, params.idClientAccount)),
};
const homeBinding: ActionBinding<typeof dashboardHomeCall> = {
  kind: dashboardHomeCall,
  run: (tx, { request, params }) => homeSummary(tx, request, dashboardScope(request, params.idClientAccount)),
};
const productsBinding: ActionBinding<typeof dashboardProductsCall> = {
  kind: dashboardProductsCall,
  run: (tx, { request, params }) => productsSummary(tx, dashboardScope(request, params.idClientAccount)),
};
const catalogBinding: ActionBinding<typeof dashboardCatalogCall> = {
  kind: dashboardCatalogCall,
  run: (tx, { request, params }) => catalogSummary(tx, dashboardScope(request, params.idClientAccount), params.idCatalog),
};

/** The dashboard's declared calls (shared/ordering/dashboard-schemas.ts). */
export function registerDashboardRoutes(app: FastifyInstance, db: Db) {
  for (const binding of [customerOrdersBinding, homeBinding, productsBinding, catalogBinding]) registerKind(app, db, binding);
}

/** The caller's own orders: counts by status, the latest ones and the orders over time. */
async function customerOrdersSummary(db: Tx, scope: CatalogScope) {
  const own = and(eq(customerOrders.idClientAccount, scope.idClientAccount), eq(customerOrders.idUser, scope.idUser));
  // One statement: the counts by status from the owner's order counts (kept by triggers, a
  // few rows however many orders), the latest orders walking the (account, user, date) index.
  const counted = sql<number>`sum(${customerOrderCounts.orderCount})::int`;
  const perStatus = db
    .select({ statusCode: customerOrderCounts.statusCode, count: counted.as('count') })
    .from(customerOrderCounts)
    .where(and(eq(customerOrderCounts.idClientAccount, scope.idClientAccount), eq(customerOrderCounts.idUser, scope.idUser)))
    .groupBy(customerOrderCounts.statusCode)
    .having(sql`${counted} > 0`)
    .as('per_status');
  const totals = db
    .select({
      byStatus: sql<
        { statusCode: number; count: number }[]
      >`coalesce(json_agg(json_build_object('statusCode', ${perStatus.statusCode}, 'count', ${perStatus.count})
        order by ${perStatus.statusCode}), '[]'::json)`.as('by_status'),
    })
    .from(perStatus)
    .as('totals');
  const recent = db
    .select(pickColumns(customerOrders, 'idCustomerOrder', 'orderNumber', 'orderDate', 'statusCode', 'statusName', 'orderReference'))
    .from(customerOrders)
    .where(own)
    .orderBy(desc(customerOrders.orderDate), desc(customerOrders.orderNumber))
    .limit(DASHBOARD_RECENT_ORDERS)
    .as('recent');
  const [rows, overTime] = await Promise.all([
    db
      .select({ byStatus: totals.byStatus, order: recent._.selectedFields })
      .from(totals)
      .leftJoinLateral(recent, sql`true`)
      .orderBy(desc(recent.orderDate), desc(recent.orderNumber)),
    ordersOverTime(db, own),
  ]);
  const byStatus = rows[0]?.byStatus ?? [];
  return {
    customerOrders: {
      totalCount: byStatus.reduce((sum, s) => sum + s.count, 0),
      byStatus,
      recent: rows.flatMap(({ order }) => (order ? [{ ...order, orderDate: order.orderDate.toISOString() }] : [])),
      ...overTime,
    },
  };
}

/** The home's summaries: frequent products, open and arriving orders, and the account's for those who follow its orders. */
async function homeSummary(db: Tx, request: FastifyRequest, scope: CatalogScope) {
  const inAccount = eq(customerOrders.idClientAccount, scope.idClientAccount);
  const own = and(inAccount, eq(customerOrders.idUser, scope.idUser));
  const since = dashboardMonths(new Date()).from;
  const orderFields = pickColumns(customerOrders, 'idCustomerOrder', 'orderNumber', 'orderDate', 'statusCode', 'orderReference');
  const lineAmount = sql<number>`coalesce(sum(${customerOrderDeliveryProducts.orderedQuantity} * ${customerOrderDeliveryProducts.priceSell}), 0)`.mapWith(
    Number,
  );
  const followsAccount = canSeeAccountOrders(request.auth?.accountPermissions ?? [], scope.idClientAccount);
  // Every part is its own statement, sent together: none waits for another.
  const [frequent, openCount, open, arriving, account] = await Promise.all([
    db
      .select({
        idProduct: sql<string>`${customerOrderDeliveryProducts.idProduct}`,
        productName: sql<string>`max(${customerOrderDeliveryProducts.productName})`,
        sku: sql<string>`max(${customerOrderDeliveryProducts.sku})`,
        orderedQuantity: sql<number>`sum(${customerOrderDeliveryProducts.orderedQuantity})::int`,
        orderCount: sql<number>`count(distinct ${customerOrders.idCustomerOrder})::int`,
      })
      .from(customerOrders)
      .innerJoin(customerOrderDeliveries, eq(customerOrderDeliveries.idCustomerOrder, customerOrders.idCustomerOrder))
      .innerJoin(customerOrderDeliveryProducts, eq(customerOrderDeliveryProducts.idCustomerOrderDelivery, customerOrderDeliveries.idCustomerOrderDelivery))
      .where(and(own, gte(customerOrders.orderDate, since), ne(customerOrders.statusCode, S.cancelled), isNotNull(customerOrderDeliveryProducts.idProduct)))
      .groupBy(customerOrderDeliveryProducts.idProduct)
      .orderBy(
        desc(sql`count(distinct ${customerOrders.idCustomerOrder})`),
        desc(sql`sum(${customerOrderDeliveryProducts.orderedQuantity})`),
        sql`max(${customerOrderDeliveryProducts.productName})`,
      )
      .limit(DASHBOARD_HOME_ITEMS),
    db
      .select({ count: sql<number>`coalesce(sum(${customerOrderCounts.orderCount}), 0)::int` })
      .from(customerOrderCounts)
      .where(
        and(
          eq(customerOrderCounts.idClientAccount, scope.idClientAccount),
          eq(customerOrderCounts.idUser, scope.idUser),
          inArray(customerOrderCounts.statusCode, OPEN_STATUSES),
        ),
      ),
    db
      .select(orderFields)
      .from(customerOrders)
      .where(and(own, inArray(customerOrders.statusCode, OPEN_STATUSES)))
      .orderBy(desc(customerOrders.orderDate), desc(customerOrders.orderNumber))
      .limit(DASHBOARD_HOME_ITEMS),
    db
      .select({
        ...orderFields,
        carrierName: sql<string | null>`max(${customerOrderShipments.carrierName})`,
        trackingURL: sql<string | null>`max(${customerOrderShipments.trackingURL})`,
        shippedDate: sql<Date | null>`max(${customerOrderShipments.shippedDate})`.mapWith((v) => (v == null ? null : new Date(v as string))),
        requestedDeliveryDate: sql<string | null>`max(${customerOrderDeliveries.requestedDeliveryDate})`,
      })
      .from(customerOrders)
      .leftJoin(customerOrderDeliveries, eq(customerOrderDeliveries.idCustomerOrder, customerOrders.idCustomerOrder))
      .leftJoin(customerOrderShipments, eq(customerOrderShipments.idCustomerOrderDelivery, customerOrderDeliveries.idCustomerOrderDelivery))
      .where(and(own, inArray(customerOrders.statusCode, ARRIVING_STATUSES)))
      .groupBy(customerOrders.idCustomerOrder)
      .orderBy(desc(customerOrders.orderDate), desc(customerOrders.orderNumber))
      .limit(DASHBOARD_HOME_ITEMS),
    followsAccount ? accountHome(db, scope.idClientAccount, since, lineAmount) : Promise.resolve(null),
  ]);
  const dated = <T extends { orderDate: Date }>(o: T) => ({ ...o, orderDate: o.orderDate.toISOString() });
  return {
    home: {
      frequent,
      openCount: openCount[0]?.count ?? 0,
      open: open.map(dated),
      arriving: arriving.map((o) => ({ ...dated(o), shippedDate: o.shippedDate ? o.shippedDate.toISOString() : null })),
      account,
    },
  };
}

/** The account's orders and spend by buyer since `since` (cancelled ones left out), and what waits: for those who follow the account's orders. */
async function accountHome(db: Tx, idClientAccount: string, since: Date, lineAmount: ReturnType<typeof sql<number>>) {
  const recent = and(eq(customerOrders.idClientAccount, idClientAccount), gte(customerOrders.orderDate, since), ne(customerOrders.statusCode, S.cancelled));
  const waitingCount = (codes: number[]) =>
    sql<number>`coalesce(sum(${customerOrderCounts.orderCount}) filter (where ${inArray(customerOrderCounts.statusCode, codes)}), 0)::int`;
  const [byBuyer, totals, waiting] = await Promise.all([
    db
      .select({
        idUser: customerOrders.idUser,
        buyerName: sql<string>`max(${users.firstName} || ' ' || ${users.lastName})`,
        orderCount: sql<number>`count(distinct ${customerOrders.idCustomerOrder})::int`,
        spend: lineAmount,
      })
      .from(customerOrders)
      .innerJoin(users, eq(users.idUser, customerOrders.idUser))
      .leftJoin(customerOrderDeliveries, eq(customerOrderDeliveries.idCustomerOrder, customerOrders.idCustomerOrder))
      .leftJoin(customerOrderDeliveryProducts, eq(customerOrderDeliveryProducts.idCustomerOrderDelivery, customerOrderDeliveries.idCustomerOrderDelivery))
      .where(recent)
      .groupBy(customerOrders.idUser)
      .orderBy(desc(lineAmount), sql`max(${users.lastName})`),
    db
      .select({ orderCount: sql<number>`count(distinct ${customerOrders.idCustomerOrder})::int`, spend: lineAmount })
      .from(customerOrders)
      .leftJoin(customerOrderDeliveries, eq(customerOrderDeliveries.idCustomerOrder, customerOrders.idCustomerOrder))
      .leftJoin(customerOrderDeliveryProducts, eq(customerOrderDeliveryProducts.idCustomerOrderDelivery, customerOrderDeliveries.idCustomerOrderDelivery))
      .where(recent),
    db
      .select({
        outOfStock: waitingCount([S.outOfStock]),
        anomaly: waitingCount([S.anomaly]),
        notShipped: waitingCount([S.acknowledged, S.inProgress, S.preparation]),
      })
      .from(customerOrderCounts)
      .where(eq(customerOrderCounts.idClientAccount, idClientAccount)),
  ]);
  return {
    orderCount: totals[0]?.orderCount ?? 0,
    spend: totals[0]?.spend ?? 0,
    byBuyer: byBuyer.slice(0, DASHBOARD_HOME_ITEMS),
    waiting: waiting[0] ?? { outOfStock: 0, anomaly: 0, notShipped: 0 },
  };
}

/** How many products the caller's visible catalogs hold, and how many of them are out of stock. */
async function productsSummary(db: Tx, scope: CatalogScope) {
  // From the product counts (kept by triggers: enabled products by the set of top-level
  // categories they are filed under, simple ones without available stock apart): a product
  // is visible when its set meets a top of a visible catalog, and each product is one row of
  // one set, so the sum counts it once however often it is filed.
  const visibleTops = db
    .select({ tops: sql`array_agg(${catalogCategories.idCatalogCategory})` })
    .from(catalogCategories)
    .where(and(inArray(catalogCategories.idCatalog, visibleCatalogIds(db, scope)), isNull(catalogCategories.idParentCategory)));
  const [row] = await db
    .select({
      totalCount: sql<number>`coalesce(sum(${dashboardProductCounts.productCount}), 0)`.mapWith(Number),
      outOfStockCount: sql<number>`coalesce(sum(${dashboardProductCounts.productCount}) filter (where ${dashboardProductCounts.outOfStock}), 0)`.mapWith(
        Number,
      ),
    })
    .from(dashboardProductCounts)
    .where(and(eq(dashboardProductCounts.idClientAccount, scope.idClientAccount), sql`${dashboardProductCounts.topCategoryIds} && (${visibleTops})`));
  return { products: row };
}

/** One visible catalog's product count, and each of its top-level categories' (404 for a catalog the caller does not see). */
async function catalogSummary(db: Tx, scope: CatalogScope, idCatalog: string) {
  const catalog = await visibleCatalog(db, scope, idCatalog);
  if (!catalog) throw notFound();
  // The catalog's top-level categories, already read with its tree. From the product counts
  // (see the products summary): a top counts the products whose set holds it, the catalog
  // those whose set meets any of its tops (a product filed twice counts once in each).
  const tops = catalog.categories.map((c) => c.idCatalogCategory);
  // uuids as one array literal (a list in drizzle's template would be as many parameters).
  const topArray = sql`${`{${tops.join(',')}}`}::uuid[]`;
  const inCatalog = and(eq(dashboardProductCounts.idClientAccount, scope.idClientAccount), sql`${dashboardProductCounts.topCategoryIds} && ${topArray}`);
  const perTop = db
    .select({ top: sql<string>`unnest(${dashboardProductCounts.topCategoryIds})`.as('top'), productCount: dashboardProductCounts.productCount })
    .from(dashboardProductCounts)
    .where(inCatalog)
    .as('per_top');
  const counts = tops.length
    ? await db
        .select({ top: sql<string | null>`${perTop.top}`, productCount: sql<number>`sum(${perTop.productCount})`.mapWith(Number) })
        .from(perTop)
        .where(sql`${perTop.top} = any(${topArray})`)
        .groupBy(perTop.top)
        .unionAll(
          db
            .select({ top: sql<string | null>`null`, productCount: sql<number>`sum(${dashboardProductCounts.productCount})`.mapWith(Number) })
            .from(dashboardProductCounts)
            .where(inCatalog),
        )
    : [];
  const countOf = (id: string | null) => counts.find((c) => c.top === id)?.productCount ?? 0;
  return {
    catalog: {
      idCatalog: catalog.idCatalog,
      catalogName: catalog.catalogName,
      productCount: countOf(null),
      categories: catalog.categories.map((c) => ({
        idCatalogCategory: c.idCatalogCategory,
        categoryName: c.categoryName,
        productCount: countOf(c.idCatalogCategory),
      })),
    },
  };
}
