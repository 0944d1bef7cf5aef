/**
 * The orderer's own quotas (`GET /userinfo/quota`): the quotas of an account that cover the acting
 * user (personal, through their groups, or placed in a hierarchy model's tree), with what each
 * allows, what is used and what remains, for holders of View on QuotasQuotas in that account.
 * Expired and inactive ones are listed too (with their status), newest period first.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import { z } from 'zod';
import { userQuotaRecord } from '../../shared/planning/quotas';
import { EVENT_TAG_SEARCH_PATH, productReservationRecord, RESERVATION_PATHS, reservationStockRecord } from '../../shared/planning/events';
import { PLANNING_PATHS } from '../../shared/planning/paths';
import { authorize } from '../auth/context';
import type { Db } from '../db';
import { products, quotas, tags } from '../db/schema';
import { notFound } from '../lib/errors';
import { outer } from '../registry/binding';
import { routePath } from '../registry/paths';
import { coversUser } from './quota-usage';

const query = z.object({
  idClientAccount: z.uuid(),
  idQuota: z.uuid().optional(),
  currentPage: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(50),
});

export function registerPlanningRoutes(app: FastifyInstance, db: Db) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Search as you type for an event's tags: the account's tags containing the text, 20 at most.
  routes.get(routePath(EVENT_TAG_SEARCH_PATH), {
    schema: {
      tags: ['events'],
      params: z.object({ idClientAccount: z.uuid(), query: z.string().min(1).max(50) }),
      response: { 200: z.object({ tags: z.array(z.object({ idTag: z.uuid(), tagName: z.string() })) }) },
    },
    handler: async (request) => {
      const { idClientAccount, query } = request.params;
      authorize(request, 'View', 'EventsEvents', idClientAccount);
      const found = await db
        .select({ idTag: tags.idTag, tagName: tags.tagName })
        .from(tags)
        .where(and(eq(tags.idClientAccount, idClientAccount), ilike(tags.tagName, `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)))
        .orderBy(asc(tags.tagName))
        .limit(20);
      return { tags: found };
    },
  });
  /** The product's account, for the permission check: a missing product answers 404. */
  const accountOfProduct = async (idProduct: string) => {
    const [product] = await db.select({ idClientAccount: products.idClientAccount }).from(products).where(eq(products.idProduct, idProduct));
    if (!product) throw notFound();
    return product.idClientAccount;
  };
  const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date.format' });

  // A product's event reservations whose days (expedition, else start, to return, else end) meet the range.
  routes.get(routePath(RESERVATION_PATHS.range), {
    schema: {
      tags: ['events'],
      params: z.object({ idProduct: z.uuid(), fromDate: day, toDate: day }),
      response: { 200: z.object({ reservations: z.array(productReservationRecord) }) },
    },
    handler: async (request) => {
      const { idProduct, fromDate, toDate } = request.params;
      authorize(request, 'View', 'EventsEvents', await accountOfProduct(idProduct));
      const result = await db.execute<z.infer<typeof productReservationRecord>>(sql`
        select r.id_event_reservation as "idEventReservation", r.id_product as "idProduct", p.product_name as "productName", p.sku,
          r.id_warehouse as "idWarehouse", w.warehouse_name as "warehouseName", r.quantity, r.used_quantity as "usedQuantity",
          r.quantity - r.used_quantity as remaining, e.id_event as "idEvent", e.event_name as "eventName",
          to_char(coalesce(e.expedition_date, e.event_start_date), 'YYYY-MM-DD') as "fromDate", to_char(coalesce(e.return_date, e.event_end_date), 'YYYY-MM-DD') as "toDate"
        from event_reservations r inner join events e on e.id_event = r.id_event inner join products p on p.id_product = r.id_product
          inner join warehouses w on w.id_warehouse = r.id_warehouse
        where r.id_product = ${idProduct} and coalesce(e.expedition_date, e.event_start_date) <= ${toDate}::date and coalesce(e.return_date, e.event_end_date) >= ${fromDate}::date
        order by coalesce(e.expedition_date, e.event_start_date), e.event_name, w.warehouse_name`);
      return { reservations: result.rows };
    },
  });

  // The product's stock per warehouse on a date, with what events hold then (held from now until their return, else end).
  routes.get(routePath(RESERVATION_PATHS.stocks), {
    schema: {
      tags: ['events'],
      params: z.object({ idProduct: z.uuid(), date: day }),
      querystring: z.object({ idWarehouse: z.uuid().optional() }),
      response: { 200: z.object({ stocks: z.array(reservationStockRecord) }) },
    },
    handler: async (request) => {
      const { idProduct, date } = request.params;
      const idClientAccount = await accountOfProduct(idProduct);
      authorize(request, 'View', 'EventsEvents', idClientAccount);
      const { idWarehouse } = request.query;
      const result = await db.execute<z.infer<typeof reservationStockRecord>>(sql`
        select s.id_warehouse as "idWarehouse", w.warehouse_name as "warehouseName", s.physical_quantity as "physicalQuantity",
          s.reserved_quantity as "reservedQuantity", s.physical_quantity - s.reserved_quantity as "availableQuantity",
          coalesce(h.held, 0)::int as "eventReservedQuantity", greatest(s.physical_quantity - s.reserved_quantity - coalesce(h.held, 0), 0)::int as "availableOnDate"
        from product_stocks s inner join warehouses w on w.id_warehouse = s.id_warehouse
          inner join client_account_warehouses cw on cw.id_warehouse = s.id_warehouse and cw.id_client_account = ${idClientAccount}
          left join lateral (
            select sum(r.quantity - r.used_quantity) as held from event_reservations r inner join events e on e.id_event = r.id_event
            where r.id_product = s.id_product and r.id_warehouse = s.id_warehouse
              and coalesce(e.return_date, e.event_end_date) >= greatest(${date}::date, (now() at time zone 'Europe/Paris')::date)
          ) h on true
        where s.id_product = ${idProduct} ${idWarehouse ? sql`and s.id_warehouse = ${idWarehouse}` : sql``}
        order by w.warehouse_name`);
      return { stocks: result.rows };
    },
  });

  routes.get(routePath(PLANNING_PATHS.userQuotas), {
    schema: {
      tags: ['quotas'],
      querystring: query,
      response: {
        200: z.object({ items: z.array(userQuotaRecord), searchCriteria: z.object({ totalCount: z.number(), currentPage: z.number(), pageSize: z.number() }) }),
      },
    },
    handler: async (request) => {
      const { idClientAccount, idQuota, currentPage, pageSize } = request.query;
      const auth = authorize(request, 'View', 'QuotasQuotas', idClientAccount);
      const where = and(eq(quotas.idClientAccount, idClientAccount), coversUser(auth.actingUser.idUser), idQuota ? eq(quotas.idQuota, idQuota) : undefined);
      const status = sql<number>`case when not ${quotas.enabled} then 4 when ${quotas.validTo} < now() then 3 when ${quotas.quotaUsed} >= ${quotas.quota} then 2 else 1 end`;
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({
            idQuota: quotas.idQuota,
            idClientAccount: quotas.idClientAccount,
            quotaType: quotas.quotaType,
            idProduct: quotas.idProduct,
            productName: products.productName,
            sku: products.sku,
            productSKUClient: products.skuClient,
            idImage: sql<
              string | null
            >`(select pi.id_image::text from product_images pi where pi.id_product = ${outer(quotas.idProduct)} order by pi.default_image desc, pi.display_position limit 1)`,
            quota: quotas.quota,
            quotaUsed: quotas.quotaUsed,
            priority: quotas.priority,
            validPeriodType: quotas.validPeriodType,
            validFrom: quotas.validFrom,
            validTo: quotas.validTo,
            unitType: quotas.unitType,
            status,
            searchEntity: sql<{ name: string; idEntity: string } | null>`case ${quotas.quotaType}
              when 1 then (select json_build_object('name', m.label, 'idEntity', m.id_hierarchy_model) from hierarchy_models m where m.id_hierarchy_model = ${outer(quotas.idHierarchyModel)})
              when 2 then (select json_build_object('name', g.group_name, 'idEntity', g.id_client_account_group) from client_account_groups g where g.id_client_account_group = ${outer(quotas.idUserGroup)})
              else null end`,
          })
          .from(quotas)
          .innerJoin(products, eq(products.idProduct, quotas.idProduct))
          .where(where)
          .orderBy(asc(status), desc(quotas.validTo), asc(products.productName))
          .limit(pageSize)
          .offset((currentPage - 1) * pageSize),
        db.select({ total: count() }).from(quotas).where(where),
      ]);
      return {
        items: rows.map((r) => ({
          ...r,
          validFrom: r.validFrom.toISOString(),
          validTo: r.validTo.toISOString(),
          remaining: Math.max(0, r.quota - r.quotaUsed),
        })),
        searchCriteria: { totalCount: total, currentPage, pageSize },
      };
    },
  });
}
