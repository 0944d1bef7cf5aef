/**
 * Work orders (spec part 2: /work-orders/..., API under /workorders): kits an account asks a
 * warehouse to assemble. Completing one takes the kit's components out of the warehouse and puts
 * the kits in, in one transaction, never below zero (server/operations/work-orders.ts).
 */
import { z } from 'zod';
import { FIELD_LIMITS, maxText, requiredText } from '../rules/field-limits';
import { quantitySchema } from '../rules/quantities';
import { WORK_ORDER_STATUSES } from '../rules/statuses';
import { defineResource } from '../registry/define';
import { actionsOf, searchQuery } from '../registry/route-kinds';
import { statusHistoryRead } from './common/status-history';
import { cancelStep, optionalDay, prioritySchema, sessionAccountAndWarehouse, statusTypesRead, statusTypesOf } from './common/order-fields';

const id = z.uuid();

/** Status codes of a work order. */
export const WORK_ORDER_STATUS = WORK_ORDER_STATUSES;
export type WorkOrderStatusName = keyof typeof WORK_ORDER_STATUS;
export const WORK_ORDER_STATUS_TYPES = statusTypesOf(WORK_ORDER_STATUS);

export const workOrderRecord = z.object({
  idWorkOrder: id,
  idClientAccount: id,
  idWarehouse: id,
  warehouseName: z.string(),
  idKit: id,
  kitName: z.string(),
  kitSku: z.string(),
  orderReference: z.string(),
  quantity: z.number(),
  priority: z.string(),
  status: z.number(),
  dueDate: z.string().nullable(),
  comment: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
});

export const workOrderInput = z.object({
  idClientAccount: z.uuid('validation.required'),
  idWarehouse: z.uuid('validation.required'),
  idKit: z.uuid('validation.required'),
  orderReference: requiredText(FIELD_LIMITS.reference),
  quantity: quantitySchema,
  priority: prioritySchema.default('Normal'),
  dueDate: optionalDay,
  comment: maxText(FIELD_LIMITS.comment).nullish(),
});

const workOrderAnswer = z.object({ workOrder: workOrderRecord });
/** A work order's own calls, reached through its account (any account the caller holds CoreOrdersWorkOrders in). */
const calls = actionsOf('workOrders', { subject: 'CoreOrdersWorkOrders', account: 'any' });

export const cancelWorkOrder = cancelStep(calls, 'WorkOrder', '/workorders/{id}', workOrderAnswer, 'a work order');

/** Assembles the kits: components out, kits in, in one transaction (never below zero). */
export const completeWorkOrder = calls.step({
  name: 'completeWorkOrder',
  path: '/workorders/{id}/complete',
  answer: workOrderAnswer,
  summary: 'Complete a work order (components out of stock, kits in)',
});

/** The statuses the order took and when, oldest first (its creation first), read like the order itself. */
export const workOrderStatusHistory = statusHistoryRead(calls, 'WorkOrder', '/workorders/{id}', 'a work order');

export const workOrderStatusTypes = statusTypesRead(calls, 'workOrderStatusTypes', '/workorders/statustypes', 'work orders');

export const kitChoice = z.object({ idKit: id, kitName: z.string(), sku: z.string(), idProduct: id.nullable() });

/**
 * The kit search of the work order form: enabled kits of the account whose name or SKU contains
 * the text, with the product that carries each kit's stock (the account's product of the kit's SKU).
 */
export const workOrderKitSearch = calls.list('kits', kitChoice, {
  name: 'searchWorkOrderKits',
  access: { subject: 'CoreOrdersWorkOrders', account: { placeholder: 'idClientAccount' } },
  path: '/clients/accounts/{idClientAccount}/workorders/kits',
  query: searchQuery,
  summary: 'Search the kits a work order may assemble',
});

export const workOrders = defineResource({
  name: 'workOrders',
  route: 'work-orders',
  subject: 'CoreOrdersWorkOrders',
  ownership: 'account',
  idField: 'idWorkOrder',
  paths: { list: '/workorders', item: '/workorders/{id}' },
  envelope: 'workOrder',
  record: workOrderRecord,
  input: workOrderInput,
  kinds: [cancelWorkOrder, completeWorkOrder, workOrderStatusTypes, workOrderStatusHistory, workOrderKitSearch],
  list: {
    searchFields: ['orderReference', 'comment'],
    sortFields: ['createdAt', 'orderReference', 'status', 'priority', 'dueDate', 'quantity'],
    filterFields: ['idClientAccount', 'idWarehouse', 'status', 'priority', 'idKit'],
    defaultSort: { field: 'createdAt', direction: 'DESC' },
    scopeFilters: sessionAccountAndWarehouse,
  },
  example: ({ idClientAccount, idAccountWarehouse, idKit, unique }) => ({
    idClientAccount,
    idWarehouse: idAccountWarehouse,
    idKit,
    orderReference: `WO-${unique}`.slice(0, 30),
    quantity: 1,
  }),
  columns: ['idWorkOrder', 'orderReference', 'kitSku', 'kitName', 'quantity', 'priority', 'status', 'warehouseName', 'dueDate', 'createdAt'],
});
