/**
 * Stock of a product per warehouse of its account: physical, reserved and available (physical
 * minus reserved, computed by the database, never negative).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../db';
import { productStocks, warehouses } from '../db/schema';
import { refreshLines } from '../stock/stock';
import { pickColumns } from '../db/columns';
import { accountProductType } from './account-products';

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
  ...pickColumns(productStocks, 'idProductStock', 'idProduct', 'idWarehouse'),
  ...pickColumns(warehouses, 'warehouseName', 'warehouseType'),
  ...pickColumns(productStocks, 'physicalQuantity', 'reservedQuantity', 'availableQuantity', 'refreshedAt'),
};

/**
 * The stock lines of a product (optionally in one warehouse), by warehouse name; null when the
 * product is not in the account (the route answers 404).
 */
export async function productStock(tx: Tx, idClientAccount: string, idProduct: string, idWarehouse?: string): Promise<StockLine[] | null> {
  if (!(await accountProductType(tx, idClientAccount, idProduct))) return null;
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

/** Refreshes a product's stock lines (refreshLines) and answers them; null when the product is not in the account. */
export async function refreshStock(tx: Tx, idClientAccount: string, idProduct: string): Promise<StockLine[] | null> {
  if (!(await accountProductType(tx, idClientAccount, idProduct))) return null;
  await refreshLines(tx, idClientAccount, idProduct);
  return productStock(tx, idClientAccount, idProduct);
}
