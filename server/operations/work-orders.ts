/**
 * Storage of work orders, and their completion: the kit's components leave the warehouse and the
 * kits arrive, in one transaction through server/stock, never below what is there (an adjustment
 * that would take a component below its reserved units refuses the whole completion with
 * Insufficient quantity). The order row is locked before the stock lines.
 */
import { and, asc, eq, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import {
  cancelWorkOrder,
  completeWorkOrder,
  WORK_ORDER_STATUS,
  WORK_ORDER_STATUS_TYPES,
  workOrderKitSearch,
  workOrders,
  workOrderStatusTypes,
  workOrderStatusHistory,
} from '../../shared/operations/work-orders';
import { OPERATION_MESSAGES } from '../../shared/operations/common/order-fields';
import { GENERIC_MESSAGES } from '../../shared/rules/message';
import { authOf } from '../auth/context';
import type { Tx } from '../db';
import { kits, products, workOrders as ordersTable } from '../db/schema';
import { changingNotAllowed } from '../lib/errors';
import { bind, outer } from '../registry/binding';
import type { ActionBinding } from '../registry/route-kinds';
import { adjust } from '../stock/stock';
import { checkAccountReferences, checkReach, conflict, fieldError, insufficient, isoOf, kitParts } from './common/orders';
import { accountOrderHistory } from './common/status-history';

type OrderRow = typeof ordersTable.$inferSelect;
const SUBJECT = workOrders.subject;

const nested = {
  warehouseName: sql<string>`(select w.warehouse_name from warehouses w where w.id_warehouse = ${outer(ordersTable.idWarehouse)})`,
  kitName: sql<string>`(select k.kit_name from kits k where k.id_kit = ${outer(ordersTable.idKit)})`,
  kitSku: sql<string>`(select k.sku from kits k where k.id_kit = ${outer(ordersTable.idKit)})`,
};

const shape = ({ idUser: _idUser, createdAt, completedAt, ...record }: Record<string, unknown>) => ({
  ...record,
  createdAt: isoOf(createdAt),
  completedAt: isoOf(completedAt) ?? null,
});

async function readOrder(tx: Tx, idWorkOrder: string) {
  const [row] = await tx
    .select({ ...getTableColumns(ordersTable), ...nested })
    .from(ordersTable)
    .where(eq(ordersTable.idWorkOrder, idWorkOrder));
  return shape(row) as never;
}

async function lockOrder(tx: Tx, request: Parameters<typeof checkReach>[0], idWorkOrder: string): Promise<OrderRow> {
  const [order] = await tx.select().from(ordersTable).where(eq(ordersTable.idWorkOrder, idWorkOrder)).for('update');
  checkReach(request, SUBJECT, 'Edit', order?.idClientAccount);
  return order;
}

/** Assembles an open work order's kits in the caller's transaction: components out, kits in, all or nothing. */
export async function completeOrder(tx: Tx, order: OrderRow, idUser: string | null) {
  if (order.status !== WORK_ORDER_STATUS.open) throw conflict(OPERATION_MESSAGES.notCompletable);
  const kit = await kitParts(tx, order.idClientAccount, { idKit: order.idKit });
  if (!kit) throw conflict(OPERATION_MESSAGES.kitWithoutComponents);
  const at = (idProduct: string, quantity: number) => ({ idWarehouse: order.idWarehouse, idProduct, quantity });
  const short = await adjust(tx, [at(kit.idProduct, order.quantity), ...kit.components.map((c) => at(c.idProduct, -c.quantity * order.quantity))], {
    cause: 'work-order',
    idReference: order.idWorkOrder,
    idUser,
  });
  if (short) throw insufficient(short);
  await tx
    .update(ordersTable)
    .set({ status: WORK_ORDER_STATUS.completed, completedAt: sql`now()` })
    .where(eq(ordersTable.idWorkOrder, order.idWorkOrder));
}

const completeBinding: ActionBinding<typeof completeWorkOrder> = {
  kind: completeWorkOrder,
  run: async (tx, { request, params }) => {
    const order = await lockOrder(tx, request, params.id);
    await completeOrder(tx, order, authOf(request).actingUser.idUser);
    return { workOrder: await readOrder(tx, order.idWorkOrder) };
  },
};

const cancelBinding: ActionBinding<typeof cancelWorkOrder> = {
  kind: cancelWorkOrder,
  run: async (tx, { request, params }) => {
    const order = await lockOrder(tx, request, params.id);
    if (order.status !== WORK_ORDER_STATUS.open) throw conflict(OPERATION_MESSAGES.notCancellable);
    await tx.update(ordersTable).set({ status: WORK_ORDER_STATUS.cancelled }).where(eq(ordersTable.idWorkOrder, order.idWorkOrder));
    return { workOrder: await readOrder(tx, order.idWorkOrder) };
  },
};

const statusTypesBinding: ActionBinding<typeof workOrderStatusTypes> = {
  kind: workOrderStatusTypes,
  run: async () => ({ workOrderStatusTypes: WORK_ORDER_STATUS_TYPES }),
};

/** Enabled kits of the account by name or SKU (contains, any case), with the product that carries each one's stock. */
const kitSearchBinding: ActionBinding<typeof workOrderKitSearch> = {
  kind: workOrderKitSearch,
  run: async (tx, { params, query }) => {
    const text = typeof query.query === 'string' ? query.query.trim().toLowerCase() : '';
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const found = await tx
      .select({ idKit: kits.idKit, kitName: kits.kitName, sku: kits.sku, idProduct: products.idProduct })
      .from(kits)
      .leftJoin(products, and(eq(products.idClientAccount, kits.idClientAccount), sql`lower(${products.sku}) = lower(${kits.sku})`))
      .where(
        and(
          eq(kits.idClientAccount, params.idClientAccount),
          eq(kits.enabled, true),
          text ? or(ilike(kits.kitName, pattern), ilike(kits.sku, pattern)) : undefined,
        ),
      )
      .orderBy(asc(kits.kitName))
      .limit(30);
    return { kits: found };
  },
};

const historyBinding = accountOrderHistory(workOrderStatusHistory, 'workOrder', {
  table: ordersTable,
  id: ordersTable.idWorkOrder,
  account: ordersTable.idClientAccount,
  subject: SUBJECT,
});

export const workOrdersBinding = bind({
  description: workOrders,
  table: ordersTable,
  nested,
  shape,
  kinds: [cancelBinding, completeBinding, statusTypesBinding, historyBinding, kitSearchBinding],
  /** The warehouse and kit are the account's; an order keeps its account and changes only while open. */
  beforeWrite: async (tx, { request, values, current }) => {
    const { status: _status, idUser: _idUser, completedAt: _completedAt, ...wanted } = values;
    let idClientAccount = String(wanted.idClientAccount);
    if (current) {
      const [locked] = await tx.select().from(ordersTable).where(eq(ordersTable.idWorkOrder, current.idWorkOrder)).for('update');
      if (wanted.idClientAccount !== undefined && wanted.idClientAccount !== locked.idClientAccount) throw changingNotAllowed('Account');
      if (locked.status !== WORK_ORDER_STATUS.open) throw conflict(OPERATION_MESSAGES.notChangeable);
      idClientAccount = locked.idClientAccount;
    }
    await checkAccountReferences(tx, idClientAccount, wanted);
    if (typeof wanted.idKit === 'string') {
      const [kit] = await tx
        .select({ id: kits.idKit })
        .from(kits)
        .where(and(eq(kits.idKit, wanted.idKit), eq(kits.idClientAccount, idClientAccount)));
      if (!kit) throw fieldError('idKit', GENERIC_MESSAGES.unknownReference);
    }
    return current ? { ...wanted, idClientAccount } : { ...wanted, idUser: authOf(request).actingUser.idUser };
  },
});
