/**
 * What the order reports of a box do (their calls are declared in shared/reports/box-orders-report.ts):
 * GET /client/account/{a}/reports/box/inboundorders[/details] and .../box/outboundorders[/details],
 * and the account's boxes for the screens' box choice (.../box/boxes, page 1 sorted by box number).
 *
 * The warehouse reports' rule, the calls' declared access: View on the report's subject
 * (ReportsBoxInboundOrders, ReportsBoxOutboundOrders) in the account, refused (403) before anything
 * is read; a box that is not one of the account's (another account's, another client's, or none)
 * answers 404.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BOX_ORDER_REPORT_KINDS,
  BOX_ORDERS_MAX_DAYS,
  type BoxOrderReportKind,
  boxOrderDetailsQuery,
  boxOrdersQuery,
  boxOrdersReports,
  reportBoxes,
  reportBoxesQuery,
} from '../../shared/reports/box-orders-report';
import { addDays } from '../../shared/reports/stock-report';
import { errorText } from '../../shared/api/error-codes';
import type { Db, Tx } from '../db';
import { badRequest, notFound } from '../lib/errors';
import { registerKind, type ActionBinding } from '../registry/route-kinds';

const ZONE = sql.raw(`'Europe/Paris'`);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type Query = z.infer<typeof boxOrderDetailsQuery>;

/** The box, when it is one of the account's; else 404. */
async function accountBox(tx: Tx, idClientAccount: string, idBox: string) {
  const { rows } = await tx.execute<{ id_box: string; box_number: string; box_name: string }>(
    sql`select id_box, box_number, box_name from boxes where id_box = ${idBox} and id_client_account = ${idClientAccount}`,
  );
  const box = rows[0];
  if (!box) throw notFound();
  return { idBox: box.id_box, boxNumber: box.box_number, boxName: box.box_name };
}

function checkPeriod(q: Query) {
  if (q.toDate < q.fromDate || addDays(q.fromDate, BOX_ORDERS_MAX_DAYS) < q.toDate) {
    throw badRequest(errorText('VALIDATION'), { toDate: 'validation.report.period' }, 'VALIDATION', { toDate: { days: BOX_ORDERS_MAX_DAYS } });
  }
}

/**
 * What every box order report does once the caller may read it in the account (its declared
 * access, checked before anything is read): the period is one the report covers, the box is the
 * account's (404).
 */
async function openReport(tx: Tx, { idClientAccount }: Params, q: Query) {
  checkPeriod(q);
  const box = await accountBox(tx, idClientAccount, q.idBox);
  return { idClientAccount, q, box, direction: q.sortOrder === 'ASC' ? 'asc' : 'desc' };
}

/** The two kinds' tables and their own columns; everything else is shared. */
const TABLES = {
  inbound: {
    orders: sql.raw('inbound_orders'),
    id: sql.raw('id_inbound_order'),
    lines: sql.raw('inbound_order_products'),
    lineId: sql.raw('id_inbound_order_product'),
    quantity: sql.raw('l.quantity'),
  },
  outbound: {
    orders: sql.raw('outbound_orders'),
    id: sql.raw('id_outbound_order'),
    lines: sql.raw('outbound_order_products'),
    lineId: sql.raw('id_outbound_order_product'),
    quantity: sql.raw('l.ordered_quantity'),
  },
} as const;

/** The orders of the box created in the period, of the status, matching the search (on the reference, and in the details the product). */
function matchingOrders(idClientAccount: string, q: Query, withProduct: boolean): SQL {
  const status = q.statusCode === undefined ? sql`` : sql` and o.status = ${q.statusCode}`;
  const text = q.search?.trim() ?? '';
  const pattern = `%${escapeLike(text)}%`;
  const search =
    text.length < 3
      ? sql``
      : withProduct
        ? sql` and (o.order_reference ilike ${pattern} or p.sku ilike ${pattern} or p.sku_client ilike ${pattern} or p.product_name ilike ${pattern})`
        : sql` and o.order_reference ilike ${pattern}`;
  return sql`o.id_box = ${q.idBox} and o.id_client_account = ${idClientAccount}
    and o.created_at >= (${q.fromDate}::date)::timestamp at time zone ${ZONE}
    and o.created_at < (${addDays(q.toDate, 1)}::date)::timestamp at time zone ${ZONE}${status}${search}`;
}

const ORDER_SORT: Record<string, string> = {
  createdAt: 'o.created_at',
  orderReference: 'o.order_reference',
  status: 'o.status',
  sku: 'p.sku',
  productName: 'p.product_name',
  quantity: 'quantity',
};

type Params = { idClientAccount: string };

/** A kind's two reports: its orders and their lines. */
const kindBindings = (kind: BoxOrderReportKind): ActionBinding[] => [
  {
    kind: boxOrdersReports[kind].orders,
    run: (tx, { params, query }) => ordersPage(tx, params as Params, query as z.infer<typeof boxOrdersQuery>, kind),
  } satisfies ActionBinding<(typeof boxOrdersReports)[BoxOrderReportKind]['orders']>,
  {
    kind: boxOrdersReports[kind].details,
    run: (tx, { params, query }) => orderDetailsPage(tx, params as Params, query as z.infer<typeof boxOrderDetailsQuery>, kind),
  } satisfies ActionBinding<(typeof boxOrdersReports)[BoxOrderReportKind]['details']>,
];

const boxesBinding: ActionBinding<typeof reportBoxes> = {
  kind: reportBoxes,
  run: (tx, { params, query }) => accountBoxes(tx, params as Params, query as z.infer<typeof reportBoxesQuery>),
};

export const boxOrderReportBindings: readonly ActionBinding[] = [...BOX_ORDER_REPORT_KINDS.flatMap(kindBindings), boxesBinding];

export function registerBoxOrderReportRoutes(app: FastifyInstance, db: Db) {
  for (const binding of boxOrderReportBindings) registerKind(app, db, binding);
}

/** A page of a box's orders over the period, with their count per day and status and their totals. */
async function ordersPage(tx: Tx, params: Params, query: z.infer<typeof boxOrdersQuery>, kind: BoxOrderReportKind) {
  const table = TABLES[kind];
  const { idClientAccount, q, box, direction } = await openReport(tx, params, query);
  const where = matchingOrders(idClientAccount, q, false);
  const order = sql.raw(`order by ${ORDER_SORT[q.sortField]} ${direction}, o.created_at ${direction}, o.id_${kind}_order`);
  const party =
    kind === 'inbound'
      ? sql`o.sender_name, to_char(o.expected_date, 'YYYY-MM-DD') as expected_date, null::text as delivery_name, null::text as order_type`
      : sql`null::text as sender_name, null::text as expected_date, o.delivery_name, o.order_type`;
  // One after the other: they share the call's transaction, whose connection runs one query at a time.
  const page = await tx.execute<{
    id_order: string;
    order_reference: string;
    created_at: string;
    status: number;
    order_type: string | null;
    sender_name: string | null;
    expected_date: string | null;
    delivery_name: string | null;
    line_count: number;
    quantity: number;
  }>(
    sql`select o.${table.id} as id_order, o.order_reference, to_json(o.created_at) #>> '{}' as created_at, o.status, ${party},
              coalesce(l.line_count, 0) as line_count, coalesce(l.quantity, 0) as quantity
            from ${table.orders} o
            left join lateral (
              select count(*)::int as line_count, sum(${table.quantity})::int as quantity from ${table.lines} l where l.${table.id} = o.${table.id}
            ) l on true
            where ${where}
            ${order}
            limit ${q.pageSize} offset ${(q.currentPage - 1) * q.pageSize}`,
  );
  const days = await tx.execute<{ day: string; status: number; count: number }>(
    sql`select to_char(o.created_at at time zone ${ZONE}, 'YYYY-MM-DD') as day, o.status, count(*)::int as count
            from ${table.orders} o where ${where} group by 1, 2 order by 1, 2`,
  );
  const totals = await tx.execute<{ line_count: number; quantity: number }>(
    sql`select count(*)::int as line_count, coalesce(sum(${table.quantity}), 0)::int as quantity
            from ${table.orders} o join ${table.lines} l on l.${table.id} = o.${table.id} where ${where}`,
  );
  return {
    ...box,
    totalCount: days.rows.reduce((sum, d) => sum + d.count, 0),
    totals: { lineCount: totals.rows[0].line_count, quantity: totals.rows[0].quantity },
    items: page.rows.map((r) => ({
      idOrder: r.id_order,
      orderReference: r.order_reference,
      createdAt: r.created_at,
      statusCode: r.status,
      orderType: r.order_type,
      senderName: r.sender_name,
      expectedDate: r.expected_date,
      deliveryName: r.delivery_name,
      lineCount: r.line_count,
      quantity: r.quantity,
    })),
    byDay: days.rows.map((d) => ({ day: d.day, statusCode: d.status, count: d.count })),
  };
}

/** A page of the lines of a box's orders over the period, with their totals. */
async function orderDetailsPage(tx: Tx, params: Params, query: z.infer<typeof boxOrderDetailsQuery>, kind: BoxOrderReportKind) {
  const table = TABLES[kind];
  const { idClientAccount, q, box, direction } = await openReport(tx, params, query);
  const where = matchingOrders(idClientAccount, q, true);
  const from = sql`from ${table.orders} o
      join ${table.lines} l on l.${table.id} = o.${table.id}
      join products p on p.id_product = l.id_product
      where ${where}`;
  const order = sql.raw(
    `order by ${ORDER_SORT[q.sortField]} ${direction}, o.created_at ${direction}, o.id_${kind}_order, l.display_position, l.id_${kind}_order_product`,
  );
  const outcome =
    kind === 'inbound'
      ? sql`case when l.receipt_accepted is null then 'pending' when l.receipt_accepted then 'accepted' else 'refused' end as receipt,
              to_json(l.receipt_date) #>> '{}' as receipt_date, null::int as reserved_quantity, null::text as order_type`
      : sql`null::text as receipt, null::text as receipt_date, l.reserved_quantity, o.order_type`;
  // One after the other, as the orders page.
  const page = await tx.execute<{
    id_order: string;
    id_line: string;
    order_reference: string;
    created_at: string;
    status: number;
    order_type: string | null;
    sku: string;
    sku_client: string | null;
    product_name: string;
    quantity: number;
    lot_number: string | null;
    best_before_date: string | null;
    serial_number: string | null;
    receipt: 'pending' | 'accepted' | 'refused' | null;
    receipt_date: string | null;
    reserved_quantity: number | null;
  }>(
    sql`select o.${table.id} as id_order, l.${table.lineId} as id_line, o.order_reference, to_json(o.created_at) #>> '{}' as created_at,
              o.status, p.sku, p.sku_client, p.product_name, ${table.quantity} as quantity, l.lot_number,
              to_char(l.best_before_date, 'YYYY-MM-DD') as best_before_date, l.serial_number, ${outcome}
            ${from}
            ${order}
            limit ${q.pageSize} offset ${(q.currentPage - 1) * q.pageSize}`,
  );
  const totals = await tx.execute<{ n: number; quantity: number; accepted: number; reserved: number }>(
    sql`select count(*)::int as n, coalesce(sum(${table.quantity}), 0)::int as quantity,
              ${kind === 'inbound' ? sql`coalesce(sum(l.quantity) filter (where l.receipt_accepted), 0)::int` : sql`0`} as accepted,
              ${kind === 'outbound' ? sql`coalesce(sum(l.reserved_quantity), 0)::int` : sql`0`} as reserved
            ${from}`,
  );
  const [sum] = totals.rows;
  return {
    ...box,
    totalCount: sum.n,
    totals: { quantity: sum.quantity, acceptedQuantity: sum.accepted, reservedQuantity: sum.reserved },
    items: page.rows.map((r) => ({
      idOrder: r.id_order,
      idLine: r.id_line,
      orderReference: r.order_reference,
      createdAt: r.created_at,
      statusCode: r.status,
      orderType: r.order_type,
      sku: r.sku,
      skuClient: r.sku_client,
      productName: r.product_name,
      quantity: r.quantity,
      lotNumber: r.lot_number,
      bestBeforeDate: r.best_before_date,
      serialNumber: r.serial_number,
      receipt: r.receipt,
      receiptDate: r.receipt_date,
      reservedQuantity: r.reserved_quantity,
    })),
  };
}

/** The account's boxes whose reports the caller may read (the declared access: any box report, else 403). */
async function accountBoxes(tx: Tx, { idClientAccount }: Params, q: z.infer<typeof reportBoxesQuery>) {
  const direction = sql.raw(q.sortOrder === 'DESC' ? 'desc' : 'asc');
  const { rows } = await tx.execute<{ id_box: string; box_number: string; box_name: string; total_count: number }>(
    sql`select id_box, box_number, box_name, count(*) over ()::int as total_count from boxes
          where id_client_account = ${idClientAccount}
          order by box_number ${direction}, id_box
          limit ${q.pageSize} offset ${(q.currentPage - 1) * q.pageSize}`,
  );
  return { totalCount: rows[0]?.total_count ?? 0, items: rows.map((r) => ({ idBox: r.id_box, boxNumber: r.box_number, boxName: r.box_name })) };
}
