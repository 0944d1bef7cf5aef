/**
 * Placing the orders of an import chunk with the checkout's rules, in batches: the products the
 * user may order (enabled SIMPLE or BUNDLE products of the account, in a catalog their groups
 * see), bundles expanded into their children, the account's delivery-date rule, and stock
 * reserved in the warehouse or the order refused ('Insufficient quantity') unless it may be
 * saved as a backorder.
 *
 * Stock is checked order after order against the chunk's stock rows, locked (FOR UPDATE, in
 * product order like reserveStock) before anything is counted, so what a concurrent checkout
 * takes is seen and nothing is reserved twice; then one statement reserves every total and
 * writeOrders (the checkout's writer too) takes the order numbers and inserts each table's rows
 * in one statement. A chunk of 1,000 lines is a dozen round trips, not thousands.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db';
import { customerOrderDeliveries, customerOrderDeliveryProducts, customerOrders, productChildren, products, productStocks } from '../db/schema';
import { filedInVisibleCatalog } from '../administration/product-search';
import type { OrderingScope } from './scope';
import { writeOrders, type OrderToWrite, type PlacedLine, type WrittenOrder } from './orders';

export interface OrderableProduct {
  idProduct: string;
  sku: string;
  skuClient: string | null;
  productName: string;
  priceSell: number;
  type: string;
}

/** The products of these SKUs (any case) the user may order, by lower-cased SKU. */
export async function orderableBySku(tx: Tx, scope: OrderingScope, skus: string[]): Promise<Map<string, OrderableProduct>> {
  if (!skus.length) return new Map();
  const rows = await tx
    .select({
      idProduct: products.idProduct,
      sku: products.sku,
      skuClient: products.skuClient,
      productName: products.productName,
      priceSell: products.priceSell,
      type: products.type,
    })
    .from(products)
    .where(
      and(
        eq(products.idClientAccount, scope.idClientAccount),
        eq(products.enabled, true),
        inArray(products.type, ['SIMPLE', 'BUNDLE']),
        inArray(sql`lower(${products.sku})`, skus),
        scope.seesAllGroups ? undefined : filedInVisibleCatalog(tx, scope),
      ),
    );
  return new Map(rows.map((r) => [r.sku.toLowerCase(), { ...r, priceSell: Number(r.priceSell) }]));
}

/** Order lines as stock and deliveries see them: each bundle replaced by its children, with each product's snapshot. */
export async function expandedLines(tx: Tx, lines: { product: OrderableProduct; quantity: number }[][]): Promise<PlacedLine[][]> {
  const bundles = [...new Set(lines.flat().flatMap((l) => (l.product.type === 'BUNDLE' ? [l.product.idProduct] : [])))];
  const children = bundles.length ? await tx.select().from(productChildren).where(inArray(productChildren.idProduct, bundles)) : [];
  const childIds = [...new Set(children.map((c) => c.idChild))];
  const childProducts = childIds.length
    ? await tx
        .select({
          idProduct: products.idProduct,
          sku: products.sku,
          skuClient: products.skuClient,
          productName: products.productName,
          priceSell: products.priceSell,
        })
        .from(products)
        .where(inArray(products.idProduct, childIds))
    : [];
  const childOf = new Map(childProducts.map((p) => [p.idProduct, { ...p, priceSell: Number(p.priceSell) }]));
  const snapshot = (p: Omit<OrderableProduct, 'type'>) => ({ productName: p.productName, sku: p.sku, skuClient: p.skuClient, priceSell: p.priceSell });
  return lines.map((order) =>
    order.flatMap(({ product, quantity }) => {
      const parts = product.type === 'BUNDLE' ? children.filter((c) => c.idProduct === product.idProduct) : [];
      // A bundle without children is ordered as itself, as expandBundles does.
      if (!parts.length) return [{ idProduct: product.idProduct, quantity, ...snapshot(product) }];
      return parts.map((c) => ({ idProduct: c.idChild, idBundle: product.idProduct, quantity: quantity * c.quantity, ...snapshot(childOf.get(c.idChild)!) }));
    }),
  );
}

/** Available quantity of each product in the warehouse, its stock rows locked until the chunk commits. */
export async function lockAvailability(tx: Tx, idWarehouse: string, idProducts: string[]): Promise<Map<string, number>> {
  if (!idProducts.length) return new Map();
  const rows = await tx
    .select({ idProduct: productStocks.idProduct, physical: productStocks.physicalQuantity, reserved: productStocks.reservedQuantity })
    .from(productStocks)
    .where(and(eq(productStocks.idWarehouse, idWarehouse), inArray(productStocks.idProduct, [...new Set(idProducts)].sort())))
    .orderBy(productStocks.idProduct)
    .for('update');
  return new Map(rows.map((r) => [r.idProduct, r.physical - r.reserved]));
}

/** The first product short of stock, or null; takes the quantities from `available` when none is short. */
export function takeStock(available: Map<string, number>, lines: { idProduct: string; quantity: number }[]): string | null {
  const totals = new Map<string, number>();
  for (const line of lines) totals.set(line.idProduct, (totals.get(line.idProduct) ?? 0) + line.quantity);
  for (const [idProduct, quantity] of totals) if ((available.get(idProduct) ?? 0) < quantity) return idProduct;
  for (const [idProduct, quantity] of totals) available.set(idProduct, available.get(idProduct)! - quantity);
  return null;
}

/** An imported order: a delivery, with no event, delivery notes or documents; every order of a chunk has its shipping method. */
export type NewOrder = Omit<OrderToWrite, 'orderType' | 'idEvent' | 'idShippingMethod' | 'notes' | 'documents'> & { orderReference: string };

/** Writes the orders (stock reserved for those that are not backorders); answers their ids, in order. */
export async function insertOrders(tx: Tx, scope: OrderingScope, accountCode: string, idShippingMethod: string, orders: NewOrder[]): Promise<WrittenOrder[]> {
  if (!orders.length) return [];
  const reserved = new Map<string, number>();
  for (const order of orders)
    if (!order.backorder) for (const line of order.lines) reserved.set(line.idProduct, (reserved.get(line.idProduct) ?? 0) + line.quantity);
  if (reserved.size) {
    const values = sql.join(
      [...reserved].map(([id, quantity]) => sql`(${id}::uuid, ${quantity}::integer)`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${productStocks} set reserved_quantity = ${productStocks.reservedQuantity} + v.quantity from (values ${values}) as v(id_product, quantity)
          where ${productStocks.idProduct} = v.id_product and ${productStocks.idWarehouse} = ${scope.idWarehouse}`,
    );
  }
  // The orders' numbers are taken after the stock rows, as createOrder does.
  return writeOrders(
    tx,
    scope,
    accountCode,
    orders.map((order) => ({ ...order, orderType: 'DELIVERY', idEvent: null, idShippingMethod, notes: null, documents: [] })),
  );
}

/** The lines of the account's orders with these references (lower-cased), to recognise an order already imported. */
export async function ordersByReference(tx: Tx, idClientAccount: string, references: string[]) {
  if (!references.length) return new Map<string, { idCustomerOrder: string; lines: string[] }>();
  const rows = await tx
    .select({
      idCustomerOrder: customerOrders.idCustomerOrder,
      reference: sql<string>`lower(${customerOrders.orderReference})`,
      idProduct: customerOrderDeliveryProducts.idProduct,
      idBundle: customerOrderDeliveryProducts.idBundle,
      quantity: customerOrderDeliveryProducts.orderedQuantity,
    })
    .from(customerOrders)
    .innerJoin(customerOrderDeliveries, eq(customerOrderDeliveries.idCustomerOrder, customerOrders.idCustomerOrder))
    .innerJoin(customerOrderDeliveryProducts, eq(customerOrderDeliveryProducts.idCustomerOrderDelivery, customerOrderDeliveries.idCustomerOrderDelivery))
    .where(and(eq(customerOrders.idClientAccount, idClientAccount), inArray(sql`lower(${customerOrders.orderReference})`, references)));
  const found = new Map<string, { idCustomerOrder: string; lines: string[] }>();
  for (const r of rows) {
    // One order per reference is enough to recognise it: the first one found.
    const order = found.get(r.reference) ?? { idCustomerOrder: r.idCustomerOrder, lines: [] };
    if (order.idCustomerOrder !== r.idCustomerOrder) continue;
    order.lines.push(lineSignature(r));
    found.set(r.reference, order);
  }
  return found;
}

/** A line as compared between the file and an order already placed. */
export const lineSignature = (line: { idProduct: string | null; idBundle?: string | null; quantity: number }) =>
  `${line.idProduct}|${line.idBundle ?? ''}|${line.quantity}`;

export const sameLines = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');
