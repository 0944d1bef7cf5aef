/**
 * Stock of a warehouse at a past date, read from the stock ledger (server/stock/stock.ts): a
 * line's quantities today minus the moves made since, so the figure is exact to the move. The same
 * statements serve a BOX warehouse (a box is a warehouse of type BOX, with the same ledger).
 *
 * Only the lines of the account's own products count (a warehouse may serve several accounts), and
 * only products that existed at the date (created by then, or with a move by then): a product
 * created later is not in an earlier report. Every statement reads; nothing here writes stock.
 *
 * Cost: one pass over the warehouse's moves on the shorter side of the date (see sideOf; index on
 * warehouse and date), one over its lines (index on warehouse), and, for products created after
 * the date, an index probe for a move before it; sorting, totals and the page are computed over
 * the account's lines of that warehouse in the same statement.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db';
import {
  addDays,
  isCalendarDay,
  REPORT_PRODUCT_MOVES,
  REPORT_TIME_ZONE,
  type ReportStock,
  type StockDetail,
  type StockFilter,
  type StockLevel,
  type VariantLevel,
} from '../../shared/reports/stock-report';

export interface ReportWarehouse {
  idWarehouse: string;
  warehouseName: string;
  warehouseType: string;
}

/** A warehouse the account works with (WAREHOUSE or BOX), or null. */
export async function accountWarehouse(tx: Tx, idClientAccount: string, idWarehouse: string): Promise<ReportWarehouse | null> {
  const { rows } = await tx.execute<{ id_warehouse: string; warehouse_name: string; warehouse_type: string }>(
    sql`select w.id_warehouse, w.warehouse_name, w.warehouse_type from warehouses w
        join client_account_warehouses aw on aw.id_warehouse = w.id_warehouse
        where aw.id_client_account = ${idClientAccount} and w.id_warehouse = ${idWarehouse}`,
  );
  const row = rows[0];
  return row ? { idWarehouse: row.id_warehouse, warehouseName: row.warehouse_name, warehouseType: row.warehouse_type } : null;
}

/**
 * The last instant a report date covers, as SQL: moves made after it are "since". A calendar day
 * covers up to its last microsecond in Europe/Paris; the start of a period ("from") is the instant
 * just before its first moment.
 */
export function cutOf(date: string, end: 'end' | 'start' = 'end'): SQL {
  if (!isCalendarDay(date)) return sql`${date}::timestamptz`;
  const day = end === 'end' ? addDays(date, 1) : date;
  return sql`((${day}::date)::timestamp at time zone ${sql.raw(`'${REPORT_TIME_ZONE}'`)} - interval '1 microsecond')`;
}

const iso = (column: SQL) => sql`to_json(${column}) #>> '{}'`;

/** The instant a cut stands for, as ISO text. */
export async function instantOf(tx: Tx, cut: SQL): Promise<string> {
  const { rows } = await tx.execute<{ at: string }>(sql`select ${iso(cut)} as at`);
  return rows[0].at;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface LinesQuery {
  search?: string;
  stockFilter: StockFilter;
  sortField: string;
  sortOrder: 'ASC' | 'DESC';
  currentPage: number;
  pageSize: number;
}

const SORT_COLUMNS: Record<string, string> = {
  sku: 'sku',
  productName: 'product_name',
  physicalQuantity: 'physical',
  reservedQuantity: 'reserved',
  availableQuantity: 'available',
  openingQuantity: 'opening',
  receivedQuantity: 'received',
  shippedQuantity: 'shipped',
  parentSku: 'parent_sku',
  parentName: 'parent_name',
};

/** The page's order (then by SKU, then by `last`: what makes a line unique) and its limit. */
function pageOf(query: LinesQuery, last = 'id_product'): SQL {
  const column = SORT_COLUMNS[query.sortField] ?? 'sku';
  const direction = query.sortOrder === 'DESC' ? 'desc' : 'asc';
  const order = sql.raw(`order by ${column} ${direction}, sku ${direction}, ${last}`);
  if (query.pageSize === -1) return order;
  return sql`${order} limit ${query.pageSize} offset ${(query.currentPage - 1) * query.pageSize}`;
}

/** The stock filter and the search (on the line's SKU, client SKU and name, and the `also` columns). */
function whereOf(query: LinesQuery, also: readonly string[] = []): SQL {
  const filter =
    query.stockFilter === 'inStock' ? sql` and physical - reserved > 0` : query.stockFilter === 'outOfStock' ? sql` and physical - reserved <= 0` : sql``;
  const search = query.search?.trim() ?? '';
  if (search.length < 3) return sql`where true${filter}`;
  const pattern = `%${escapeLike(search)}%`;
  const more = also.map((column) => sql` or ${sql.raw(column)} ilike ${pattern}`);
  return sql`where (sku ilike ${pattern} or sku_client ilike ${pattern} or product_name ilike ${pattern}${sql.join(more)})${filter}`;
}

/**
 * Which end of the ledger a report sums from. A line is always the sum of its moves (each line
 * opens with a move), so its figure at the cut is the sum of its moves up to the cut (forward) as
 * much as today's minus the moves since (backward): the report reads the side with fewer moves,
 * judged by time (the cut against the middle of the warehouse's ledger, one index probe), so no
 * report reads more than about half of the ledger.
 */
export type LedgerSide = 'forward' | 'backward';

export async function sideOf(tx: Tx, idWarehouse: string, cut: SQL): Promise<LedgerSide> {
  const { rows } = await tx.execute<{ forward: boolean }>(
    // Today's stock (an infinite cut) reads backward with nothing to subtract; PostgreSQL refuses to subtract infinity.
    sql`select case when isfinite(${cut}) then coalesce(${cut} - min(moved_at) < now() - ${cut}, false) else false end as forward
      from stock_movements where id_warehouse = ${idWarehouse}`,
  );
  return rows[0]?.forward ? 'forward' : 'backward';
}

/**
 * The account's lines of the warehouse at the cut: product, physical and reserved. A subquery
 * named `lines`. Only products that existed at the cut: created by then, or with a move by then
 * (probed only for a product created after the cut; forward, the sum already tells).
 */
function linesAt(idClientAccount: string, idWarehouse: string, cut: SQL, side: LedgerSide = 'backward'): SQL {
  const moves = (period: SQL) => sql`select id_product, sum(physical_delta)::int as physical, sum(reserved_delta)::int as reserved
      from stock_movements
      where id_warehouse = ${idWarehouse} and id_client_account = ${idClientAccount} and ${period}
      group by id_product`;
  if (side === 'forward')
    return sql`select s.id_product, p.sku, p.sku_client, p.product_name, p.type,
        coalesce(m.physical, 0) as physical, coalesce(m.reserved, 0) as reserved
      from product_stocks s
      join products p on p.id_product = s.id_product
      left join (${moves(sql`moved_at <= ${cut}`)}) m on m.id_product = s.id_product
      where s.id_warehouse = ${idWarehouse} and s.id_client_account = ${idClientAccount}
        and (p.created_at <= ${cut} or m.id_product is not null)`;
  return sql`select s.id_product, p.sku, p.sku_client, p.product_name, p.type,
      s.physical_quantity - coalesce(m.physical, 0) as physical,
      s.reserved_quantity - coalesce(m.reserved, 0) as reserved
    from product_stocks s
    join products p on p.id_product = s.id_product
    left join (${moves(sql`moved_at > ${cut}`)}) m on m.id_product = s.id_product
    left join lateral (
      select 1 as seen from stock_movements f
      where p.created_at > ${cut} and f.id_product = s.id_product and f.id_warehouse = s.id_warehouse and f.moved_at <= ${cut}
      limit 1
    ) before on true
    where s.id_warehouse = ${idWarehouse} and s.id_client_account = ${idClientAccount}
      and (p.created_at <= ${cut} or before.seen is not null)`;
}

type LineRow = {
  id_product: string;
  sku: string;
  sku_client: string | null;
  product_name: string;
  type: string;
  physical: number;
  reserved: number;
  available: number;
  total_count: number;
  total_physical: number;
  total_reserved: number;
  total_available: number;
};

const levelOf = (r: LineRow): StockLevel => ({
  idProduct: r.id_product,
  sku: r.sku,
  skuClient: r.sku_client,
  productName: r.product_name,
  type: r.type,
  physicalQuantity: r.physical,
  reservedQuantity: r.reserved,
  availableQuantity: r.available,
});

/**
 * The end of a levels statement whose lines are `matching`: each row carries the count and totals
 * of every match, then a page of them (one row of totals alone when nothing matches).
 */
const totalsAndPage = (query: LinesQuery, last?: string) =>
  sql`totals as (select count(*)::int as total_count, coalesce(sum(physical), 0)::int as total_physical,
        coalesce(sum(reserved), 0)::int as total_reserved, coalesce(sum(available), 0)::int as total_available from matching)
      select t.*, page.* from totals t left join lateral (select * from matching ${pageOf(query, last)}) page on true`;

/** A levels statement's rows as its answer: the count, the totals, the page's lines. */
function levelsAnswer<Row extends LineRow, Item>(rows: Row[], item: (row: Row) => Item) {
  const first = rows[0];
  return {
    totalCount: first?.total_count ?? 0,
    totals: {
      physicalQuantity: first?.total_physical ?? 0,
      reservedQuantity: first?.total_reserved ?? 0,
      availableQuantity: first?.total_available ?? 0,
    },
    items: rows.filter((r) => r.id_product !== null).map(item),
  };
}

/** The statement of stockLevels (bench/report-stock.ts explains it). */
export const stockLevelsStatement = (idClientAccount: string, idWarehouse: string, cut: SQL, query: LinesQuery, side: LedgerSide = 'backward') =>
  sql`with lines as (${linesAt(idClientAccount, idWarehouse, cut, side)}),
      matching as (select *, physical - reserved as available from lines ${whereOf(query)}),
      ${totalsAndPage(query)}`;

/** One page of the stock levels, the number of lines matching and their totals. */
export async function stockLevels(tx: Tx, idClientAccount: string, idWarehouse: string, cut: SQL, query: LinesQuery) {
  const side = await sideOf(tx, idWarehouse, cut);
  const { rows } = await tx.execute<LineRow>(stockLevelsStatement(idClientAccount, idWarehouse, cut, query, side));
  return levelsAnswer(rows, levelOf);
}

/**
 * One page of the product variants report: the lines at the cut of the variants of the account's
 * configurable products (a bundle's children are not variants), each with its configurable product
 * and the attribute options it stands for; searched on either product, totals over every match.
 */
export async function variantLevels(tx: Tx, idClientAccount: string, idWarehouse: string, cut: SQL, query: LinesQuery) {
  const side = await sideOf(tx, idWarehouse, cut);
  const { rows } = await tx.execute<LineRow & { id_parent: string; parent_sku: string; parent_name: string; options: VariantLevel['options'] }>(
    sql`with lines as (${linesAt(idClientAccount, idWarehouse, cut, side)}),
      variants as (
        select l.*, l.physical - l.reserved as available, c.id_product as id_parent, pp.sku as parent_sku, pp.product_name as parent_name,
          coalesce((
            select json_agg(json_build_object('attributeName', a.attribute_name, 'optionName', o.option_name)
              order by a.display_position, a.attribute_name)
            from product_child_attribute_options co
            join attribute_options o on o.id_attribute_option = co.id_attribute_option
            join attributes a on a.id_attribute = co.id_attribute
            where co.id_product_child = c.id_product_child
          ), '[]'::json) as options
        from lines l
        join product_children c on c.id_child = l.id_product and c.id_client_account = ${idClientAccount}
        join products pp on pp.id_product = c.id_product and pp.type = 'CONFIGURABLE'
      ),
      matching as (select * from variants ${whereOf(query, ['parent_sku', 'parent_name'])}),
      ${totalsAndPage(query, 'id_product, id_parent')}`,
  );
  return levelsAnswer(rows, (r): VariantLevel => ({
    ...levelOf(r),
    idParent: r.id_parent,
    parentSku: r.parent_sku,
    parentName: r.parent_name,
    options: r.options,
  }));
}

/** One page of the details of the period (fromCut, cut]: opening, in, out, closing per line. */
export async function stockDetails(tx: Tx, idClientAccount: string, idWarehouse: string, fromCut: SQL, cut: SQL, query: LinesQuery) {
  const side = await sideOf(tx, idWarehouse, cut);
  const { rows } = await tx.execute<LineRow & { received: number; shipped: number; opening: number; move_count: number; last_moved_at: string | null }>(
    sql`with lines as (${linesAt(idClientAccount, idWarehouse, cut, side)}),
      period as (
        select id_product,
          coalesce(sum(physical_delta) filter (where physical_delta > 0), 0)::int as received,
          coalesce(-sum(physical_delta) filter (where physical_delta < 0), 0)::int as shipped,
          count(*)::int as move_count, ${iso(sql`max(moved_at)`)} as last_moved_at
        from stock_movements
        where id_warehouse = ${idWarehouse} and id_client_account = ${idClientAccount} and moved_at > ${fromCut} and moved_at <= ${cut}
        group by id_product
      ),
      matching as (
        select l.*, l.physical - l.reserved as available, coalesce(p.received, 0) as received, coalesce(p.shipped, 0) as shipped,
          l.physical - coalesce(p.received, 0) + coalesce(p.shipped, 0) as opening, coalesce(p.move_count, 0) as move_count, p.last_moved_at
        from lines l left join period p on p.id_product = l.id_product
      ),
      filtered as (select * from matching ${whereOf(query)}),
      totals as (select count(*)::int as total_count from filtered)
      select t.*, page.* from totals t left join lateral (select * from filtered ${pageOf(query)}) page on true`,
  );
  return {
    totalCount: rows[0]?.total_count ?? 0,
    items: rows
      .filter((r) => r.id_product !== null)
      .map((r): StockDetail => ({
        ...levelOf(r),
        openingQuantity: r.opening,
        receivedQuantity: r.received,
        shippedQuantity: r.shipped,
        moveCount: r.move_count,
        lastMovedAt: r.last_moved_at,
      })),
  };
}

/**
 * One product's line at the cut and its moves of the period (fromCut, cut], oldest first, each with
 * the line as it stood after it; at most REPORT_PRODUCT_MOVES (the latest), the period then starting
 * just before the oldest one listed. Null when the account has no such line in the warehouse.
 */
export async function productStockAt(
  tx: Tx,
  idClientAccount: string,
  idWarehouse: string,
  idProduct: string,
  fromCut: SQL,
  cut: SQL,
): Promise<Omit<ReportStock, 'idWarehouse' | 'warehouseName' | 'warehouseType' | 'date' | 'at' | 'from'> | null> {
  const { rows } = await tx.execute<LineRow>(
    sql`select *, physical - reserved as available from (${linesAt(idClientAccount, idWarehouse, cut)}) l where l.id_product = ${idProduct}`,
  );
  const line = rows[0];
  if (!line) return null;
  const { rows: moves } = await tx.execute<{ moved_at: string; cause: string; physical_delta: number; reserved_delta: number }>(
    sql`select ${iso(sql`moved_at`)} as moved_at, cause, physical_delta, reserved_delta from stock_movements
        where id_product = ${idProduct} and id_warehouse = ${idWarehouse} and moved_at > ${fromCut} and moved_at <= ${cut}
        order by moved_at desc, id_stock_movement desc limit ${REPORT_PRODUCT_MOVES}`,
  );
  // Walk back from the line at the cut: each move's "after" is the figure before the next one.
  let physical = line.physical;
  let reserved = line.reserved;
  const listed = moves.map((m) => {
    const after = { physicalQuantity: physical, reservedQuantity: reserved };
    physical -= m.physical_delta;
    reserved -= m.reserved_delta;
    return { movedAt: m.moved_at, cause: m.cause, physicalDelta: m.physical_delta, reservedDelta: m.reserved_delta, ...after };
  });
  const truncated = moves.length === REPORT_PRODUCT_MOVES;
  const fromAt = truncated
    ? await instantOf(tx, sql`${moves[moves.length - 1].moved_at}::timestamptz - interval '1 microsecond'`)
    : await instantOf(tx, fromCut);
  return {
    ...levelOf(line),
    fromAt,
    openingPhysicalQuantity: physical,
    openingReservedQuantity: reserved,
    moves: listed.reverse(),
  };
}
