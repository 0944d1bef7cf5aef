/**
 * What the planning calls beside the described resources do (declared in shared/planning: the
 * orderer's own quotas `GET /userinfo/quota`, the search of an account's tags for an event, a
 * product's event reservations over a range and its stock on a date with what events hold then).
 * The orderer's quotas: those of the account the query names that cover the acting user (personal,
 * through their groups, or placed in a hierarchy model's tree), with what each allows, what is used
 * and what remains, for holders of View on QuotasQuotas in that account. Expired and inactive ones
 * are listed too (with their status), newest period first.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { userQuotas } from '../../shared/planning/quotas';
import { eventTagSearch, productReservationRecord, productReservations, productStocksOnDate, reservationStockRecord } from '../../shared/planning/events';
import { authorize } from '../auth/context';
import type { Db, Tx } from '../db';
import { products, quotas, tags } from '../db/schema';
import { notFound } from '../lib/errors';
import { outer } from '../registry/binding';
import { registerKind, type ActionBinding } from '../registry/route-kinds';
import { coversUser } from './quota-usage';
import { pickColumns } from '../db/columns';

/** The account's tags containing the text (any case), 20 at most. */
const tagSearchBinding: ActionBinding<typeof eventTagSearch> = {
  kind: eventTagSearch,
  run: async (tx, { params: { idClientAccount, query } }) => {
    const found = await tx
      .select({ idTag: tags.idTag, tagName: tags.tagName })
      .from(tags)
      .where(and(eq(tags.idClientAccount, idClientAccount), ilike(tags.tagName, `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)))
      .orderBy(asc(tags.tagName))
      .limit(20);
    return { tags: found };
  },
};

/** The product's account, once the caller is known to hold View on events there: a missing product answers 404 first. */
const reachProduct = async (tx: Tx, request: Parameters<typeof authorize>[0], idProduct: string) => {
  const [product] = await tx.select({ idClientAccount: products.idClientAccount }).from(products).where(eq(products.idProduct, idProduct));
  if (!product) throw notFound();
  authorize(request, 'View', 'EventsEvents', product.idClientAccount);
  return product.idClientAccount;
};

/** The product's reservations whose days (expedition, else start, to return, else end) meet the range. */
const reservationsBinding: ActionBinding<typeof productReservations> = {
  kind: productReservations,
  run: async (tx, { request, params: { idProduct, fromDate, toDate } }) => {
    await reachProduct(tx, request, idProduct);
    const result = await tx.execute<z.infer<typeof productReservationRecord>>(sql`
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
};

/** The product's stock per warehouse of its account on a date, with what events hold then (held from now until their return, else end). */
const stocksBinding: ActionBinding<typeof productStocksOnDate> = {
  kind: productStocksOnDate,
  run: async (tx, { request, params: { idProduct, date }, query }) => {
    const idClientAccount = await reachProduct(tx, request, idProduct);
    const idWarehouse = typeof query.idWarehouse === 'string' ? query.idWarehouse : undefined;
    const result = await tx.execute<z.infer<typeof reservationStockRecord>>(sql`
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
};

const userQuotasBinding: ActionBinding<typeof userQuotas> = {
  kind: userQuotas,
  run: async (tx, { request, query }) => {
    const { idClientAccount, idQuota, currentPage, pageSize } = query as { idClientAccount: string; idQuota?: string; currentPage: number; pageSize: number };
    const auth = authorize(request, 'View', 'QuotasQuotas', idClientAccount);
    const where = and(eq(quotas.idClientAccount, idClientAccount), coversUser(auth.actingUser.idUser), idQuota ? eq(quotas.idQuota, idQuota) : undefined);
    const status = sql<number>`case when not ${quotas.enabled} then 4 when ${quotas.validTo} < now() then 3 when ${quotas.quotaUsed} >= ${quotas.quota} then 2 else 1 end`;
    // One after the other: the call's transaction is one connection.
    const rows = await tx
      .select({
        ...pickColumns(quotas, 'idQuota', 'idClientAccount', 'quotaType', 'idProduct'),
        ...pickColumns(products, 'productName', 'sku'),
        productSKUClient: products.skuClient,
        idImage: sql<
          string | null
        >`(select pi.id_image::text from product_images pi where pi.id_product = ${outer(quotas.idProduct)} order by pi.default_image desc, pi.display_position limit 1)`,
        ...pickColumns(quotas, 'quota', 'quotaUsed', 'priority', 'validPeriodType', 'validFrom', 'validTo', 'unitType'),
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
      .offset((currentPage - 1) * pageSize);
    const [{ total }] = await tx.select({ total: count() }).from(quotas).where(where);
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
};

/** The planning calls beside the described resources (declared in shared/planning). */
export function registerPlanningRoutes(app: FastifyInstance, db: Db) {
  for (const binding of [tagSearchBinding, reservationsBinding, stocksBinding, userQuotasBinding]) registerKind(app, db, binding);
}
