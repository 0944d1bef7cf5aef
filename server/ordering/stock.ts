/**
 * Available stock for ordering, and its reservation. Reservation is one conditional UPDATE per
 * product, in a fixed order (by product id) so that concurrent orders never deadlock: the row is
 * only changed while physical - reserved still covers the quantity, so availability can never go
 * below zero whatever the concurrency; the table's CHECK constraint is the last guard.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db';
import { productChildren, products, productStocks } from '../db/schema';
import { expandBundles, type OrderLine } from '../../shared/rules/quantities';

/** Available quantity per product in a warehouse; bundles count how many complete sets the children allow. */
export async function availability(tx: Tx, idWarehouse: string, idProducts: string[]): Promise<Map<string, number>> {
  const result = new Map<string, number>();
  if (!idProducts.length) return result;
  const rows = await tx.select({ idProduct: products.idProduct, type: products.type }).from(products).where(inArray(products.idProduct, idProducts));
  const bundles = rows.filter((r) => r.type === 'BUNDLE').map((r) => r.idProduct);
  const children = bundles.length ? await tx.select().from(productChildren).where(inArray(productChildren.idProduct, bundles)) : [];
  const stockIds = [...new Set([...idProducts, ...children.map((c) => c.idChild)])];
  const stocks = await tx
    .select({ idProduct: productStocks.idProduct, available: productStocks.availableQuantity })
    .from(productStocks)
    .where(and(eq(productStocks.idWarehouse, idWarehouse), inArray(productStocks.idProduct, stockIds)));
  const stockOf = (id: string) => stocks.find((s) => s.idProduct === id)?.available ?? 0;
  for (const row of rows) {
    if (row.type !== 'BUNDLE') {
      result.set(row.idProduct, stockOf(row.idProduct));
      continue;
    }
    const parts = children.filter((c) => c.idProduct === row.idProduct);
    result.set(row.idProduct, parts.length ? Math.min(...parts.map((c) => Math.floor(stockOf(c.idChild) / c.quantity))) : 0);
  }
  return result;
}

/** Order lines with bundles replaced by their children (quantity x child quantity), as stock and deliveries see them. */
export async function expandLines(tx: Tx, lines: { idProduct: string; quantity: number; type: string }[]) {
  const bundles = lines.filter((l) => l.type === 'BUNDLE').map((l) => l.idProduct);
  const children = bundles.length ? await tx.select().from(productChildren).where(inArray(productChildren.idProduct, bundles)) : [];
  const withChildren: OrderLine[] = lines.map((l) => ({
    ...l,
    children: children.filter((c) => c.idProduct === l.idProduct).map((c) => ({ idProduct: c.idChild, quantity: c.quantity })),
  }));
  return expandBundles(withChildren);
}

/**
 * Reserves every quantity in the warehouse, or returns the first product that is short (nothing
 * is reserved then only if the caller rolls the transaction back, which it does by throwing).
 */
export async function reserveStock(tx: Tx, idWarehouse: string, lines: { idProduct: string; quantity: number }[]): Promise<string | null> {
  const totals = new Map<string, number>();
  for (const line of lines) totals.set(line.idProduct, (totals.get(line.idProduct) ?? 0) + line.quantity);
  for (const idProduct of [...totals.keys()].sort()) {
    const quantity = totals.get(idProduct)!;
    const updated = await tx
      .update(productStocks)
      .set({ reservedQuantity: sql`${productStocks.reservedQuantity} + ${quantity}` })
      .where(
        and(
          eq(productStocks.idProduct, idProduct),
          eq(productStocks.idWarehouse, idWarehouse),
          sql`${productStocks.physicalQuantity} - ${productStocks.reservedQuantity} >= ${quantity}`,
        ),
      )
      .returning({ idProduct: productStocks.idProduct });
    if (!updated.length) return idProduct;
  }
  return null;
}
