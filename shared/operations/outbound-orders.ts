/**
 * Outbound orders of a box (spec part 2: /orders/outbound/list and create; GET
 * /box/boxs/{box}/outboundorders, GET .../outboundorders/{id} -> outboundOrder, POST
 * .../outboundorders, GET /box/outboundorderstatustypes, GET /box/outboundOrdertypes ->
 * outboundOrderTypes by display order): goods ordered out of a box, with an order type, a
 * reference, a campaign and a budget, the person it is for and the delivery address, and products
 * with their ordered quantity and lot. Placing one reserves the box's stock for every line, all or
 * nothing ('Insufficient quantity', never below zero, as the warehouse checkout does); its weight
 * and volume are calculated from the products' own (their first packaging unit), never taken from
 * the caller. A placed order is cancelled (its reservation given back), not changed.
 */
import { z } from 'zod';
import { emailSchema, FIELD_LIMITS, maxText, requiredText } from '../rules/field-limits';
import { defineResource, type SavePart } from '../registry/define';
import { actionsOf, searchQuery } from '../registry/route-kinds';
import { statusHistoryRead } from './common/status-history';
import { cancelStep, statusTypesRead } from './common/order-fields';
import { lotFields, lotLine } from './common/box-documents';

const id = z.uuid();
const access = { subject: 'BoxOrdersOutboundOrders', account: 'any' } as const;
const calls = actionsOf('outboundOrders', access);

/** The order types of a box's outbound orders, by display order (the checkout's delivery, transfer and destruction). */
export const OUTBOUND_ORDER_TYPES = [
  { orderTypeCode: 'DELIVERY', activ: true, displayOrder: 1 },
  { orderTypeCode: 'TRANSFERT', activ: true, displayOrder: 2 },
  { orderTypeCode: 'DESTRUCT', activ: true, displayOrder: 3 },
] as const;
export const OUTBOUND_ORDER_TYPE_CODES = OUTBOUND_ORDER_TYPES.map((t) => t.orderTypeCode) as ['DELIVERY', 'TRANSFERT', 'DESTRUCT'];
export type OutboundOrderType = (typeof OUTBOUND_ORDER_TYPE_CODES)[number];

/** A product's own weight and volume: one unit's share of its first packaging unit (null when it has none). */
export interface UnitMeasures {
  weight: number | null;
  volume: number | null;
}

/** The order's weight and volume: each line's quantity times its product's unit measures (a product without them counts 0). */
export function orderMeasures(lines: readonly { idProduct: string; quantity: number }[], units: ReadonlyMap<string, UnitMeasures>) {
  let weight = 0;
  let volume = 0;
  for (const line of lines) {
    const unit = units.get(line.idProduct);
    weight += (unit?.weight ?? 0) * line.quantity;
    volume += (unit?.volume ?? 0) * line.quantity;
  }
  // Stored with 3 and 2 decimals.
  return { calculatedOrderWeight: Math.round(weight * 1000) / 1000, calculatedOrderVolume: Math.round(volume * 100) / 100 };
}

export const outboundOrderProductRecord = z.object({
  idOutboundOrderProduct: id,
  idProduct: id,
  productName: z.string(),
  sku: z.string(),
  orderedQuantity: z.number(),
  reservedQuantity: z.number(),
  ...lotFields,
  displayPosition: z.number(),
});

export const outboundOrderRecord = z.object({
  idOutboundOrder: id,
  idBox: id,
  idClientAccount: id,
  orderType: z.string(),
  orderReference: z.string(),
  campaign: z.string().nullable(),
  budget: z.string().nullable(),
  userFirstName: z.string().nullable(),
  userLastName: z.string().nullable(),
  userEmail: z.string().nullable(),
  userPhone: z.string().nullable(),
  deliveryName: z.string().nullable(),
  deliveryAddress1: z.string().nullable(),
  deliveryAddress2: z.string().nullable(),
  deliveryZipCode: z.string().nullable(),
  deliveryCity: z.string().nullable(),
  deliveryCountryISO2: z.string().nullable(),
  comment: z.string().nullable(),
  calculatedOrderWeight: z.number(),
  calculatedOrderVolume: z.number(),
  status: z.number(),
  createdAt: z.string(),
  products: z.array(outboundOrderProductRecord),
});

export const outboundOrderInput = z.object({
  orderType: z.enum(OUTBOUND_ORDER_TYPE_CODES, { error: 'validation.required' }),
  orderReference: requiredText(FIELD_LIMITS.reference),
  campaign: maxText(50).nullish(),
  budget: maxText(50).nullish(),
  userFirstName: maxText(50).nullish(),
  userLastName: maxText(50).nullish(),
  userEmail: emailSchema.nullish(),
  userPhone: maxText(20).nullish(),
  deliveryName: maxText(FIELD_LIMITS.addressName).nullish(),
  deliveryAddress1: maxText(FIELD_LIMITS.addressLine).nullish(),
  deliveryAddress2: maxText(FIELD_LIMITS.addressLine).nullish(),
  deliveryZipCode: maxText(FIELD_LIMITS.zipCode).nullish(),
  deliveryCity: maxText(FIELD_LIMITS.city).nullish(),
  deliveryCountryISO2: z
    .string()
    .regex(/^[A-Z]{2}$/, { error: 'validation.countryCode' })
    .nullish(),
  comment: maxText(FIELD_LIMITS.comment).nullish(),
});

/** A line as the spec names it: orderedQuantity, under the stock-line rules. */
export const outboundOrderLineInput = lotLine('orderedQuantity');

export const outboundOrderSaveInput = outboundOrderInput.extend({ products: z.array(outboundOrderLineInput).min(1, { error: 'validation.required' }) });
type OutboundOrderSave = z.infer<typeof outboundOrderSaveInput>;
export type OutboundOrderLineItem = z.infer<typeof outboundOrderLineInput> & { displayPosition: number };

const productsPart: SavePart<OutboundOrderSave, OutboundOrderLineItem> = {
  name: 'products',
  items: (body) => body.products?.map((line, index) => ({ ...line, displayPosition: index })),
  key: (line) => String(line.displayPosition),
};

export const outboundOrderAnswer = z.object({ outboundOrder: outboundOrderRecord });

/** Cancels an acknowledged order: what its lines reserved goes back to the box. */
export const cancelOutboundOrder = cancelStep(
  calls,
  'OutboundOrder',
  '/box/boxs/{idBox}/outboundorders/{id}',
  outboundOrderAnswer,
  'an outbound order (its reservation given back)',
);

/** The statuses the order took and when, oldest first (its creation first), read like the order itself. */
export const outboundOrderStatusHistory = statusHistoryRead(calls, 'OutboundOrder', '/box/boxs/{idBox}/outboundorders/{id}', 'an outbound order');

export const outboundOrderStatusTypes = statusTypesRead(calls, 'outboundOrderStatusTypes', '/box/outboundorderstatustypes', 'outbound orders');

export const outboundOrderTypes = calls.list('outboundOrderTypes', z.object({ orderTypeCode: z.string(), activ: z.boolean(), displayOrder: z.number() }), {
  name: 'readOutboundOrderTypes',
  path: '/box/outboundOrdertypes',
  summary: 'List the order types of outbound orders, by display order',
});

export const boxProductChoice = z.object({
  idProduct: id,
  productName: z.string(),
  sku: z.string(),
  availableQuantity: z.number(),
  unitWeight: z.number().nullable(),
  unitVolume: z.number().nullable(),
});

/** The products of the box's account an order or a regulation may name (name or SKU containing the text, 30 at most), with the box's available stock. */
export const boxProducts = calls.list('products', boxProductChoice, {
  name: 'searchBoxProducts',
  path: '/box/boxs/{idBox}/products',
  query: searchQuery,
  summary: "Search the products of the box's account, with the box's available stock",
});

export const outboundOrders = defineResource({
  name: 'outboundOrders',
  route: 'orders/outbound',
  subject: 'BoxOrdersOutboundOrders',
  ownership: 'account',
  idField: 'idOutboundOrder',
  paths: { list: '/box/boxs/{idBox}/outboundorders', item: '/box/boxs/{idBox}/outboundorders/{id}' },
  envelope: 'outboundOrder',
  record: outboundOrderRecord,
  input: outboundOrderInput,
  savePlan: { input: outboundOrderSaveInput, parts: [productsPart] },
  writes: ['create'],
  kinds: [cancelOutboundOrder, outboundOrderStatusTypes, outboundOrderStatusHistory, outboundOrderTypes, boxProducts],
  list: {
    searchFields: ['orderReference'],
    sortFields: ['createdAt', 'orderReference', 'status', 'orderType'],
    filterFields: ['status', 'orderType'],
    defaultSort: { field: 'createdAt', direction: 'DESC' },
  },
  example: ({ idProduct, unique }) => ({
    orderType: 'DELIVERY' as const,
    orderReference: `OUT-${unique}`.slice(0, 30),
    products: [{ idProduct, orderedQuantity: 1 }],
  }),
  columns: [
    'idOutboundOrder',
    'idBox',
    'orderReference',
    'orderType',
    'status',
    'campaign',
    'budget',
    'userFirstName',
    'userLastName',
    'deliveryCity',
    'calculatedOrderWeight',
    'calculatedOrderVolume',
    'createdAt',
  ],
});
