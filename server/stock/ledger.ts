/**
 * The two statements that change stock, and the lock that orders them. Each change of a stock line
 * and its rows in stock_movements are one statement, so no line ever moves without its move; many
 * lines travel as one JSON parameter, so a write of a thousand lines costs what a write of one
 * does. Only server/stock/stock.ts calls this file: everything else goes through its operations.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db';
import type { StockCause } from '../db/schema';

/** A stock line: one product in one warehouse. */
export interface StockKey {
  idWarehouse: string;
  idProduct: string;
}

/** A change of a stock line, signed: what it adds to physical and to reserved, and the record it is for. */
export interface StockDelta extends StockKey {
  physical: number;
  reserved: number;
  idReference?: string | null;
}

/** Why stock moves, who moves it and, unless each move names its own, the record it is for. */
export interface MoveContext {
  cause: StockCause;
  idUser?: string | null;
  idReference?: string | null;
}

export interface StockFigures {
  physical: number;
  reserved: number;
}

export const stockKey = (key: StockKey) => `${key.idWarehouse}|${key.idProduct}`;

/** Product, then warehouse: the order every transaction takes stock lines in, so none waits on another in a circle. */
export const byLockOrder = (a: StockKey, b: StockKey) =>
  a.idProduct < b.idProduct ? -1 : a.idProduct > b.idProduct ? 1 : a.idWarehouse < b.idWarehouse ? -1 : a.idWarehouse > b.idWarehouse ? 1 : 0;

/** The distinct stock lines of these keys, in lock order. */
export function distinctKeys(keys: readonly StockKey[]): StockKey[] {
  const seen = new Map<string, StockKey>();
  for (const k of keys) seen.set(stockKey(k), { idWarehouse: k.idWarehouse, idProduct: k.idProduct });
  return [...seen.values()].sort(byLockOrder);
}

/**
 * Locks the stock lines (FOR UPDATE, in lock order) until the transaction ends and answers their
 * quantities by stockKey; a line that does not exist is absent.
 *
 * With `create`, lines that do not exist yet are first created at zero (in lock order, moving
 * nothing), so every line is locked here. A caller that may add units to a product new to the
 * warehouse must ask for it: were the line created later, by its own write, it would be taken out
 * of lock order, after lines that sort behind it, and two such writers could wait on each other.
 */
export async function lockLines(tx: Tx, keys: readonly StockKey[], create = false): Promise<Map<string, StockFigures>> {
  const distinct = distinctKeys(keys);
  if (!distinct.length) return new Map();
  const json = JSON.stringify(distinct.map((k) => ({ id_warehouse: k.idWarehouse, id_product: k.idProduct })));
  if (create) {
    await tx.execute(
      sql`insert into product_stocks (id_product, id_warehouse, id_client_account, physical_quantity, reserved_quantity)
          select k.id_product, k.id_warehouse, p.id_client_account, 0, 0
          from jsonb_to_recordset(${json}::jsonb) as k(id_warehouse uuid, id_product uuid) join products p on p.id_product = k.id_product
          order by k.id_product, k.id_warehouse
          on conflict on constraint product_stocks_unique do nothing`,
    );
  }
  const { rows } = await tx.execute<{ id_warehouse: string; id_product: string; physical: number; reserved: number }>(
    sql`select s.id_warehouse, s.id_product, s.physical_quantity as physical, s.reserved_quantity as reserved
        from product_stocks s join jsonb_to_recordset(${json}::jsonb) as k(id_warehouse uuid, id_product uuid)
          on s.id_warehouse = k.id_warehouse and s.id_product = k.id_product
        order by s.id_product, s.id_warehouse
        for update of s`,
  );
  return new Map(rows.map((r) => [stockKey({ idWarehouse: r.id_warehouse, idProduct: r.id_product }), { physical: r.physical, reserved: r.reserved }]));
}

const movesJson = (deltas: readonly StockDelta[], context: MoveContext) =>
  JSON.stringify(
    deltas
      .filter((d) => d.physical !== 0 || d.reserved !== 0)
      .map((d) => ({
        id_warehouse: d.idWarehouse,
        id_product: d.idProduct,
        physical: d.physical,
        reserved: d.reserved,
        id_reference: d.idReference ?? context.idReference ?? null,
      })),
  );

// The deltas, and their sum per stock line (a line changes once per statement).
const deltasOf = (json: string) => sql`v as (
    select * from jsonb_to_recordset(${json}::jsonb) as v(id_warehouse uuid, id_product uuid, physical integer, reserved integer, id_reference uuid)
  ), totals as (
    select id_warehouse, id_product, sum(physical)::integer as physical, sum(reserved)::integer as reserved from v group by id_warehouse, id_product
  )`;

// One move per delta whose line changed.
const recordMoves = (context: MoveContext) => sql`insert into stock_movements
    (id_warehouse, id_product, id_client_account, physical_delta, reserved_delta, cause, id_reference, id_user)
  select v.id_warehouse, v.id_product, m.id_client_account, v.physical, v.reserved, ${context.cause}, v.id_reference, ${context.idUser ?? null}::uuid
  from v join moved m on m.id_warehouse = v.id_warehouse and m.id_product = v.id_product
  where v.physical <> 0 or v.reserved <> 0
  returning id_warehouse, id_product`;

/**
 * Changes existing stock lines by the deltas and records each delta as a move, in one statement.
 * A line that does not exist is not created and gets no move. With `guard`, a line the change
 * would take below zero available (or below zero at all) is left as it is, without a move;
 * without it, such a change fails on the table's CHECK constraint. Answers the keys that moved.
 * Callers changing more than one line lock them first (lockLines), so lines are taken in order.
 */
export async function changeLines(tx: Tx, deltas: readonly StockDelta[], context: MoveContext, guard = false): Promise<StockKey[]> {
  const json = movesJson(deltas, context);
  if (json === '[]') return [];
  const { rows } = await tx.execute<{ id_warehouse: string; id_product: string }>(
    sql`with ${deltasOf(json)}, moved as (
          update product_stocks s
          set physical_quantity = s.physical_quantity + t.physical, reserved_quantity = s.reserved_quantity + t.reserved
          from totals t
          where s.id_warehouse = t.id_warehouse and s.id_product = t.id_product${
            guard ? sql` and s.physical_quantity + t.physical >= s.reserved_quantity + t.reserved and s.reserved_quantity + t.reserved >= 0` : sql``
          }
          returning s.id_warehouse, s.id_product, s.id_client_account
        )
        ${recordMoves(context)}`,
  );
  return distinctKeys(rows.map((r) => ({ idWarehouse: r.id_warehouse, idProduct: r.id_product })));
}

/**
 * Adds to stock lines, creating those that do not exist yet (in the product's account, which must
 * work with the warehouse), and records each non-zero delta as a move, in one statement. Zero
 * deltas only make sure the lines exist.
 */
export async function addToLines(tx: Tx, deltas: readonly StockDelta[], context: MoveContext): Promise<void> {
  if (!deltas.length) return;
  const all = JSON.stringify(
    deltas.map((d) => ({
      id_warehouse: d.idWarehouse,
      id_product: d.idProduct,
      physical: d.physical,
      reserved: d.reserved,
      id_reference: d.idReference ?? context.idReference ?? null,
    })),
  );
  await tx.execute(
    sql`with ${deltasOf(all)}, moved as (
          insert into product_stocks as s (id_product, id_warehouse, id_client_account, physical_quantity, reserved_quantity)
          select t.id_product, t.id_warehouse, p.id_client_account, t.physical, t.reserved
          from totals t join products p on p.id_product = t.id_product
          order by t.id_product, t.id_warehouse
          on conflict on constraint product_stocks_unique do update
          set physical_quantity = s.physical_quantity + excluded.physical_quantity, reserved_quantity = s.reserved_quantity + excluded.reserved_quantity
          returning s.id_warehouse, s.id_product, s.id_client_account
        )
        ${recordMoves(context)}`,
  );
}
