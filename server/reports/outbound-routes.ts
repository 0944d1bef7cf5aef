/**
 * GET /client/account/{a}/reports/warehouse/outboundorders: the account's customer orders
 * shipping from one of its warehouses (a delivery from it), placed between two days (Europe/Paris),
 * optionally of one status: a page of them, newest first (or oldest), and their count per day and
 * status. Needs View on ReportsWarehouseOutboundOrders in the account (403 otherwise, before
 * anything is read); a warehouse the account does not work with answers 404. Its details
 * (.../outboundorders/details) are the same orders' lines shipping from the warehouse. Both calls
 * are declared in shared/reports/outbound-report.ts; this is what they read.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { addDays } from '../../shared/reports/stock-report';
import { OUTBOUND_MAX_DAYS, outboundOrderLinesReport, outboundOrdersQuery, outboundOrdersReport } from '../../shared/reports/outbound-report';
import { errorText } from '../../shared/api/error-codes';
import type { Db, Tx } from '../db';
import { badRequest, notFound } from '../lib/errors';
import { registerKind, type ActionBinding, type KindContext } from '../registry/route-kinds';
import { accountWarehouse } from './stock-report';

const ZONE = sql.raw(`'Europe/Paris'`);

/**
 * What both reports check and filter alike, once the caller may read them in the account (their
 * declared access, checked before anything is read): a period of at most OUTBOUND_MAX_DAYS days, a
 * warehouse of the account; then the order date within the period's days (Europe/Paris), the
 * optional status and the sort direction, over orders `o`.
 */
async function checked(tx: Tx, { params, query }: KindContext & { query: Record<string, unknown> }) {
  const { idClientAccount } = params;
  const q = query as z.output<typeof outboundOrdersQuery>;
  if (q.toDate < q.fromDate || addDays(q.fromDate, OUTBOUND_MAX_DAYS) < q.toDate) {
    throw badRequest(errorText('VALIDATION'), { toDate: 'validation.report.period' }, 'VALIDATION', { toDate: { days: OUTBOUND_MAX_DAYS } });
  }
  if (!(await accountWarehouse(tx, idClientAccount, q.idWarehouse))) throw notFound();
  return {
    idClientAccount,
    q,
    period: sql`o.order_date >= (${q.fromDate}::date)::timestamp at time zone ${ZONE}
          and o.order_date < (${addDays(q.toDate, 1)}::date)::timestamp at time zone ${ZONE}`,
    status: q.statusCode === undefined ? sql`` : sql` and o.status_code = ${q.statusCode}`,
    direction: sql.raw(q.sortOrder === 'ASC' ? 'asc' : 'desc'),
  };
}

/** The order each row of both reports starts with. */
type HeadRow = {
  id_customer_order: string;
  order_number: string;
  order_date: string;
  status_code: number;
  status_name: string;
};
const headColumns = sql`o.id_customer_order, o.order_number, to_json(o.order_date) #>> '{}' as order_date, o.status_code, o.status_name`;
const headOf = (r: HeadRow) => ({
  idCustomerOrder: r.id_customer_order,
  orderNumber: r.order_number,
  orderDate: r.order_date,
  statusCode: r.status_code,
  statusName: r.status_name,
});

const ordersBinding: ActionBinding<typeof outboundOrdersReport> = {
  kind: outboundOrdersReport,
  run: async (tx, context) => {
    const { idClientAccount, q, status, period, direction } = await checked(tx, context);
    const matching = sql`from customer_orders o
        where o.id_client_account = ${idClientAccount}
          and ${period}
          and exists (select 1 from customer_order_deliveries d where d.id_customer_order = o.id_customer_order and d.id_warehouse = ${q.idWarehouse})${status}`;
    // One after the other: they share the call's transaction, whose connection runs one query at a time.
    const page = await tx.execute<
      HeadRow & {
        order_reference: string | null;
        order_type: string;
        total_count: number;
      }
    >(
      sql`select ${headColumns},
                o.order_reference, o.order_type, count(*) over ()::int as total_count
              ${matching}
              order by o.order_date ${direction}, o.order_number ${direction}
              limit ${q.pageSize} offset ${(q.currentPage - 1) * q.pageSize}`,
    );
    const days = await tx.execute<{ day: string; status_code: number; count: number }>(
      sql`select to_char(o.order_date at time zone ${ZONE}, 'YYYY-MM-DD') as day, o.status_code, count(*)::int as count
              ${matching}
              group by 1, 2 order by 1, 2`,
    );
    const totalCount = days.rows.reduce((sum, d) => sum + d.count, 0);
    return {
      totalCount,
      items: page.rows.map((r) => ({
        ...headOf(r),
        orderReference: r.order_reference,
        orderType: r.order_type,
      })),
      byDay: days.rows.map((d) => ({ day: d.day, statusCode: d.status_code, count: d.count })),
    };
  },
};

const linesBinding: ActionBinding<typeof outboundOrderLinesReport> = {
  kind: outboundOrderLinesReport,
  run: async (tx, context) => {
    const { idClientAccount, q, status, period, direction } = await checked(tx, context);
    // The lines each order ships from this warehouse (its deliveries from it).
    const matching = sql`from customer_orders o
        join customer_order_deliveries d on d.id_customer_order = o.id_customer_order and d.id_warehouse = ${q.idWarehouse}
        join customer_order_delivery_products l on l.id_customer_order_delivery = d.id_customer_order_delivery
        where o.id_client_account = ${idClientAccount}
          and ${period}${status}`;
    // One after the other: they share the call's transaction, whose connection runs one query at a time.
    const page = await tx.execute<
      HeadRow & {
        line_number: number;
        sku: string;
        sku_client: string | null;
        product_name: string;
        ordered_quantity: number;
        delivered_quantity: number;
      }
    >(
      sql`select ${headColumns},
                l.line_number, l.sku, l.sku_client, l.product_name, l.ordered_quantity, l.delivered_quantity
              ${matching}
              order by o.order_date ${direction}, o.order_number ${direction}, l.line_number, l.id_customer_order_delivery_product
              limit ${q.pageSize} offset ${(q.currentPage - 1) * q.pageSize}`,
    );
    const totals = await tx.execute<{ n: number; ordered: number; delivered: number }>(
      sql`select count(*)::int as n, coalesce(sum(l.ordered_quantity), 0)::int as ordered, coalesce(sum(l.delivered_quantity), 0)::int as delivered ${matching}`,
    );
    const [sum] = totals.rows;
    return {
      totalCount: sum.n,
      totals: { orderedQuantity: sum.ordered, deliveredQuantity: sum.delivered },
      items: page.rows.map((r) => ({
        ...headOf(r),
        lineNumber: r.line_number,
        sku: r.sku,
        skuClient: r.sku_client,
        productName: r.product_name,
        orderedQuantity: r.ordered_quantity,
        deliveredQuantity: r.delivered_quantity,
      })),
    };
  },
};

export function registerOutboundReportRoutes(app: FastifyInstance, db: Db) {
  for (const binding of [ordersBinding, linesBinding]) registerKind(app, db, binding);
}
