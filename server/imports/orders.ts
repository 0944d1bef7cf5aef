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
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { BULK_MESSAGES } from '../../shared/imports/kinds';
import { lineField, ORDER_FIELDS, ORDER_IMPORT_MESSAGES as OM, orderImportRow, type OrderImportRow } from '../../shared/imports/orders';
import { BULK_PATHS, batchAnswer, orderBatchInput, type RowResult } from '../../shared/imports/protocol';
import { DELIVERY_DATE_MESSAGES } from '../../shared/rules/delivery-dates';
import { GENERIC_MESSAGES, zodIssueMessage } from '../../shared/rules/message';
import { QUANTITY_MESSAGES } from '../../shared/rules/quantities';
import { matchesAddressTypeFilter } from '../../shared/rules/search';
import type { DeliveryAddress } from '../../shared/ordering/schemas';
import { authorize } from '../auth/context';
import type { Db } from '../db';
import { addressBookAddresses, addressBooks, clientAccounts } from '../db/schema';
import { accountDeliverySettings, deliveryAddressFields, visibleShippingMethod } from '../ordering/checkouts';
import { deliveryDateError } from '../ordering/complete';
import { invalidField, ORDERING_MESSAGES } from '../ordering/messages';
import { orderingScope } from '../ordering/scope';
import { lockQuotas } from '../planning/quota-usage';
import { budgetBook } from '../planning/budget-usage';
import { heldForEvents } from '../planning/event-reservations';
import { QUOTA_MESSAGES } from '../../shared/rules/quotas';
import { BUDGET_MESSAGES } from '../../shared/rules/budget-quotas';
import { insertOrders, lineSignature, ordersByReference, sameLines, type NewOrder } from '../ordering/imported-orders';
import { orderableProducts, placedLines } from '../ordering/order-lines';
import { lockAvailable, takeStock } from '../stock/stock';
import { failed, inChunkTransaction, refusal } from './common';

type Item = { row: number; value: OrderImportRow } | { row: number; failure: RowResult };
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

export function registerBulkOrderRoutes(app: FastifyInstance, db: Db) {
  app.withTypeProvider<ZodTypeProvider>().post(BULK_PATHS.orders, {
    schema: { tags: ['customer orders', 'imports'], body: orderBatchInput, response: { 200: batchAnswer } },
    handler: async (request) => {
      const {
        idClientAccount,
        idWarehouse,
        idShippingMethod,
        idAddressBook,
        isSaveBackorderOnInsufficientQuantity: backorders,
        dryRun,
        allOrNothing,
      } = request.body;
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

      const items = parse(request.body.rows);
      const values = items.flatMap((i) => ('value' in i ? [i.value] : []));
      const settings = await accountDeliverySettings(db, idClientAccount);
      const now = new Date();

      const results = await inChunkTransaction(db, { dryRun, allOrNothing }, async (tx) => {
        // Imports into one account take turns, so two runs of the same file cannot both find a reference unused.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`order-import:${idClientAccount}`}))`);
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
        const addressOf = new Map(addresses.map((a) => [a.reference!, a as DeliveryAddress]));
        const orderable = await orderableProducts(tx, scope, { skus: [...new Set(values.flatMap((v) => v.lines.map((l) => l.sku.trim().toLowerCase())))] });
        const productOf = new Map(orderable.map((p) => [p.sku.toLowerCase(), p]));
        const existing = await ordersByReference(tx, idClientAccount, [...new Set(values.map(referenceOf))]);

        const byRow = new Map<number, RowResult>();
        const candidates: {
          items: { row: number; value: OrderImportRow }[];
          order: Omit<NewOrder, 'lines' | 'backorder'>;
          lines: { product: NonNullable<ReturnType<typeof productOf.get>>; quantity: number; row: number }[];
        }[] = [];

        /** An order fails whole: its rows with a problem say it, the others point at the first of them. */
        const failGroup = (group: Item[], problems: Map<number, RowResult>) => {
          const first = Math.min(...problems.keys());
          for (const item of group)
            byRow.set(item.row, problems.get(item.row) ?? failed(item.row, { '': { key: OM.orderLineFailed, params: { row: first } } }));
        };

        for (const group of groupsOf(items)) {
          const problems = new Map<number, RowResult>();
          for (const item of group) if ('failure' in item) problems.set(item.row, item.failure);
          if (problems.size) {
            failGroup(group, problems);
            continue;
          }
          const rows = group as { row: number; value: OrderImportRow }[];
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
          const lines: (typeof candidates)[number]['lines'] = [];
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
          if (problems.size) {
            failGroup(group, problems);
            continue;
          }
          candidates.push({
            items: rows,
            lines,
            order: {
              orderReference: head.value.orderReference.trim(),
              poNumber: head.value.poNumber ?? null,
              orderComment: head.value.orderComment ?? null,
              requestedDeliveryDate: head.value.deliveryDate ?? null,
              address: address!,
            },
          });
        }

        const expanded = await placedLines(
          tx,
          candidates.map((c) => c.lines),
        );
        const available = await lockAvailable(
          tx,
          idWarehouse,
          expanded.flat().map((l) => l.idProduct),
        );
        // What events hold is not available to these orders.
        for (const [idProduct, held] of await heldForEvents(tx, idWarehouse, [...available.keys()]))
          available.set(idProduct, Math.max(0, (available.get(idProduct) ?? 0) - held));
        // The importer's quotas, locked after the stock as every order writer takes them.
        const quotaBook = await lockQuotas(
          tx,
          { idClientAccount, idUser: scope.user.idUser },
          expanded.flat().map((l) => l.idProduct),
        );
        // And what the importer's budgets leave (the writer charges them, locked, as it places the orders).
        const budgets = await budgetBook(tx, { idClientAccount, idUser: scope.user.idUser });
        const toPlace: { candidate: (typeof candidates)[number]; order: NewOrder }[] = [];
        candidates.forEach((candidate, i) => {
          const lines = expanded[i];
          const before = existing.get(referenceOf(candidate.items[0].value));
          if (before) {
            // Placed by an earlier run of this file (or by hand): the same lines are unchanged, others are refused.
            if (
              sameLines(
                before.lines,
                lines.map((l) => lineSignature(l)),
              )
            )
              for (const item of candidate.items) byRow.set(item.row, { row: item.row, outcome: 'skipped', id: before.idCustomerOrder });
            else failGroup(candidate.items, new Map([[candidate.items[0].row, failed(candidate.items[0].row, { orderReference: { key: OM.orderExists } })]]));
            return;
          }
          const overQuota = quotaBook.check(lines);
          if (overQuota) {
            const line = lines.find((l) => l.idProduct === overQuota.idProduct)!;
            const ordered = candidate.lines.find((l) => l.product.idProduct === (line.idBundle ?? line.idProduct))!;
            const params = { product: line.productName, remaining: overQuota.remaining };
            const problem = failed(ordered.row, { [lineField('quantity', ordered.product.sku)]: { key: QUOTA_MESSAGES.exceeded, params } });
            failGroup(candidate.items, new Map([[ordered.row, problem]]));
            return;
          }
          const short = takeStock(available, lines);
          if (short && !backorders) {
            const line = lines.find((l) => l.idProduct === short)!;
            const ordered = candidate.lines.find((l) => l.product.idProduct === (line.idBundle ?? line.idProduct))!;
            const problem = failed(ordered.row, { [lineField('quantity', ordered.product.sku)]: { key: QUANTITY_MESSAGES.insufficient } });
            failGroup(candidate.items, new Map([[ordered.row, problem]]));
            return;
          }
          const overBudget = budgets.check(lines);
          if (overBudget) {
            const head = candidate.items[0].row;
            const problem = failed(head, { orderReference: { key: BUDGET_MESSAGES.exceeded, params: overBudget } });
            failGroup(candidate.items, new Map([[head, problem]]));
            return;
          }
          quotaBook.take(lines);
          budgets.take(lines);
          toPlace.push({ candidate, order: { ...candidate.order, lines, backorder: Boolean(short) } });
        });

        const placed = await insertOrders(
          tx,
          scope,
          account.accountCode,
          method.idShippingMethod,
          toPlace.map((p) => p.order),
        );
        toPlace.forEach(({ candidate }, i) => {
          for (const item of candidate.items) byRow.set(item.row, { row: item.row, outcome: 'created', id: placed[i].idCustomerOrder });
        });
        return items.map((item) => byRow.get(item.row)!);
      });
      return { dryRun, results };
    },
  });
}
