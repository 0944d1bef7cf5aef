/**
 * Supplier orders (spec part 2: /supplier-orders/..., API under /supplierorders): goods an
 * account expects from one of its suppliers in one of its warehouses (order type Supplier), or
 * sends back (Return); a kitting type says the warehouse assembles (KitAssembly, shown as
 * Kitting) or takes apart (KitDisassembly, Dekitting) the kits it receives. Lines carry ordered
 * and received quantities; receiving moves stock (server/operations/supplier-orders.ts).
 */
import { z } from 'zod';
import { FIELD_LIMITS, maxText, requiredText } from '../rules/field-limits';
import { quantitySchema } from '../rules/quantities';
import { KITTING_TYPES, SUPPLIER_ORDER_TYPES } from '../rules/orders';
import { SUPPLIER_ORDER_STATUSES } from '../rules/statuses';
import { defineResource, type SavePart } from '../registry/define';
import { actionsOf, searchQuery } from '../registry/route-kinds';
import { statusHistoryRead } from './common/status-history';
import { cancelStep, optionalDay, prioritySchema, sessionAccountAndWarehouse, statusTypesRead, statusTypesOf } from './common/order-fields';

const id = z.uuid();

/** Status codes (spec part 2, section 4). */
export const SUPPLIER_ORDER_STATUS = SUPPLIER_ORDER_STATUSES;
export type SupplierOrderStatusName = keyof typeof SUPPLIER_ORDER_STATUS;

/** The status types the API lists (all active; display order follows the life of an order). */
export const SUPPLIER_ORDER_STATUS_TYPES = statusTypesOf(SUPPLIER_ORDER_STATUS);

/** Statuses in which an order may still be changed, received or cancelled. */
export const OPEN_SUPPLIER_ORDER_STATUSES: readonly number[] = [
  SUPPLIER_ORDER_STATUS.awaitingReceipt,
  SUPPLIER_ORDER_STATUS.receiving,
  SUPPLIER_ORDER_STATUS.partiallyReceived,
];

/** The status after a receipt: received when every line is whole, else partially received. */
export function statusAfterReceipt(lines: readonly { orderedQuantity: number; receivedQuantity: number }[]): number {
  if (lines.every((l) => l.receivedQuantity >= l.orderedQuantity)) return SUPPLIER_ORDER_STATUS.received;
  return lines.some((l) => l.receivedQuantity > 0) ? SUPPLIER_ORDER_STATUS.partiallyReceived : SUPPLIER_ORDER_STATUS.awaitingReceipt;
}

export const supplierOrderLineRecord = z.object({
  idSupplierOrderLine: id,
  idProduct: id,
  productName: z.string(),
  sku: z.string(),
  orderedQuantity: z.number(),
  receivedQuantity: z.number(),
  displayPosition: z.number(),
});

export const supplierOrderRecord = z.object({
  idSupplierOrder: id,
  idClientAccount: id,
  idWarehouse: id,
  warehouseName: z.string(),
  idClientAccountSupplier: id,
  supplierName: z.string(),
  orderReference: z.string(),
  orderType: z.enum(SUPPLIER_ORDER_TYPES),
  kittingType: z.enum(KITTING_TYPES).nullable(),
  priority: z.string(),
  status: z.number(),
  expectedDate: z.string().nullable(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  lines: z.array(supplierOrderLineRecord),
});

export const supplierOrderInput = z.object({
  idClientAccount: z.uuid('validation.required'),
  idWarehouse: z.uuid('validation.required'),
  idClientAccountSupplier: z.uuid('validation.required'),
  orderReference: requiredText(FIELD_LIMITS.reference),
  orderType: z.enum(SUPPLIER_ORDER_TYPES, { error: 'validation.invalid' }).default('Supplier'),
  kittingType: z.enum(KITTING_TYPES, { error: 'validation.invalid' }).nullish(),
  priority: prioritySchema.default('Normal'),
  expectedDate: optionalDay,
  comment: maxText(FIELD_LIMITS.comment).nullish(),
});

export const supplierOrderLineInput = z.object({ idProduct: z.uuid('validation.required'), orderedQuantity: quantitySchema });

/** The order with its lines (one per product), saved together. */
export const supplierOrderSaveInput = supplierOrderInput.extend({ lines: z.array(supplierOrderLineInput).optional() });
type SupplierOrderSave = z.infer<typeof supplierOrderSaveInput>;
export type SupplierOrderLineItem = { idProduct: string; orderedQuantity: number; displayPosition: number };

/** Lines by product: a changed quantity or place changes in place (what was received stays); a product given twice counts once. */
const linesPart: SavePart<SupplierOrderSave, SupplierOrderLineItem> = {
  name: 'lines',
  items: (body) =>
    body.lines
      ?.filter((l, index, all) => all.findIndex((other) => other.idProduct === l.idProduct) === index)
      .map((l, index) => ({ idProduct: l.idProduct, orderedQuantity: l.orderedQuantity, displayPosition: index })),
  key: (l) => l.idProduct,
  equal: (a, b) => a.orderedQuantity === b.orderedQuantity && a.displayPosition === b.displayPosition,
};

const supplierOrderAnswer = z.object({ supplierOrder: supplierOrderRecord });
/** A supplier order's own calls, reached through its account (any account the caller holds CoreOrdersSupplierOrders in). */
const calls = actionsOf('supplierOrders', { subject: 'CoreOrdersSupplierOrders', account: 'any' });

/** Cancels an order nothing has been received for yet. */
export const cancelSupplierOrder = cancelStep(calls, 'SupplierOrder', '/supplierorders/{id}', supplierOrderAnswer, 'a supplier order');

/** Receives quantities of some lines (partially or whole): stock moves and the status follows, in one transaction. */
export const receiveSupplierOrder = calls.action({
  name: 'receiveSupplierOrder',
  method: 'POST',
  path: '/supplierorders/{id}/receive',
  action: 'Edit',
  body: z.object({
    lines: z.array(z.object({ idSupplierOrderLine: z.uuid('validation.required'), quantity: quantitySchema })).min(1, { error: 'validation.required' }),
  }),
  answer: supplierOrderAnswer,
  status: 200,
  summary: 'Receive quantities of a supplier order (stock moves with the status)',
});

/** The statuses the order took and when, oldest first (its creation first), read like the order itself. */
export const supplierOrderStatusHistory = statusHistoryRead(calls, 'SupplierOrder', '/supplierorders/{id}', 'a supplier order');

export const supplierOrderStatusTypes = statusTypesRead(calls, 'supplierOrderStatusTypes', '/supplierorders/statustypes', 'supplier orders');

/** The account's enabled suppliers, by name: whom the order form may name (without the suppliers' administration). */
export const supplierOrderSuppliers = calls.list('suppliers', z.object({ idClientAccountSupplier: id, supplierName: z.string() }), {
  name: 'readSupplierOrderSuppliers',
  access: { subject: 'CoreOrdersSupplierOrders', account: { placeholder: 'idClientAccount' } },
  path: '/clients/accounts/{idClientAccount}/supplierorders/suppliers',
  summary: 'List the suppliers a supplier order may name',
});

/** The product search of the order's lines: simple products of the account whose name or SKU contains the text (30 at most). */
export const supplierOrderProducts = calls.list('products', z.object({ idProduct: id, productName: z.string(), sku: z.string() }), {
  name: 'searchSupplierOrderProducts',
  access: { subject: 'CoreOrdersSupplierOrders', account: { placeholder: 'idClientAccount' } },
  path: '/clients/accounts/{idClientAccount}/supplierorders/products',
  query: searchQuery,
  summary: 'Search the products a supplier order may order',
});

export const supplierOrders = defineResource({
  name: 'supplierOrders',
  route: 'supplier-orders',
  subject: 'CoreOrdersSupplierOrders',
  ownership: 'account',
  idField: 'idSupplierOrder',
  paths: { list: '/supplierorders', item: '/supplierorders/{id}' },
  envelope: 'supplierOrder',
  record: supplierOrderRecord,
  input: supplierOrderInput,
  savePlan: { input: supplierOrderSaveInput, parts: [linesPart] },
  kinds: [cancelSupplierOrder, receiveSupplierOrder, supplierOrderStatusTypes, supplierOrderStatusHistory, supplierOrderSuppliers, supplierOrderProducts],
  list: {
    searchFields: ['orderReference', 'comment'],
    sortFields: ['createdAt', 'orderReference', 'status', 'priority', 'expectedDate', 'orderType'],
    filterFields: ['idClientAccount', 'idWarehouse', 'status', 'orderType', 'priority', 'idClientAccountSupplier'],
    defaultSort: { field: 'createdAt', direction: 'DESC' },
    scopeFilters: sessionAccountAndWarehouse,
  },
  example: ({ idClientAccount, idAccountWarehouse, idClientAccountSupplier, idProduct, unique }) => ({
    idClientAccount,
    idWarehouse: idAccountWarehouse,
    idClientAccountSupplier,
    orderReference: `SO-${unique}`.slice(0, 30),
    lines: [{ idProduct, orderedQuantity: 5 }],
  }),
  columns: [
    'idSupplierOrder',
    'orderReference',
    'orderType',
    'kittingType',
    'priority',
    'status',
    'warehouseName',
    'supplierName',
    'expectedDate',
    'createdAt',
  ],
});
