/**
 * Stock of a product per warehouse of its account: physical, reserved and available (physical
 * minus reserved, computed by the database, never negative).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db';
import { clientAccountWarehouses, products, productStocks, warehouses } from '../db/schema';

export interface StockLine {
  idProductStock: string;
  idProduct: string;
  idWarehouse: string;
  warehouseName: string;
  warehouseType: string;
  physicalQuantity: number;
  reservedQuantity: number;
  availableQuantity: number;
  refreshedAt: Date;
}

const line = {
  idProductStock: productStocks.idProductStock,
  idProduct: productStocks.idProduct,
  idWarehouse: productStocks.idWarehouse,
  warehouseName: warehouses.warehouseName,
  warehouseType: warehouses.warehouseType,
  physicalQuantity: productStocks.physicalQuantity,
  reservedQuantity: productStocks.reservedQuantity,
  availableQuantity: productStocks.availableQuantity,
  refreshedAt: productStocks.refreshedAt,
};

async function productInAccount(tx: Tx, idClientAccount: string, idProduct: string) {
  const [row] = await tx
    .select({ idProduct: products.idProduct })
    .from(products)
    .where(and(eq(products.idProduct, idProduct), eq(products.idClientAccount, idClientAccount)));
  return Boolean(row);
}

/**
 * The stock lines of a product (optionally in one warehouse), by warehouse name; null when the
 * product is not in the account (the route answers 404).
 */
export async function productStock(tx: Tx, idClientAccount: string, idProduct: string, idWarehouse?: string): Promise<StockLine[] | null> {
  if (!(await productInAccount(tx, idClientAccount, idProduct))) return null;
  return tx
    .select(line)
    .from(productStocks)
    .innerJoin(warehouses, eq(warehouses.idWarehouse, productStocks.idWarehouse))
    .where(
      and(
        eq(productStocks.idProduct, idProduct),
        eq(productStocks.idClientAccount, idClientAccount),
        idWarehouse ? eq(productStocks.idWarehouse, idWarehouse) : undefined,
      ),
    )
    .orderBy(asc(warehouses.warehouseName));
}

/**
 * Refreshes a product's stock: every warehouse of the account gets a line (a new one at zero),
 * and each line is stamped with the refresh time. The reference server is its own warehouse
 * system, so its lines are the truth; a connected WMS would be read here. Null when the product
 * is not in the account.
 */
export async function refreshStock(tx: Tx, idClientAccount: string, idProduct: string): Promise<StockLine[] | null> {
  if (!(await productInAccount(tx, idClientAccount, idProduct))) return null;
  const accountWarehouses = await tx
    .select({ idWarehouse: clientAccountWarehouses.idWarehouse })
    .from(clientAccountWarehouses)
    .where(eq(clientAccountWarehouses.idClientAccount, idClientAccount));
  if (accountWarehouses.length)
    await tx
      .insert(productStocks)
      .values(accountWarehouses.map(({ idWarehouse }) => ({ idProduct, idWarehouse, idClientAccount })))
      .onConflictDoNothing();
  await tx
    .update(productStocks)
    .set({ refreshedAt: sql`now()` })
    .where(and(eq(productStocks.idProduct, idProduct), eq(productStocks.idClientAccount, idClientAccount)));
  return productStock(tx, idClientAccount, idProduct);
}
