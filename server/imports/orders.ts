/**
 * The spec's POST /customerorders/import: customer orders of one account in bulk, from one of its
 * warehouses, by one shipping method the user may order with, to addresses of one address book
 * of the account. Each row is one line or more of an order (see shared/imports/orders.ts); the rows
 * of an order come in the same call. Needs BulkImport on CoreOrders in the account; an account,
 * warehouse, address book or shipping method out of the caller's reach is refused as a whole,
 * and products and addresses are only looked up inside the account and the book, so another
 * client's SKU or address reference is simply unknown.
 *
 * An order is placed whole or not at all, with the checkout's rules: orderable products, the
 * quantity rule, the account's delivery-date rule, stock reserved or 'Insufficient quantity'
 * (unless backorders are saved). An order reference the account already used is matched with
 * its lines: the same lines are skipped (a re-run creates nothing), other lines fail the order.
 *
 * No confirmation e-mail per order: the orders are the importer's own, who gets the import's
 * report; thousands of messages to one inbox would help no one.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { BULK_MESSAGES } from '../../shared/imports/kinds';
import { lineField, ORDER_FIELDS, ORDER_IMPORT_MESSAGES as OM, orderImportRow, type OrderImportRow } from '../../shared/imports/orders';
import { importOrdersCall } from '../../shared/imports/calls';
import type { orderBatchInput, RowResult } from '../../shared/imports/protocol';
import { DELIVERY_DATE_MESSAGES } from '../../shared/rules/delivery-dates';
import { GENERIC_MESSAGES, zodIssueMessage } from '../../shared/rules/message';
import { QUANTITY_MESSAGES } from '../../shared/rules/quantities';
import { matchesAddressTypeFilter } from '../../shared/rules/search';
import type { DeliveryAddress } from '../../shared/ordering/schemas';
import { authorize } from '../auth/context';
import type { Db, Tx } from '../db';
import { registerKind, type ActionBinding } from '../registry/route-kinds';
import { addressBookAddresses, addressBooks, clientAccounts } from '../db/schema';
import { accountDeliverySettings, deliveryAddressFields, visibleShippingMethod } from '../ordering/checkouts';
import { deliveryDateError } from '../ordering/complete';
import { invalidField, ORDERING_MESSAGES } from '../ordering/messages';
import { orderingScope, type OrderingScope } from '../ordering/scope';
import { lockQuotas } from '../planning/quota-usage';
import { budgetBook } from '../planning/budget-usage';
import { heldForEvents } from '../planning/event-reservations';
import { QUOTA_MESSAGES } from '../../shared/rules/quotas';
import { BUDGET_MESSAGES } from '../../shared/rules/budget-quotas';
import { insertOrders, lineSignature, ordersByReference, sameLines, type NewOrder } from '../ordering/imported-orders';
import { orderableProducts, placedLines, type OrderableProduct } from '../ordering/order-lines';
import { lockAvailable, takeStock } from '../stock/stock';
import { failed, inChunkTransaction, refusal } from './common';

type Body = z.infer<typeof orderBatchInput>;
type Read = { row: number; value: OrderImportRow };
type Item = Read | { row: number; failure: RowResult };
type PlacedLine = Awaited<ReturnType<typeof placedLines>>[number][number];
/** An order whose rows passed every check of their own, before stock, quotas and budgets. */
type Candidate = {
  items: Read[];
  order: Omit<NewOrder, 'lines' | 'backorder'>;
  lines: { product: OrderableProduct; quantity: number; row: number }[];
};
/** What the orders of a file are checked against: the book's addresses, the products the account may order, its orders already placed. */
type Known = {
  addressOf: Map<string, DeliveryAddress>;
  productOf: Map<string, OrderableProduct>;
  existing: Awaited<ReturnType<typeof ordersByReference>>;
};
type Checks = Known & { idWarehouse: string; settings: Awaited<ReturnType<typeof accountDeliverySettings>>; now: Date };

const referenceOf = (row: OrderImportRow) => row.orderReference.trim().toLowerCase();

function parse(rows: { row: number }[]): Item[] {
  return rows.map(({ row, ...cells }) => {
    const parsed = orderImportRow.safeParse(cells);
    if (parsed.success) return { row, value: parsed.data };
    const fields: Record<string, ReturnType<typeof zodIssueMessage>> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? '')] ??= zodIssueMessage(issue as Parameters<typeof zodIssueMessage>[0]);
    return { row, failure: failed(row, fields) };
  });
}

/** The rows of each order (rows whose reference could not be read stand alone), in file order. */
function groupsOf(items: Item[]) {
  const groups = new Map<string, Item[]>();
  for (const item of items) {
    const key = 'value' in item ? referenceOf(item.value) : `\u0000${item.row}`;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.values()];
}

/** The result of each row, given an order (its rows) at a time. */
function rowResults() {
  const byRow = new Map<number, RowResult>();
  return {
    set: (result: RowResult) => byRow.set(result.row, result),
    /** An order fails whole: its rows with a problem say it, the others point at the first of them. */
    failGroup(group: { row: number }[], problems: Map<number, RowResult>) {
      const first = Math.min(...problems.keys());
      for (const item of group) byRow.set(item.row, problems.get(item.row) ?? failed(item.row, { '': { key: OM.orderLineFailed, params: { row: first } } }));
    },
    of: (row: number) => byRow.get(row)!,
  };
}
type RowResults = ReturnType<typeof rowResults>;

/**
 * The account, warehouse, shipping method and address book the orders go to, each checked as a
 * whole: one out of the caller's reach refuses the call.
 */
async function importTarget(db: Db, request: FastifyRequest, body: Body) {
  const { idClientAccount, idWarehouse, idShippingMethod, idAddressBook } = body;
  authorize(request, 'BulkImport', 'CoreOrders', idClientAccount);
  const [account] = await db.select().from(clientAccounts).where(eq(clientAccounts.idClientAccount, idClientAccount));
  if (!account) throw refusal(request, 'BulkImport', 'CoreOrders');
  const scope = await orderingScope(db, request, { idClientAccount, idWarehouse }, 'BulkImport', 'CoreOrders');
  // Boxes have their own inbound and outbound orders: customer orders ship from a warehouse.
  if (scope.warehouseType !== 'WAREHOUSE') throw invalidField('idWarehouse', GENERIC_MESSAGES.unknownReference);
  const method = await visibleShippingMethod(db, scope, idShippingMethod);
  // Dock provisioning is another order type with other addresses: an import places deliveries.
  if (!method || method.isProvisionAtDock) throw invalidField('idShippingMethod', GENERIC_MESSAGES.unknownReference);
  const [book] = await db.select().from(addressBooks).where(eq(addressBooks.idAddressBook, idAddressBook));
  if (!book || book.idClientAccount !== idClientAccount) throw refusal(request, 'BulkImport', 'CoreOrders');
  return { account, scope, method };
}

/** The addresses, products and earlier orders the rows name, looked up inside the book and the account only. */
async function lookUp(tx: Tx, scope: OrderingScope, { idClientAccount, idAddressBook }: Body, values: OrderImportRow[]): Promise<Known> {
  const references = [...new Set(values.map((v) => v.addressReference.trim()))];
  const addresses = references.length
    ? await tx
        .select(deliveryAddressFields)
        .from(addressBookAddresses)
        .where(
          and(
            eq(addressBookAddresses.idAddressBook, idAddressBook),
            eq(addressBookAddresses.enabled, true),
            inArray(addressBookAddresses.reference, references),
          ),
        )
    : [];
  const orderable = await orderableProducts(tx, scope, { skus: [...new Set(values.flatMap((v) => v.lines.map((l) => l.sku.trim().toLowerCase())))] });
  return {
    addressOf: new Map(addresses.map((a) => [a.reference!, a as DeliveryAddress])),
    productOf: new Map(orderable.map((p) => [p.sku.toLowerCase(), p])),
    existing: await ordersByReference(tx, idClientAccount, [...new Set(values.map(referenceOf))]),
  };
}

/**
 * The rows of one order checked together: the order's fields the same on each line, its address
 * in the book (and one deliveries may go to), its delivery date within the account's rule, each
 * product known and orderable, once. Answers the order to place, or the problems of its rows.
 */
function checkOrder(
  rows: Read[],
  { addressOf, productOf, idWarehouse, settings, now }: Checks,
): { candidate: Candidate } | { problems: Map<number, RowResult> } {
  const problems = new Map<number, RowResult>();
  const head = rows[0];
  const add = (row: number, field: string, key: string, params?: Record<string, string | number>) => {
    const current = problems.get(row);
    const fields = { ...Object.fromEntries(Object.entries(current?.errors ?? {}).map(([f, k]) => [f, { key: k, params: current?.params?.[f] }])) };
    fields[field] = { key, params };
    problems.set(row, failed(row, fields));
  };
  // The order's own fields are the same on each of its lines.
  for (const { row, value } of rows.slice(1))
    for (const field of ORDER_FIELDS)
      if ((value[field] ?? null) !== (head.value[field] ?? null))
        add(row, field, field === 'deliveryDate' ? DELIVERY_DATE_MESSAGES.notSameOnEveryLine : OM.sameOnEveryLine, { row: head.row });
  const address = addressOf.get(head.value.addressReference.trim());
  if (!address) add(head.row, 'addressReference', OM.unknownAddress);
  else if (!matchesAddressTypeFilter(address, 'DELIVERY', idWarehouse)) add(head.row, 'addressReference', ORDERING_MESSAGES.addressNotAllowed);
  const dateError = deliveryDateError(head.value.deliveryDate ?? null, settings, now);
  if (dateError) add(head.row, 'deliveryDate', dateError.errors?.deliveryDate ?? DELIVERY_DATE_MESSAGES.outOfRange, dateError.params?.deliveryDate);
  const seen = new Map<string, number>();
  const lines: Candidate['lines'] = [];
  for (const { row, value } of rows)
    for (const line of value.lines) {
      const sku = line.sku.trim().toLowerCase();
      const product = productOf.get(sku);
      const twice = seen.get(sku);
      if (twice !== undefined) add(row, lineField('sku', line.sku.trim()), BULK_MESSAGES.duplicateInFile, { row: twice });
      else if (!product) add(row, lineField('sku', line.sku.trim()), OM.unknownSku);
      else lines.push({ product, quantity: line.quantity, row });
      seen.set(sku, row);
    }
  if (problems.size) return { problems };
  return {
    candidate: {
      items: rows,
      lines,
      order: {
        orderReference: head.value.orderReference.trim(),
        poNumber: head.value.poNumber ?? null,
        orderComment: head.value.orderComment ?? null,
        requestedDeliveryDate: head.value.deliveryDate ?? null,
        address: address!,
      },
    },
  };
}

/** The stock, quotas and budgets the orders draw on, locked as every order writer takes them. */
async function lockBooks(tx: Tx, scope: OrderingScope, { idClientAccount, idWarehouse }: Body, lines: PlacedLine[]) {
  const available = await lockAvailable(
    tx,
    idWarehouse,
    lines.map((l) => l.idProduct),
  );
  // What events hold is not available to these orders.
  for (const [idProduct, held] of await heldForEvents(tx, idWarehouse, [...available.keys()]))
    available.set(idProduct, Math.max(0, (available.get(idProduct) ?? 0) - held));
  // The importer's quotas, locked after the stock as every order writer takes them.
  const quotaBook = await lockQuotas(
    tx,
    { idClientAccount, idUser: scope.user.idUser },
    lines.map((l) => l.idProduct),
  );
  // And what the importer's budgets leave (the writer charges them, locked, as it places the orders).
  const budgets = await budgetBook(tx, { idClientAccount, idUser: scope.user.idUser });
  return { available, quotaBook, budgets };
}
type Books = Awaited<ReturnType<typeof lockBooks>>;

/** The problem of the row that ordered the product `idProduct` (or the bundle it is part of) in `lines`. */
function lineProblem(candidate: Candidate, lines: PlacedLine[], idProduct: string, key: string, params?: Record<string, string | number>) {
  const line = lines.find((l) => l.idProduct === idProduct)!;
  const ordered = candidate.lines.find((l) => l.product.idProduct === (line.idBundle ?? line.idProduct))!;
  return failed(ordered.row, { [lineField('quantity', ordered.product.sku)]: { key, params } });
}

/**
 * Whether a checked order can be placed now, taking what it uses from the books: within the
 * importer's quotas, in stock (or a backorder when the call saves them), within their budgets.
 */
function placeable(
  candidate: Candidate,
  lines: PlacedLine[],
  { available, quotaBook, budgets }: Books,
  backorders: boolean,
): { problem: RowResult } | { backorder: boolean } {
  const overQuota = quotaBook.check(lines);
  if (overQuota) {
    const line = lines.find((l) => l.idProduct === overQuota.idProduct)!;
    return {
      problem: lineProblem(candidate, lines, overQuota.idProduct, QUOTA_MESSAGES.exceeded, { product: line.productName, remaining: overQuota.remaining }),
    };
  }
  const short = takeStock(available, lines);
  if (short && !backorders) return { problem: lineProblem(candidate, lines, short, QUANTITY_MESSAGES.insufficient) };
  const overBudget = budgets.check(lines);
  if (overBudget) {
    const head = candidate.items[0].row;
    return { problem: failed(head, { orderReference: { key: BUDGET_MESSAGES.exceeded, params: overBudget } }) };
  }
  quotaBook.take(lines);
  budgets.take(lines);
  return { backorder: Boolean(short) };
}

/**
 * Places the checked orders, in file order: one placed by an earlier run of this file (or by hand)
 * is skipped when its lines are the same and refused otherwise; the others are placed when the
 * stock, quotas and budgets allow.
 */
async function placeOrders(
  tx: Tx,
  target: Awaited<ReturnType<typeof importTarget>>,
  body: Body,
  candidates: Candidate[],
  existing: Known['existing'],
  results: RowResults,
) {
  const { account, scope, method } = target;
  const expanded = await placedLines(
    tx,
    candidates.map((c) => c.lines),
  );
  const books = await lockBooks(tx, scope, body, expanded.flat());
  const toPlace: { candidate: Candidate; order: NewOrder }[] = [];
  candidates.forEach((candidate, i) => {
    const lines = expanded[i];
    const head = candidate.items[0].row;
    const before = existing.get(referenceOf(candidate.items[0].value));
    if (before) {
      // Placed by an earlier run of this file (or by hand): the same lines are unchanged, others are refused.
      if (
        sameLines(
          before.lines,
          lines.map((l) => lineSignature(l)),
        )
      )
        for (const item of candidate.items) results.set({ row: item.row, outcome: 'skipped', id: before.idCustomerOrder });
      else results.failGroup(candidate.items, new Map([[head, failed(head, { orderReference: { key: OM.orderExists } })]]));
      return;
    }
    const outcome = placeable(candidate, lines, books, body.isSaveBackorderOnInsufficientQuantity);
    if ('problem' in outcome) results.failGroup(candidate.items, new Map([[outcome.problem.row, outcome.problem]]));
    else toPlace.push({ candidate, order: { ...candidate.order, lines, backorder: outcome.backorder } });
  });

  const placed = await insertOrders(
    tx,
    scope,
    account.accountCode,
    method.idShippingMethod,
    toPlace.map((p) => p.order),
  );
  toPlace.forEach(({ candidate }, i) => {
    for (const item of candidate.items) results.set({ row: item.row, outcome: 'created', id: placed[i].idCustomerOrder });
  });
}

/** Checks the rows, order by order, then places the orders that passed; answers each row's result, in file order. */
async function importOrders(db: Db, request: FastifyRequest, body: Body) {
  const { idClientAccount, idWarehouse, dryRun, allOrNothing } = body;
  const target = await importTarget(db, request, body);
  const items = parse(body.rows);
  const values = items.flatMap((i) => ('value' in i ? [i.value] : []));
  const settings = await accountDeliverySettings(db, idClientAccount);
  const now = new Date();

  return inChunkTransaction(db, { dryRun, allOrNothing }, async (tx) => {
    // Imports into one account take turns, so two runs of the same file cannot both find a reference unused.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`order-import:${idClientAccount}`}))`);
    const known = await lookUp(tx, target.scope, body, values);
    const results = rowResults();
    const candidates: Candidate[] = [];
    for (const group of groupsOf(items)) {
      const unread = new Map(group.flatMap((item) => ('failure' in item ? [[item.row, item.failure] as const] : [])));
      const checked = unread.size ? { problems: unread } : checkOrder(group as Read[], { ...known, idWarehouse, settings, now });
      if ('problems' in checked) results.failGroup(group, checked.problems);
      else candidates.push(checked.candidate);
    }
    await placeOrders(tx, target, body, candidates, known.existing, results);
    return items.map((item) => results.of(item.row));
  });
}

export function registerBulkOrderRoutes(app: FastifyInstance, db: Db) {
  // Each chunk commits on its own (inChunkTransaction): the call runs outside the route's transaction.
  const binding: ActionBinding<typeof importOrdersCall> = {
    kind: importOrdersCall,
    outsideTransaction: true,
    run: async (_tx, { request, body }) => ({ dryRun: body.dryRun, results: await importOrders(db, request, body) }),
  };
  registerKind(app, db, binding as ActionBinding);
}
