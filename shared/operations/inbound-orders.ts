/**
 * Inbound orders of a box (spec part 2: /orders/inbound/list; GET /box/boxs/{box}/inboundorders,
 * GET .../inboundorders/{id} -> inboundOrder, PUT .../inboundorders/{order}/products/{idInboundOrderProduct}
 * with receiptAccepted and receiptComment, GET /box/inboundorderstatustypes): goods announced into
 * a box. The box user decides each line's receipt once: accepting it adds its quantity to the
 * box's stock in the same transaction (a 'receipt' move of the ledger), refusing it (with a
 * comment) moves nothing; when every line is decided the order is closed. An order is announced
 * whole (its lines with it) and then changes only through its receipts.
 */
import { z } from 'zod';
import { FIELD_LIMITS, maxText, requiredText } from '../rules/field-limits';
import { defineResource, type SavePart } from '../registry/define';
import { actionsOf } from '../registry/route-kinds';
import { statusHistoryRead } from './common/status-history';
import { optionalDay, statusTypesRead } from './common/order-fields';
import { lotFields, lotLine } from './common/box-documents';

const id = z.uuid();
const access = { subject: 'BoxOrdersInboundOrders', account: 'any' } as const;
const calls = actionsOf('inboundOrders', access);

export const inboundOrderProductRecord = z.object({
  idInboundOrderProduct: id,
  idProduct: id,
  productName: z.string(),
  sku: z.string(),
  quantity: z.number(),
  ...lotFields,
  /** Null until decided. */
  receiptAccepted: z.boolean().nullable(),
  receiptComment: z.string().nullable(),
  receiptDate: z.string().nullable(),
  displayPosition: z.number(),
});

export const inboundOrderRecord = z.object({
  idInboundOrder: id,
  idBox: id,
  idClientAccount: id,
  orderReference: z.string(),
  senderName: z.string().nullable(),
  expectedDate: z.string().nullable(),
  status: z.number(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  /** Lines still waiting for their receipt's decision. */
  openLines: z.number(),
  products: z.array(inboundOrderProductRecord),
});

export const inboundOrderInput = z.object({
  orderReference: requiredText(FIELD_LIMITS.reference),
  senderName: maxText(50).nullish(),
  expectedDate: optionalDay,
  comment: maxText(FIELD_LIMITS.comment).nullish(),
});

export const inboundOrderLineInput = lotLine('quantity');
export const inboundOrderSaveInput = inboundOrderInput.extend({ products: z.array(inboundOrderLineInput).min(1, { error: 'validation.required' }) });
type InboundOrderSave = z.infer<typeof inboundOrderSaveInput>;
export type InboundOrderLineItem = z.infer<typeof inboundOrderLineInput> & { displayPosition: number };

/** The lines, in the order given (a product may come in several lots). */
const productsPart: SavePart<InboundOrderSave, InboundOrderLineItem> = {
  name: 'products',
  items: (body) => body.products?.map((line, index) => ({ ...line, displayPosition: index })),
  key: (line) => String(line.displayPosition),
};

/** The receipt of one line: accepted, or refused with a comment (spec: receiptAccepted, receiptComment). */
export const inboundReceiptInput = z.object({
  receiptAccepted: z.boolean({ error: 'validation.required' }),
  receiptComment: maxText(FIELD_LIMITS.comment).nullish(),
});

export const receiveInboundOrderProduct = calls.action({
  name: 'receiveInboundOrderProduct',
  method: 'PUT',
  path: '/box/boxs/{idBox}/inboundorders/{id}/products/{idInboundOrderProduct}',
  action: 'Edit',
  body: inboundReceiptInput,
  answer: z.object({ inboundOrder: inboundOrderRecord }),
  status: 200,
  summary: "Accept or refuse a line's receipt (accepting adds its quantity to the box's stock)",
});

/** The statuses the order took and when, oldest first (its creation first), read like the order itself. */
export const inboundOrderStatusHistory = statusHistoryRead(calls, 'InboundOrder', '/box/boxs/{idBox}/inboundorders/{id}', 'an inbound order');

export const inboundOrderStatusTypes = statusTypesRead(calls, 'inboundOrderStatusTypes', '/box/inboundorderstatustypes', 'inbound orders');

const statusCount = z.object({ status: z.number(), count: z.number() });

/**
 * The dashboard's box-orders summary (spec: GET /dashboard/boxorders/{id}): the box's inbound and
 * outbound orders counted by status, and the inbound lines still waiting for their receipt.
 */
export const boxOrdersSummary = calls.read({
  name: 'readBoxOrdersSummary',
  path: '/dashboard/boxorders/{idBox}',
  answer: z.object({ boxOrders: z.object({ inbound: z.array(statusCount), outbound: z.array(statusCount), linesToReceive: z.number() }) }),
  summary: "Count a box's inbound and outbound orders by status",
});

export const inboundOrders = defineResource({
  name: 'inboundOrders',
  route: 'orders/inbound',
  subject: 'BoxOrdersInboundOrders',
  ownership: 'account',
  idField: 'idInboundOrder',
  paths: { list: '/box/boxs/{idBox}/inboundorders', item: '/box/boxs/{idBox}/inboundorders/{id}' },
  envelope: 'inboundOrder',
  record: inboundOrderRecord,
  input: inboundOrderInput,
  savePlan: { input: inboundOrderSaveInput, parts: [productsPart] },
  writes: ['create'],
  kinds: [receiveInboundOrderProduct, inboundOrderStatusTypes, inboundOrderStatusHistory, boxOrdersSummary],
  list: {
    searchFields: ['orderReference'],
    sortFields: ['createdAt', 'orderReference', 'status', 'expectedDate'],
    filterFields: ['status'],
    defaultSort: { field: 'createdAt', direction: 'DESC' },
  },
  example: ({ idProduct, unique }) => ({ orderReference: `IN-${unique}`.slice(0, 30), products: [{ idProduct, quantity: 4, lotNumber: 'L1' }] }),
  columns: ['idInboundOrder', 'idBox', 'orderReference', 'senderName', 'status', 'expectedDate', 'openLines', 'comment', 'createdAt'],
});
