/**
 * Stock, in one place. A stock line (product_stocks) is one product in one warehouse: physical
 * (on the shelves), reserved (promised to records not shipped yet) and available (physical minus
 * reserved, computed by the database, never below zero). Every change of stock goes through the
 * operations below, in the caller's transaction:
 *
 * - reserve(tx, lines, context)  promises units to a record, all or nothing: answers the first
 *                                product short of stock (nothing reserved then), else null
 * - release(tx, lines, context)  gives back what a record reserved: what it holds, never more
 * - ship(tx, lines, context)     reserved units leave the warehouse: physical and reserved down
 * - receive(tx, lines, context)  units arrive: physical up, the stock line created if need be
 * - adjust(tx, lines, context)   physical corrected by a signed quantity (regulation,
 *                                correction), never below what is reserved: answers the first
 *                                product that would go below, else null
 * - openStock(tx, lines)         a warehouse's opening stock (demo data, a first load)
 *
 * Each one writes the stock lines and, in the same statement, one stock_movements row per line and
 * causing record: the cause ('checkout', 'order-cancel', 'receipt'...), the record, who, when. A
 * line's quantities are therefore always the sums of its moves, and stockAt() gives the stock of
 * a warehouse at any past date (today's minus the moves since). Many lines are one statement.
 *
 * What callers keep to:
 * - A record that reserves remembers what it reserved (an order line's reserved_quantity) and
 *   releases exactly that, never "what it ordered": a backorder reserved nothing and gives
 *   nothing back, whatever other records hold.
 * - Stock lines are taken in product order (the operations lock them so); a caller that locks its
 *   own record (an order being changed) locks it before the stock, so writers never deadlock.
 * - Nothing else writes product_stocks or stock_movements (a test reads the sources for it).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db';
import { clientAccountWarehouses, productChildren, products, productStocks } from '../db/schema';
import { addToLines, changeLines, distinctKeys, lockLines, stockKey, type MoveContext, type StockKey } from './ledger';

export type { MoveContext, StockKey } from './ledger';
export { stockKey } from './ledger';

/** A quantity of a product in a warehouse, for the record that moves it (else the context's). */
export interface StockQuantity extends StockKey {
  quantity: number;
  idReference?: string | null;
}

function positive(lines: readonly StockQuantity[]) {
  for (const l of lines) if (!Number.isInteger(l.quantity) || l.quantity < 0) throw new Error(`stock quantity must be a whole number >= 0, got ${l.quantity}`);
  return lines.filter((l) => l.quantity > 0);
}

function totalsOf(lines: readonly StockQuantity[]) {
  const totals = new Map<string, number>();
  for (const l of lines) totals.set(stockKey(l), (totals.get(stockKey(l)) ?? 0) + l.quantity);
  return totals;
}

const delta = (l: StockQuantity, physical: number, reserved: number) => ({
  idWarehouse: l.idWarehouse,
  idProduct: l.idProduct,
  physical,
  reserved,
  idReference: l.idReference,
});

/** Takes the lines in lock order before a statement that changes several of them. */
async function lockIfMany(tx: Tx, lines: readonly StockKey[]) {
  if (distinctKeys(lines).length > 1) await lockLines(tx, lines);
}

/**
 * Locks stock lines, in product order, until the transaction ends: for a caller that runs several
 * operations in one transaction (an order edit reserves for some lines and releases others), so
 * its lines are taken in the order every writer takes them. Answers their quantities by stockKey
 * (a line that does not exist is absent).
 */
export async function lockStock(
  tx: Tx,
  keys: readonly StockKey[],
  options: { create?: boolean } = {},
): Promise<Map<string, { physical: number; reserved: number }>> {
  return lockLines(tx, keys, options.create);
}

/**
 * Reserves every quantity, or nothing: answers the first product (in product order) whose line
 * does not have that much available, or that has no line in the warehouse; null when all are
 * reserved.
 */
export async function reserve(tx: Tx, lines: readonly StockQuantity[], context: MoveContext): Promise<string | null> {
  const wanted = positive(lines);
  const keys = distinctKeys(wanted);
  if (!keys.length) return null;
  const deltas = wanted.map((l) => delta(l, 0, l.quantity));
  // One line: the guarded write itself decides, in one statement.
  if (keys.length === 1) return (await changeLines(tx, deltas, context, true)).length ? null : keys[0].idProduct;
  const figures = await lockLines(tx, keys);
  const totals = totalsOf(wanted);
  for (const key of keys) {
    const line = figures.get(stockKey(key));
    if (!line || line.physical - line.reserved < totals.get(stockKey(key))!) return key.idProduct;
  }
  await changeLines(tx, deltas, context);
  return null;
}

/** Gives back reserved units: exactly what the caller's record holds (a line that no longer exists has nothing to give back). */
export async function release(tx: Tx, lines: readonly StockQuantity[], context: MoveContext): Promise<void> {
  const given = positive(lines);
  await lockIfMany(tx, given);
  await changeLines(
    tx,
    given.map((l) => delta(l, 0, -l.quantity)),
    context,
  );
}

/** Reserved units leave the warehouse: physical and reserved go down together. */
export async function ship(tx: Tx, lines: readonly StockQuantity[], context: MoveContext): Promise<void> {
  const shipped = positive(lines);
  await lockIfMany(tx, shipped);
  await changeLines(
    tx,
    shipped.map((l) => delta(l, -l.quantity, -l.quantity)),
    context,
  );
}

/** Units arrive in the warehouse: physical goes up; a product new to the warehouse gets its stock line. */
export async function receive(tx: Tx, lines: readonly StockQuantity[], context: MoveContext): Promise<void> {
  const received = positive(lines);
  await addToLines(
    tx,
    received.map((l) => delta(l, l.quantity, 0)),
    context,
  );
}

/** A signed change of physical stock (a regulation or a correction). */
export interface StockAdjustment extends StockKey {
  /** Units found (positive) or missing (negative). */
  quantity: number;
  idReference?: string | null;
}

/**
 * Corrects physical stock by signed quantities, all or nothing: answers the first product (in
 * product order) that would fall below what is reserved (or below zero), else null.
 */
export async function adjust(tx: Tx, lines: readonly StockAdjustment[], context: MoveContext): Promise<string | null> {
  for (const l of lines) if (!Number.isInteger(l.quantity)) throw new Error(`stock adjustment must be a whole number, got ${l.quantity}`);
  const changes = lines.filter((l) => l.quantity !== 0);
  const keys = distinctKeys(changes);
  if (!keys.length) return null;
  // Units found may open a product's line in this warehouse: it is created here, in lock order.
  const figures = await lockLines(
    tx,
    keys,
    changes.some((l) => l.quantity > 0),
  );
  const totals = new Map<string, number>();
  for (const l of changes) totals.set(stockKey(l), (totals.get(stockKey(l)) ?? 0) + l.quantity);
  for (const key of keys) {
    const line = figures.get(stockKey(key)) ?? { physical: 0, reserved: 0 };
    if (line.physical + totals.get(stockKey(key))! < line.reserved) return key.idProduct;
  }
  const deltas = changes.map((l) => ({ idWarehouse: l.idWarehouse, idProduct: l.idProduct, physical: l.quantity, reserved: 0, idReference: l.idReference }));
  // Existing lines change in place; units found for a product new to the warehouse open its line
  // (an insert is checked before it meets the existing row, so a negative one cannot go that way).
  await changeLines(
    tx,
    deltas.filter((d) => figures.has(stockKey(d))),
    context,
  );
  await addToLines(
    tx,
    deltas.filter((d) => !figures.has(stockKey(d))),
    context,
  );
  return null;
}

/** The opening stock of new stock lines (or added to existing ones): one 'opening' move each. */
export async function openStock(tx: Tx, lines: readonly (StockKey & { physical: number; reserved?: number })[], idUser: string | null = null): Promise<void> {
  await addToLines(
    tx,
    lines.map((l) => ({ idWarehouse: l.idWarehouse, idProduct: l.idProduct, physical: l.physical, reserved: l.reserved ?? 0 })),
    { cause: 'opening', idUser },
  );
}

/**
 * Refreshes a product's stock lines: every warehouse of its account gets one (a new one at zero,
 * which moves nothing), and each is stamped with the refresh time. The reference server is its
 * own warehouse system, so its lines are the truth; a connected WMS would be read here.
 */
export async function refreshLines(tx: Tx, idClientAccount: string, idProduct: string): Promise<void> {
  const warehouses = await tx
    .select({ idWarehouse: clientAccountWarehouses.idWarehouse })
    .from(clientAccountWarehouses)
    .where(eq(clientAccountWarehouses.idClientAccount, idClientAccount));
  await addToLines(
    tx,
    warehouses.map(({ idWarehouse }) => ({ idWarehouse, idProduct, physical: 0, reserved: 0 })),
    { cause: 'opening' },
  );
  await tx
    .update(productStocks)
    .set({ refreshedAt: sql`now()` })
    .where(and(eq(productStocks.idProduct, idProduct), eq(productStocks.idClientAccount, idClientAccount)));
}

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

/**
 * Available quantity of each product in the warehouse, its stock lines locked until the
 * transaction ends: a batch (an orders import) counts against it with takeStock and then reserves
 * what it took, and no one else takes the same units meanwhile.
 */
export async function lockAvailable(tx: Tx, idWarehouse: string, idProducts: readonly string[]): Promise<Map<string, number>> {
  const figures = await lockLines(
    tx,
    idProducts.map((idProduct) => ({ idWarehouse, idProduct })),
  );
  return new Map([...figures].map(([key, line]) => [key.slice(key.indexOf('|') + 1), line.physical - line.reserved]));
}

/** The first product short of stock, or null; takes the quantities from `available` when none is short. */
export function takeStock(available: Map<string, number>, lines: readonly { idProduct: string; quantity: number }[]): string | null {
  const totals = new Map<string, number>();
  for (const line of lines) totals.set(line.idProduct, (totals.get(line.idProduct) ?? 0) + line.quantity);
  for (const [idProduct, quantity] of totals) if ((available.get(idProduct) ?? 0) < quantity) return idProduct;
  for (const [idProduct, quantity] of totals) available.set(idProduct, available.get(idProduct)! - quantity);
  return null;
}

/**
 * The stock lines of a warehouse as they stood at a past moment: today's quantities minus the
 * moves made since (by product; optionally only these products). Lines created since show what
 * their moves say they had: zero before their first move.
 */
export async function stockAt(
  tx: Tx,
  idWarehouse: string,
  at: Date,
  idProducts?: readonly string[],
): Promise<Map<string, { physical: number; reserved: number }>> {
  const only = idProducts ? sql` and s.id_product = any(${`{${idProducts.join(',')}}`}::uuid[])` : sql``;
  const { rows } = await tx.execute<{ id_product: string; physical: number; reserved: number }>(
    sql`select s.id_product, s.physical_quantity - coalesce(m.physical, 0) as physical, s.reserved_quantity - coalesce(m.reserved, 0) as reserved
        from product_stocks s
        left join (
          select id_product, sum(physical_delta)::integer as physical, sum(reserved_delta)::integer as reserved
          from stock_movements where id_warehouse = ${idWarehouse} and moved_at > ${at.toISOString()}::timestamptz group by id_product
        ) m on m.id_product = s.id_product
        where s.id_warehouse = ${idWarehouse}${only}`,
  );
  return new Map(rows.map((r) => [r.id_product, { physical: r.physical, reserved: r.reserved }]));
}
