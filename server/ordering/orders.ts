/**
 * Customer orders: creation from a checkout (one order per address, each in its own transaction
 * that also reserves the stock and takes the account's next order number) and reading.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { isSearchTermLongEnough } from '../../shared/rules/search';
import { QUANTITY_MESSAGES } from '../../shared/rules/quantities';
import { CUSTOMER_ORDER_STATUSES } from '../../shared/rules/statuses';
import type { CustomerOrder, customerOrderListQuery, DeliveryAddress } from '../../shared/ordering/schemas';
import type { Db, Tx } from '../db';
import {
  customerOrderCounts,
  customerOrderDeliveries,
  customerOrderDeliveryProducts,
  customerOrderDocuments,
  customerOrders,
  customerOrderShipments,
  orderNumbers,
  products,
  productStocks,
  shippingMethods,
  warehouses,
} from '../db/schema';
import { attachedDocuments } from '../lib/uploaded-files';
import { HttpError } from '../lib/errors';
import { english } from '../lib/translate';
import { reserve } from '../stock/stock';
import { consumeBudgets } from '../planning/budget-usage';
import { drawReservations } from '../planning/event-reservations';
import { consumeQuotas } from '../planning/quota-usage';
import type { OrderingScope } from './scope';
import { pickColumns } from '../db/columns';

/** A line as it goes into every order of a checkout: bundles already expanded, with the product snapshot. */
export interface PlacedLine {
  idProduct: string;
  idBundle?: string;
  quantity: number;
  productName: string;
  sku: string;
  skuClient: string | null;
  priceSell: number;
}

export interface OrderDraft {
  accountCode: string;
  idShippingMethod: string;
  orderType: string;
  requestedDeliveryDate: string | null;
  idEvent: string | null;
  checkout: DeliveryNotes & { orderComment: string | null; orderReference: string | null; poNumber: string | null };
  lines: PlacedLine[];
  documents: OrderToWrite['documents'];
  /** Staff who place the order for its user (POST /customerorders for a buyer). */
  idPlacedBy?: string | null;
}

export const insufficientQuantity = (idProduct: string) =>
  new HttpError(409, english({ key: QUANTITY_MESSAGES.insufficient }), 'INSUFFICIENT_QUANTITY', { [idProduct]: QUANTITY_MESSAGES.insufficient });

/** The delivery's notes from the checkout (the orders import has none). */
/** The address a delivery keeps its own copy of (a later change in the address book leaves the delivery as it was). */
export const deliveryAddressCopy = (
  a: Pick<
    DeliveryAddress,
    | 'idAddressBookAddress'
    | 'addressName'
    | 'addressType'
    | 'companyName'
    | 'firstname'
    | 'lastname'
    | 'address1'
    | 'address2'
    | 'zipCode'
    | 'city'
    | 'countryISO2'
    | 'deliveryInstruction'
  >,
) => ({
  idAddressBookAddress: a.idAddressBookAddress,
  addressName: a.addressName,
  addressType: a.addressType,
  deliveryCompanyName: a.companyName,
  deliveryFirstname: a.firstname,
  deliveryLastname: a.lastname,
  deliveryAddress1: a.address1,
  deliveryAddress2: a.address2,
  deliveryAddressZipCode: a.zipCode,
  deliveryAddressCity: a.city,
  deliveryAddressCountryISO2: a.countryISO2,
  deliveryInstruction: a.deliveryInstruction,
});

export interface DeliveryNotes {
  addressComment: string | null;
  boxUserFirstName: string | null;
  boxUserLastName: string | null;
  boxUserEmail: string | null;
  boxUserMobile: string | null;
  boxUserPhone: string | null;
}

/** One order as it is written: its header, one delivery to one address, the delivery's lines and the order's documents. */
export interface OrderToWrite {
  orderType: string;
  /** Short of stock and saved anyway: out of stock, waiting (its stock is not reserved). */
  backorder: boolean;
  orderReference: string | null;
  poNumber: string | null;
  orderComment: string | null;
  idEvent: string | null;
  idShippingMethod: string;
  requestedDeliveryDate: string | null;
  address: DeliveryAddress;
  notes: DeliveryNotes | null;
  lines: PlacedLine[];
  documents: { idDocument: string; documentDescription: string | null; displayPosition: number }[];
  /** Staff who place the order for its user; null or left out when the user places it. */
  idPlacedBy?: string | null;
}

export interface WrittenOrder {
  idCustomerOrder: string;
  orderNumber: string;
}

/**
 * Inserts rows given as one JSON parameter, read back through the table's own row type
 * (jsonb_populate_recordset): a chunk's tens of thousands of values travel as one bound
 * parameter instead of one each, which the server parses and plans far faster. Every row has the
 * same fields (those of the first); answers the `returning` columns (text and uuid columns) of
 * each row, by field name.
 */
async function insertFromJson<T extends PgTable, K extends keyof T['$inferSelect'] & string = never>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
  returning: K[] = [],
): Promise<Record<K, string>[]> {
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const fields = Object.keys(rows[0]);
  const names = fields.map((field) => columns[field].name);
  const json = JSON.stringify(rows.map((row: Record<string, unknown>) => Object.fromEntries(fields.map((field, i) => [names[i], row[field] ?? null]))));
  const list = (columnNames: string[]) =>
    sql.join(
      columnNames.map((name) => sql.identifier(name)),
      sql`, `,
    );
  const answer = sql.join(
    returning.map((field) => sql`${sql.identifier(columns[field].name)} as ${sql.identifier(field)}`),
    sql`, `,
  );
  const result = await tx.execute<Record<K, string>>(
    sql`insert into ${table} (${list(names)}) select ${list(names)} from jsonb_populate_recordset(null::${table}, ${json}::jsonb)${
      returning.length ? sql` returning ${answer}` : sql``
    }`,
  );
  return result.rows;
}

/**
 * Writes the orders of one account (checkout and orders import alike): reserves the stock of every
 * order that is not a backorder (all or nothing: 'Insufficient quantity' when a product is short),
 * each line recording what it holds, then takes the orders' numbers ("NWO-000042") at once and
 * inserts each table's rows in one statement. Stock lines are locked first (in product order),
 * then the account's counter row, which stays locked until the transaction commits so numbers
 * never repeat: concurrent orders take locks in the same order. The lines then take their units
 * from the orderer's quotas (409 QUOTA_EXCEEDED when one is short) and are charged to their budgets
 * (409 BUDGET_EXCEEDED). Answers the orders' ids and
 * numbers, in order.
 */
export async function writeOrders(
  tx: Tx,
  scope: OrderingScope,
  accountCode: string,
  orders: OrderToWrite[],
  cause: 'checkout' | 'import',
): Promise<WrittenOrder[]> {
  if (!orders.length) return [];
  // The ids are chosen here, so each order's stock moves name it before it is written.
  const ids = orders.map(() => randomUUID());
  const short = await reserve(
    tx,
    orders.flatMap((order, i) =>
      order.backorder
        ? []
        : order.lines.map((line) => ({ idWarehouse: scope.idWarehouse, idProduct: line.idProduct, quantity: line.quantity, idReference: ids[i] })),
    ),
    { cause, idUser: scope.user.idUser },
  );
  if (short) throw insufficientQuantity(short);
  const numbers = await takeOrderNumbers(tx, scope.idClientAccount, accountCode, orders.length);
  const u = scope.user;
  await insertFromJson(
    tx,
    customerOrders,
    orders.map((order, i) => customerOrderRow(scope, order, ids[i], numbers[i])),
  );
  const placed = numbers.map((orderNumber, i) => ({ idCustomerOrder: ids[i], orderNumber }));
  await insertDeliveries(tx, scope.idWarehouse, orders, placed);
  const documentRows = orders.flatMap((order, i) => order.documents.map((d) => ({ ...d, idCustomerOrder: placed[i].idCustomerOrder })));
  if (documentRows.length) await insertFromJson(tx, customerOrderDocuments, documentRows);
  // An event's orders draw on its reservations; no order takes what events hold.
  const heldShort = await drawReservations(
    tx,
    scope.idWarehouse,
    orders.map((order, i) => ({ idCustomerOrder: ids[i], idEvent: order.idEvent, backorder: Boolean(order.backorder), lines: order.lines })),
  );
  if (heldShort) throw insufficientQuantity(heldShort);
  // The orderer's quotas, in this transaction: a quota short refuses every order of the call.
  await consumeQuotas(tx, { idClientAccount: scope.idClientAccount, idUser: u.idUser }, ids);
  // Then the orderer's budgets (price × quantity), the same way.
  await consumeBudgets(tx, { idClientAccount: scope.idClientAccount, idUser: u.idUser }, ids);
  return placed;
}

/** The next `count` order numbers of the account ("NWO-000042"), its counter row locked until the transaction commits. */
async function takeOrderNumbers(tx: Tx, idClientAccount: string, accountCode: string, count: number) {
  const [counter] = await tx
    .insert(orderNumbers)
    .values({ idClientAccount, lastNumber: count })
    .onConflictDoUpdate({ target: orderNumbers.idClientAccount, set: { lastNumber: sql`${orderNumbers.lastNumber} + ${count}` } })
    .returning({ lastNumber: orderNumbers.lastNumber });
  const firstNumber = counter.lastNumber - count + 1;
  return Array.from({ length: count }, (_, i) => `${accountCode}-${String(firstNumber + i).padStart(6, '0')}`);
}

/** An order's row: its number and status, and the orderer as both buyer and requester. */
function customerOrderRow(scope: OrderingScope, order: OrderToWrite, idCustomerOrder: string, orderNumber: string) {
  const u = scope.user;
  return {
    idCustomerOrder,
    idClientAccount: scope.idClientAccount,
    idUser: u.idUser,
    orderNumber,
    statusCode: order.backorder ? CUSTOMER_ORDER_STATUSES.outOfStock : CUSTOMER_ORDER_STATUSES.acknowledged,
    statusName: order.backorder ? 'Waiting' : 'Open',
    orderType: order.orderType,
    orderReference: order.orderReference,
    poNumber: order.poNumber,
    orderComment: order.orderComment,
    idEvent: order.idEvent,
    buyerLastname: u.lastName,
    buyerFirstname: u.firstName,
    buyerEmail: u.email,
    buyerPhone: u.phone,
    buyerMobile: u.mobile,
    requesterLastname: u.lastName,
    requesterFirstname: u.firstName,
    requesterEmail: u.email,
    requesterPhone: u.phone,
    requesterMobile: u.mobile,
    idPlacedBy: order.idPlacedBy ?? null,
  };
}

/** Each order's delivery (to its address, with its notes), and the delivery's lines holding what was reserved. */
async function insertDeliveries(tx: Tx, idWarehouse: string, orders: OrderToWrite[], placed: WrittenOrder[]) {
  const deliveryRows = await insertFromJson(
    tx,
    customerOrderDeliveries,
    orders.map((order, i) => {
      const n = order.notes;
      return {
        idCustomerOrder: placed[i].idCustomerOrder,
        idWarehouse,
        idShippingMethod: order.idShippingMethod,
        requestedDeliveryDate: order.requestedDeliveryDate,
        ...deliveryAddressCopy(order.address),
        addressComment: n?.addressComment ?? null,
        boxUserFirstName: n?.boxUserFirstName ?? null,
        boxUserLastName: n?.boxUserLastName ?? null,
        boxUserEmail: n?.boxUserEmail ?? null,
        boxUserMobile: n?.boxUserMobile ?? null,
        boxUserPhone: n?.boxUserPhone ?? null,
      };
    }),
    ['idCustomerOrderDelivery', 'idCustomerOrder'],
  );
  const deliveryOf = new Map(deliveryRows.map((r) => [r.idCustomerOrder, r.idCustomerOrderDelivery]));
  await insertFromJson(
    tx,
    customerOrderDeliveryProducts,
    orders.flatMap((order, i) =>
      order.lines.map((line, n) => ({
        idCustomerOrderDelivery: deliveryOf.get(placed[i].idCustomerOrder)!,
        lineNumber: n + 1,
        idProduct: line.idProduct,
        idBundle: line.idBundle ?? null,
        orderedQuantity: line.quantity,
        reservedQuantity: order.backorder ? 0 : line.quantity,
        productName: line.productName,
        sku: line.sku,
        skuClient: line.skuClient,
        priceSell: line.priceSell,
      })),
    ),
  );
}

/**
 * Creates one order to one address in one transaction (writeOrders: its stock, then its number).
 * Throws 'Insufficient quantity' (409) when a product is short. `claim` runs first in the
 * transaction (the checkout takes its cart); `storeFiles` writes files the order then links, beside
 * the draft's documents.
 */
export async function createOrder(
  db: Db,
  scope: OrderingScope,
  draft: OrderDraft,
  address: DeliveryAddress,
  claim?: (tx: Tx) => Promise<void>,
  storeFiles?: (tx: Tx) => Promise<OrderToWrite['documents']>,
) {
  return db.transaction(async (tx) => {
    await claim?.(tx);
    const files = storeFiles ? await storeFiles(tx) : [];
    const { orderComment, orderReference, poNumber, ...notes } = draft.checkout;
    const [order] = await writeOrders(
      tx,
      scope,
      draft.accountCode,
      [
        {
          orderType: draft.orderType,
          backorder: false,
          orderReference,
          poNumber,
          orderComment,
          idEvent: draft.idEvent,
          idShippingMethod: draft.idShippingMethod,
          requestedDeliveryDate: draft.requestedDeliveryDate,
          address,
          notes,
          lines: draft.lines,
          documents: [...draft.documents, ...files],
          idPlacedBy: draft.idPlacedBy,
        },
      ],
      'checkout',
    );
    return { ...order, idAddressBookAddress: address.idAddressBookAddress, addressName: address.addressName };
  });
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Whose orders a read may return: the acting user's own, or (on-behalf search) the named user's. */
export interface OrderOwner {
  idClientAccount: string;
  /** One buyer's orders; null for every buyer's of the account (shared/rules/account-orders.ts says who may). */
  idUser: string | null;
}

/** The account's orders, or one buyer's of them. */
const ownedBy = (where: OrderOwner) => [
  eq(customerOrders.idClientAccount, where.idClientAccount),
  ...(where.idUser === null ? [] : [eq(customerOrders.idUser, where.idUser)]),
];

/** An order's documents as the order and its documents routes show them (without their content). */
export const documentsOfOrder = (tx: Tx, idCustomerOrder: string) =>
  attachedDocuments(
    tx,
    customerOrderDocuments,
    { idCustomerOrderDocument: customerOrderDocuments.idCustomerOrderDocument },
    eq(customerOrderDocuments.idCustomerOrder, idCustomerOrder),
  );

/** The order with its deliveries, lines (with the product and its stock as they are today), shipments and documents; null when it is not the owner's. */
export async function readOrder(tx: Tx, where: OrderOwner & { idCustomerOrder: string }): Promise<CustomerOrder | null> {
  const [order] = await tx
    .select()
    .from(customerOrders)
    .where(and(eq(customerOrders.idCustomerOrder, where.idCustomerOrder), ...ownedBy(where)));
  if (!order) return null;
  const deliveries = await tx
    .select({ delivery: customerOrderDeliveries, shippingMethodName: shippingMethods.shippingMethodName, warehouseName: warehouses.warehouseName })
    .from(customerOrderDeliveries)
    .leftJoin(shippingMethods, eq(shippingMethods.idShippingMethod, customerOrderDeliveries.idShippingMethod))
    .leftJoin(warehouses, eq(warehouses.idWarehouse, customerOrderDeliveries.idWarehouse))
    .where(eq(customerOrderDeliveries.idCustomerOrder, order.idCustomerOrder))
    .orderBy(asc(customerOrderDeliveries.idCustomerOrderDelivery));
  const deliveryIds = deliveries.map((d) => d.delivery.idCustomerOrderDelivery);
  const bundles = alias(products, 'bundle');
  const lines = deliveryIds.length
    ? await tx
        .select({
          line: customerOrderDeliveryProducts,
          idWarehouse: customerOrderDeliveries.idWarehouse,
          current: { idProduct: products.idProduct, productName: products.productName, sku: products.sku, enabled: products.enabled },
          bundle: { idProduct: bundles.idProduct, productName: bundles.productName, sku: bundles.sku },
          stock: {
            ...pickColumns(productStocks, 'physicalQuantity', 'reservedQuantity', 'availableQuantity'),
          },
        })
        .from(customerOrderDeliveryProducts)
        .innerJoin(customerOrderDeliveries, eq(customerOrderDeliveries.idCustomerOrderDelivery, customerOrderDeliveryProducts.idCustomerOrderDelivery))
        .leftJoin(products, eq(products.idProduct, customerOrderDeliveryProducts.idProduct))
        .leftJoin(bundles, eq(bundles.idProduct, customerOrderDeliveryProducts.idBundle))
        .leftJoin(
          productStocks,
          and(eq(productStocks.idProduct, customerOrderDeliveryProducts.idProduct), eq(productStocks.idWarehouse, customerOrderDeliveries.idWarehouse)),
        )
        .where(inArray(customerOrderDeliveryProducts.idCustomerOrderDelivery, deliveryIds))
        .orderBy(asc(customerOrderDeliveryProducts.lineNumber))
    : [];
  const shipments = deliveryIds.length
    ? await tx
        .select()
        .from(customerOrderShipments)
        .where(inArray(customerOrderShipments.idCustomerOrderDelivery, deliveryIds))
        .orderBy(asc(customerOrderShipments.shippedDate), asc(customerOrderShipments.idTracking))
    : [];
  const docs = await documentsOfOrder(tx, order.idCustomerOrder);
  return {
    ...order,
    orderDate: order.orderDate.toISOString(),
    documents: docs,
    deliveries: deliveries.map(({ delivery: { idCustomerOrder: _order, ...d }, shippingMethodName, warehouseName }) => ({
      ...d,
      shippingMethodName,
      warehouseName,
      appointmentDate: iso(d.appointmentDate),
      shipments: shipments
        .filter((s) => s.idCustomerOrderDelivery === d.idCustomerOrderDelivery)
        .map(({ idCustomerOrderDelivery: _d, ...s }) => ({ ...s, shippedDate: s.shippedDate.toISOString() })),
      products: lines
        .filter((l) => l.line.idCustomerOrderDelivery === d.idCustomerOrderDelivery)
        // What a line holds of the stock is the server's own bookkeeping, not part of the answer.
        .map(({ line: { idCustomerOrderDelivery: _d, reservedQuantity: _held, ...line }, current, bundle, stock }) => ({
          ...line,
          priceSell: Number(line.priceSell),
          currentProduct: current?.idProduct ? current : null,
          bundle: bundle?.idProduct ? bundle : null,
          stock: stock?.physicalQuantity == null ? null : stock,
        })),
    })),
  };
}

const SORT_COLUMNS = pickColumns(customerOrders, 'orderDate', 'orderNumber', 'statusCode', 'orderReference', 'poNumber');

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type OrderListQuery = z.output<typeof customerOrderListQuery>;

/** The status, stock and label filters, on the orders or on their counts (both have the status code and name). */
function statusFilters(columns: { statusCode: PgColumn; statusName: PgColumn }, query: OrderListQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.statusCode?.length) conditions.push(inArray(columns.statusCode, query.statusCode));
  if (query.stockFilter === 'outOfStock') conditions.push(eq(columns.statusCode, CUSTOMER_ORDER_STATUSES.outOfStock));
  if (query.stockFilter === 'inStock') conditions.push(ne(columns.statusCode, CUSTOMER_ORDER_STATUSES.outOfStock));
  if (query.labelFilter) conditions.push(eq(columns.statusName, query.labelFilter));
  return conditions;
}

/**
 * The owner's orders in the account (or every buyer's), filtered, sorted (ties broken by order
 * number) and paged, with the total, in one statement. Each sort column has an index on (account,
 * user, column, order number), so the page is the first entries of an index walk whatever the
 * filter; the account's whole list walks (account, date, number) in its default sort and
 * (account, number) when sorted by number.
 * - Without a search, the total is the sum of the owner's order counts by status
 *   (customer_order_counts, kept by triggers): counting up to 100,000 rows took longer than
 *   the whole answer may.
 * - With a search, the trigram indexes find the matches first and only they are sorted; the
 *   window count makes that subquery a fence and counts them in the same pass (the shape of the
 *   generic lists, server/registry/list-page.ts).
 */
export async function listOrders(tx: Tx, where: OrderOwner, query: OrderListQuery) {
  const own = ownedBy(where);
  const search = query.searchText?.trim() ?? '';
  const direction = query.sortOrder === 'asc' ? asc : desc;
  const offset = (query.currentPage - 1) * query.pageSize;
  const answer = (rows: (typeof customerOrders.$inferSelect)[], totalCount: number) => ({
    items: rows.map((r) => ({ ...r, orderDate: r.orderDate.toISOString() })),
    searchCriteria: { totalCount, currentPage: query.currentPage, pageSize: query.pageSize },
  });
  // The spec's minimum search length: shorter terms do not filter (the list stays whole while typing).
  if (isSearchTermLongEnough(search)) {
    const pattern = `%${escapeLike(search)}%`;
    const condition = and(
      ...own,
      ...statusFilters(customerOrders, query),
      or(ilike(customerOrders.orderNumber, pattern), ilike(customerOrders.orderReference, pattern), ilike(customerOrders.poNumber, pattern)),
    );
    const matches = tx
      .select({ ...getTableColumns(customerOrders), total: sql<number>`count(*) over ()`.mapWith(Number).as('total') })
      .from(customerOrders)
      .where(condition)
      .as('matches');
    const rows = await tx
      .select(matches._.selectedFields)
      .from(matches)
      .orderBy(direction(matches[query.sortField]), direction(matches.orderNumber))
      .limit(query.pageSize)
      .offset(offset);
    // Past the last page no row carries the total: count then.
    const total = rows.length ? rows[0].total : offset ? (await tx.select({ n: count() }).from(customerOrders).where(condition))[0].n : 0;
    return answer(
      rows.map(({ total: _total, ...row }) => row),
      total,
    );
  }
  const totals = tx
    .select({ total: sql<number>`coalesce(sum(${customerOrderCounts.orderCount}), 0)`.mapWith(Number).as('total') })
    .from(customerOrderCounts)
    .where(
      and(
        eq(customerOrderCounts.idClientAccount, where.idClientAccount),
        ...(where.idUser === null ? [] : [eq(customerOrderCounts.idUser, where.idUser)]),
        ...statusFilters(customerOrderCounts, query),
      ),
    )
    .as('totals');
  const page = tx
    .select()
    .from(customerOrders)
    .where(and(...own, ...statusFilters(customerOrders, query)))
    .orderBy(direction(SORT_COLUMNS[query.sortField]), direction(customerOrders.orderNumber))
    .limit(query.pageSize)
    .offset(offset)
    .as('page');
  // The totals' one row, joined to each row of the page (or to none past the last page).
  const rows = await tx
    .select({ total: totals.total, order: page._.selectedFields })
    .from(totals)
    .leftJoinLateral(page, sql`true`)
    .orderBy(direction(page[query.sortField]), direction(page.orderNumber));
  return answer(
    rows.flatMap((r) => (r.order ? [r.order] : [])),
    rows[0]?.total ?? 0,
  );
}
