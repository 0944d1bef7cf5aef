/**
 * The dashboard's summaries for the chosen account (spec part 2, section 7). Each needs
 * CoreGeneralDashboard View in the account and reads what the same user could read elsewhere:
 * their own customer orders (as the order list), the products filed in the catalogs their
 * groups see, and a catalog only when it is visible to them (404 otherwise). Without an
 * account the spec's "idClientAccount is missing" answers, as a 400.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  ACCOUNT_MISSING,
  DASHBOARD_PATHS,
  DASHBOARD_RECENT_ORDERS,
  dashboardCatalog,
  dashboardCustomerOrders,
  dashboardProducts,
} from '../../shared/dashboard/schemas';
import { authorize } from '../auth/context';
import type { Db } from '../db';
import { catalogCategories, customerOrders, productCategories, products, productStocks } from '../db/schema';
import { badRequest, notFound } from '../lib/errors';
import { routePath } from '../resources/crud';
import type { CatalogScope } from '../repositories/catalog-scope';
import { visibleCatalog } from '../repositories/catalog-visibility';
import { filedInVisibleCatalog } from '../repositories/product-search';
import { seesAllGroups } from '../ordering/scope';
import { ordersOverTime } from '../dashboard/orders-over-time';

// Any text is accepted in the path so that a missing account ("undefined", "null") gets the
// spec's message rather than a generic invalid-id one.
const accountParams = z.object({ idClientAccount: z.string() });
const isUuid = (value: string) => z.uuid().safeParse(value).success;

function dashboardScope(request: FastifyRequest, idClientAccount: string): CatalogScope {
  if (!isUuid(idClientAccount)) throw badRequest(ACCOUNT_MISSING, undefined, 'ACCOUNT_MISSING');
  const auth = authorize(request, 'View', 'CoreGeneralDashboard', idClientAccount);
  return { idClientAccount, idUser: auth.actingUser.idUser, seesAllGroups: seesAllGroups(request, idClientAccount) };
}

export function registerDashboardRoutes(app: FastifyInstance, db: Db) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dashboard'];

  routes.get(routePath(DASHBOARD_PATHS.customerOrders), {
    schema: { tags, params: accountParams, response: { 200: dashboardCustomerOrders } },
    handler: async (request) => {
      const scope = dashboardScope(request, request.params.idClientAccount);
      const own = and(eq(customerOrders.idClientAccount, scope.idClientAccount), eq(customerOrders.idUser, scope.idUser));
      const [byStatus, recent, overTime] = await Promise.all([
        db
          .select({ statusCode: customerOrders.statusCode, count: count() })
          .from(customerOrders)
          .where(own)
          .groupBy(customerOrders.statusCode)
          .orderBy(asc(customerOrders.statusCode)),
        db
          .select({
            idCustomerOrder: customerOrders.idCustomerOrder,
            orderNumber: customerOrders.orderNumber,
            orderDate: customerOrders.orderDate,
            statusCode: customerOrders.statusCode,
            statusName: customerOrders.statusName,
            orderReference: customerOrders.orderReference,
          })
          .from(customerOrders)
          .where(own)
          .orderBy(desc(customerOrders.orderDate), desc(customerOrders.orderNumber))
          .limit(DASHBOARD_RECENT_ORDERS),
        ordersOverTime(db, own),
      ]);
      return {
        customerOrders: {
          totalCount: byStatus.reduce((sum, s) => sum + s.count, 0),
          byStatus,
          recent: recent.map((o) => ({ ...o, orderDate: o.orderDate.toISOString() })),
          ...overTime,
        },
      };
    },
  });

  routes.get(routePath(DASHBOARD_PATHS.products), {
    schema: { tags, params: accountParams, response: { 200: dashboardProducts } },
    handler: async (request) => {
      const scope = dashboardScope(request, request.params.idClientAccount);
      // Only simple products hold stock; a bundle's or a configurable's comes from its children.
      const available = db
        .select({ total: sql<number>`coalesce(sum(${productStocks.availableQuantity}), 0)` })
        .from(productStocks)
        .where(and(eq(productStocks.idProduct, products.idProduct), eq(productStocks.idClientAccount, scope.idClientAccount)));
      const [row] = await db
        .select({
          totalCount: count(),
          outOfStockCount: sql<number>`count(*) filter (where ${products.type} = 'SIMPLE' and (${available}) <= 0)`.mapWith(Number),
        })
        .from(products)
        .where(and(eq(products.idClientAccount, scope.idClientAccount), eq(products.enabled, true), filedInVisibleCatalog(db, scope)));
      return { products: row };
    },
  });

  routes.get(routePath(DASHBOARD_PATHS.catalog), {
    schema: { tags, params: accountParams.extend({ idCatalog: z.uuid('validation.invalid') }), response: { 200: dashboardCatalog } },
    handler: async (request) => {
      const scope = dashboardScope(request, request.params.idClientAccount);
      const catalog = await visibleCatalog(db, scope, request.params.idCatalog);
      if (!catalog) throw notFound();
      const categories = await db
        .select({ id: catalogCategories.idCatalogCategory, parent: catalogCategories.idParentCategory })
        .from(catalogCategories)
        .where(eq(catalogCategories.idCatalog, catalog.idCatalog));
      const links = categories.length
        ? await db
            .selectDistinct({ idProduct: productCategories.idProduct, idCatalogCategory: productCategories.idCatalogCategory })
            .from(productCategories)
            .innerJoin(products, eq(products.idProduct, productCategories.idProduct))
            .where(
              and(
                eq(productCategories.enabled, true),
                eq(products.enabled, true),
                inArray(
                  productCategories.idCatalogCategory,
                  categories.map((c) => c.id),
                ),
              ),
            )
        : [];
      // Each category rolls up to its top-level ancestor; a product filed twice counts once.
      const parentOf = new Map(categories.map((c) => [c.id, c.parent]));
      const topOf = (id: string): string => {
        let current = id;
        for (let parent = parentOf.get(current); parent; parent = parentOf.get(current)) current = parent;
        return current;
      };
      const productsByTop = new Map<string, Set<string>>();
      for (const link of links) {
        const top = topOf(link.idCatalogCategory);
        productsByTop.set(top, (productsByTop.get(top) ?? new Set()).add(link.idProduct));
      }
      return {
        catalog: {
          idCatalog: catalog.idCatalog,
          catalogName: catalog.catalogName,
          productCount: new Set(links.map((l) => l.idProduct)).size,
          categories: catalog.categories.map((c) => ({
            idCatalogCategory: c.idCatalogCategory,
            categoryName: c.categoryName,
            productCount: productsByTop.get(c.idCatalogCategory)?.size ?? 0,
          })),
        },
      };
    },
  });
}
