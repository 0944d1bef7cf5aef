/**
 * Storage of a box's outbound orders: placing one reserves the box's stock for all its lines or
 * none ('Insufficient quantity', never below zero: server/stock's reserve, whose guarded write
 * holds under concurrent orders), each line keeping what it reserved; the weight and volume are
 * calculated here from the products' first packaging units. Cancelling gives back exactly what
 * the lines reserved.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import {
  boxProducts,
  cancelOutboundOrder,
  orderMeasures,
  OUTBOUND_ORDER_TYPES,
  outboundOrders,
  outboundOrderStatusTypes,
  outboundOrderStatusHistory,
  outboundOrderTypes,
  type OutboundOrderLineItem,
  type UnitMeasures,
} from '../../shared/operations/outbound-orders';
import { BOX_DOCUMENT_MESSAGES, BOX_ORDER_STATUS_TYPES, BOX_ORDER_STATUSES } from '../../shared/operations/common/box-documents';
import type { stockRegularizationProducts } from '../../shared/operations/stock-regularizations';
import type { Subject } from '../../shared/permissions';
import { authOf } from '../auth/context';
import type { Tx } from '../db';
import { outboundOrderProducts as linesTable, outboundOrders as ordersTable, products, productStocks } from '../db/schema';
import { forbidden, notFound } from '../lib/errors';
import { bind, outer, type PartBinding } from '../registry/binding';
import type { ActionBinding } from '../registry/route-kinds';
import { release, reserve } from '../stock/stock';
import { keptBoxListCount } from '../administration/box-list-counts';
import { boxScoped, checkBoxProducts, isoDate, lotOf } from './common/box-documents';
import { reachBox } from './common/box-reach';
import { conflict, insufficient } from './common/orders';
import { boxOrderHistory } from './common/status-history';
import { pickColumns } from '../db/columns';

type OrderRow = typeof ordersTable.$inferSelect;
const SUBJECT = outboundOrders.subject;

const nested = {
  status: sql<number>`(select o.status from outbound_orders o where o.id_outbound_order = ${outer(ordersTable.idOutboundOrder)})`,
  products: sql`coalesce((
      select json_agg(json_build_object('idOutboundOrderProduct', l.id_outbound_order_product, 'idProduct', l.id_product,
                                        'productName', p.product_name, 'sku', p.sku, 'orderedQuantity', l.ordered_quantity,
                                        'reservedQuantity', l.reserved_quantity, 'lotNumber', l.lot_number,
                                        'bestBeforeDate', l.best_before_date, 'serialNumber', l.serial_number,
                                        'displayPosition', l.display_position)
                      order by l.display_position)
      from outbound_order_products l inner join products p on p.id_product = l.id_product
      where l.id_outbound_order = ${outer(ordersTable.idOutboundOrder)}), '[]'::json)`,
};

const shape = ({ idUser: _idUser, createdAt, calculatedOrderWeight, calculatedOrderVolume, ...record }: Record<string, unknown>) => ({
  ...record,
  calculatedOrderWeight: Number(calculatedOrderWeight),
  calculatedOrderVolume: Number(calculatedOrderVolume),
  createdAt: isoDate(createdAt),
});

async function readOrder(tx: Tx, idOutboundOrder: string) {
  const [row] = await tx
    .select({ ...getTableColumns(ordersTable), ...nested })
    .from(ordersTable)
    .where(eq(ordersTable.idOutboundOrder, idOutboundOrder));
  return shape(row) as never;
}

/** Each product's own weight and volume: one unit's share of its first packaging unit. */
export async function unitMeasures(tx: Tx, idProducts: readonly string[]): Promise<Map<string, UnitMeasures>> {
  if (!idProducts.length) return new Map();
  const { rows } = await tx.execute<{ id_product: string; weight: string | null; volume: string | null }>(
    sql`select distinct on (u.id_product) u.id_product, u.weight / u.quantity as weight, u.length * u.width * u.height / u.quantity as volume
        from product_packaging_units u where u.id_product = any(${`{${idProducts.join(',')}}`}::uuid[])
        order by u.id_product, u.display_position, u.id_product_packaging_unit`,
  );
  return new Map(rows.map((r) => [r.id_product, { weight: r.weight === null ? null : Number(r.weight), volume: r.volume === null ? null : Number(r.volume) }]));
}

const linesPart: PartBinding<OrderRow, OutboundOrderLineItem> = {
  // A placed order is never changed, only cancelled: nothing stored to compare with.
  current: async () => [],
  remove: async () => {},
  // Reserved with the order (beforeWrite): each line keeps what it holds.
  add: async (tx, { row }, item) => {
    await tx.insert(linesTable).values({
      idOutboundOrder: row.idOutboundOrder,
      idClientAccount: row.idClientAccount,
      idProduct: item.idProduct,
      orderedQuantity: item.orderedQuantity,
      reservedQuantity: item.orderedQuantity,
      ...lotOf(item),
      displayPosition: item.displayPosition,
    });
  },
};

/** Locks an order of the box the caller reaches (before any stock line). */
async function lockOrder(tx: Tx, request: Parameters<typeof reachBox>[1], params: Record<string, string>, all: boolean) {
  await reachBox(tx, request, SUBJECT, 'Edit', params.idBox);
  const [order] = await tx
    .select()
    .from(ordersTable)
    .where(and(eq(ordersTable.idOutboundOrder, params.id), eq(ordersTable.idBox, params.idBox)))
    .for('update');
  if (!order) throw all ? notFound() : forbidden();
  return order;
}

const cancelBinding: ActionBinding<typeof cancelOutboundOrder> = {
  kind: cancelOutboundOrder,
  run: async (tx, { request, params, all }) => {
    const order = await lockOrder(tx, request, params, all);
    if (order.status !== BOX_ORDER_STATUSES.acknowledged) throw conflict(BOX_DOCUMENT_MESSAGES.notCancellable);
    const lines = await tx.select().from(linesTable).where(eq(linesTable.idOutboundOrder, order.idOutboundOrder));
    await release(
      tx,
      lines.map((l) => ({ idWarehouse: order.idBox, idProduct: l.idProduct, quantity: l.reservedQuantity })),
      { cause: 'order-cancel', idReference: order.idOutboundOrder, idUser: authOf(request).actingUser.idUser },
    );
    await tx.update(linesTable).set({ reservedQuantity: 0 }).where(eq(linesTable.idOutboundOrder, order.idOutboundOrder));
    await tx.update(ordersTable).set({ status: BOX_ORDER_STATUSES.cancelled }).where(eq(ordersTable.idOutboundOrder, order.idOutboundOrder));
    return { outboundOrder: await readOrder(tx, order.idOutboundOrder) };
  },
};

const statusTypesBinding: ActionBinding<typeof outboundOrderStatusTypes> = {
  kind: outboundOrderStatusTypes,
  run: async () => ({ outboundOrderStatusTypes: [...BOX_ORDER_STATUS_TYPES] }),
};

const typesBinding: ActionBinding<typeof outboundOrderTypes> = {
  kind: outboundOrderTypes,
  run: async () => ({ outboundOrderTypes: [...OUTBOUND_ORDER_TYPES].filter((t) => t.activ).sort((a, b) => a.displayOrder - b.displayOrder) }),
};

/** Simple products of the box's account by name or SKU (30 at most), with the box's available stock and their own measures. */
export async function searchBoxProducts(tx: Tx, box: { idBox: string; idClientAccount: string }, query: unknown) {
  const text = typeof query === 'string' ? query.trim() : '';
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const found = await tx
    .select({
      ...pickColumns(products, 'idProduct', 'productName', 'sku'),
      availableQuantity: sql<number>`coalesce(${productStocks.availableQuantity}, 0)`.mapWith(Number),
    })
    .from(products)
    .leftJoin(productStocks, and(eq(productStocks.idProduct, products.idProduct), eq(productStocks.idWarehouse, box.idBox)))
    .where(
      and(
        eq(products.idClientAccount, box.idClientAccount),
        eq(products.type, 'SIMPLE'),
        text ? or(ilike(products.productName, pattern), ilike(products.sku, pattern)) : undefined,
      ),
    )
    .orderBy(asc(products.productName), asc(products.idProduct))
    .limit(30);
  const units = await unitMeasures(
    tx,
    found.map((p) => p.idProduct),
  );
  return {
    products: found.map((p) => ({ ...p, unitWeight: units.get(p.idProduct)?.weight ?? null, unitVolume: units.get(p.idProduct)?.volume ?? null })),
  };
}

/** The product search of a box document's lines (`kind`), for those who may view the box's documents of `subject`. */
export const boxProductsBinding = (
  kind: typeof boxProducts | typeof stockRegularizationProducts,
  subject: Subject,
): ActionBinding<typeof boxProducts | typeof stockRegularizationProducts> => ({
  kind,
  run: async (tx, { request, params, query }) => searchBoxProducts(tx, await reachBox(tx, request, subject, 'View', params.idBox), query.query),
});

const productsBinding = boxProductsBinding(boxProducts, SUBJECT);

const historyBinding = boxOrderHistory(outboundOrderStatusHistory, 'outboundOrder', {
  table: ordersTable,
  id: ordersTable.idOutboundOrder,
  box: ordersTable.idBox,
  subject: SUBJECT,
});

export const outboundOrdersBinding = bind({
  description: outboundOrders,
  table: ordersTable,
  nested,
  shape,
  ...boxScoped(SUBJECT, ordersTable),
  count: (db, { params, criteria }) =>
    keptBoxListCount(db, 'outbound', params.idBox, criteria, { status: { key: 'firstKey', integer: true }, orderType: { key: 'secondKey' } }),
  parts: { products: linesPart as PartBinding<OrderRow> },
  kinds: [cancelBinding, statusTypesBinding, historyBinding, typesBinding, productsBinding],
  /** Checks the lines and reserves them all (or refuses, nothing reserved) before the order is written. */
  beforeWrite: async (tx, { request, values }) => {
    const box = await reachBox(tx, request, SUBJECT, 'Create', String(values.idBox));
    const lines = (values.products ?? []) as { idProduct: string; orderedQuantity: number }[];
    await checkBoxProducts(
      tx,
      box.idClientAccount,
      lines.map((l) => l.idProduct),
    );
    const idOutboundOrder = randomUUID();
    const idUser = authOf(request).actingUser.idUser;
    const short = await reserve(
      tx,
      lines.map((l) => ({ idWarehouse: box.idBox, idProduct: l.idProduct, quantity: l.orderedQuantity })),
      { cause: 'outbound', idReference: idOutboundOrder, idUser },
    );
    if (short) throw insufficient(short);
    const measures = orderMeasures(
      lines.map((l) => ({ idProduct: l.idProduct, quantity: l.orderedQuantity })),
      await unitMeasures(
        tx,
        lines.map((l) => l.idProduct),
      ),
    );
    return { ...values, ...measures, idOutboundOrder, idClientAccount: box.idClientAccount, status: BOX_ORDER_STATUSES.acknowledged, idUser };
  },
});
