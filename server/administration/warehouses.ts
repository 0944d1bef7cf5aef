/**
 * Warehouses: those of an account (GET /warehouses?IdClient&IdClientAccount&pageSize, answered
 * under the spec's `warehouses`) and one (GET /warehouses/{id}), for members of the account
 * through any permission (shared/administration/accounts.ts). All of them for administrators is
 * the `allWarehouses` action.
 */
import type { FastifyRequest } from 'fastify';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { ALL_ACCOUNTS } from '../../shared/permissions';
import { accountWarehouseList, accountWarehousesQuery, warehouseRead, warehouseRecord } from '../../shared/administration/accounts';
import { authOf } from '../auth/context';
import { clientAccounts, clientAccountWarehouses, warehouses } from '../db/schema';
import { forbidden, notFound } from '../lib/errors';
import type { ActionBinding } from '../registry/route-kinds';
import type { Tx } from '../db';
import { pickColumns } from '../db/columns';

/** Accounts the acting user belongs to through any permission; null means every account. */
function memberAccounts(request: FastifyRequest): string[] | null {
  const entries = authOf(request).accountPermissions;
  return entries.some((e) => e.idClientAccount === ALL_ACCOUNTS) ? null : entries.map((e) => e.idClientAccount);
}

export const accountWarehouseListBinding: ActionBinding<typeof accountWarehouseList> = {
  kind: accountWarehouseList,
  run: async (tx, { request, query }) => {
    const { IdClient, IdClientAccount, pageSize, currentPage } = query as z.infer<typeof accountWarehousesQuery>;
    const members = memberAccounts(request);
    if (members && !members.includes(IdClientAccount)) throw forbidden();
    const where = and(eq(clientAccountWarehouses.idClientAccount, IdClientAccount), IdClient ? eq(clientAccounts.idClient, IdClient) : undefined);
    const [{ total }] = await tx
      .select({ total: count() })
      .from(clientAccountWarehouses)
      .innerJoin(clientAccounts, eq(clientAccounts.idClientAccount, clientAccountWarehouses.idClientAccount))
      .where(where);
    let rows = tx
      .select({ warehouse: warehouses })
      .from(clientAccountWarehouses)
      .innerJoin(clientAccounts, eq(clientAccounts.idClientAccount, clientAccountWarehouses.idClientAccount))
      .innerJoin(warehouses, eq(warehouses.idWarehouse, clientAccountWarehouses.idWarehouse))
      .where(where)
      .orderBy(asc(warehouses.warehouseName))
      .$dynamic();
    if (pageSize !== -1) rows = rows.limit(pageSize).offset((currentPage - 1) * pageSize);
    const found = (await rows).map((r) => warehouseRecord.parse(r.warehouse));
    return { warehouses: found, searchCriteria: { totalCount: total, currentPage, pageSize } };
  },
};

export const warehouseReadBinding: ActionBinding<typeof warehouseRead> = {
  kind: warehouseRead,
  run: async (tx, { request, params }) => {
    const members = memberAccounts(request);
    const [warehouse] = await tx.select().from(warehouses).where(eq(warehouses.idWarehouse, params.id));
    if (!members) {
      if (!warehouse) throw notFound();
      return { warehouse: warehouseRecord.parse(warehouse) };
    }
    const [link] =
      warehouse && members.length
        ? await tx
            .select({ id: clientAccountWarehouses.idClientAccountWarehouse })
            .from(clientAccountWarehouses)
            .where(and(eq(clientAccountWarehouses.idWarehouse, warehouse.idWarehouse), inArray(clientAccountWarehouses.idClientAccount, members)))
        : [];
    if (!link) throw forbidden();
    return { warehouse: warehouseRecord.parse(warehouse) };
  },
};

/**
 * The account's warehouse `idWarehouse` (a warehouse or a box), or null when it is not one of the
 * account's. Every call naming an account and a warehouse asks this before it reads or moves stock.
 */
export async function accountWarehouse(tx: Tx, idClientAccount: string, idWarehouse: string) {
  const [found] = await tx
    .select(pickColumns(warehouses, 'idWarehouse', 'warehouseName', 'warehouseType'))
    .from(clientAccountWarehouses)
    .innerJoin(warehouses, eq(warehouses.idWarehouse, clientAccountWarehouses.idWarehouse))
    .where(and(eq(clientAccountWarehouses.idClientAccount, idClientAccount), eq(clientAccountWarehouses.idWarehouse, idWarehouse)));
  return found ?? null;
}

/** The warehouses (not boxes) of these accounts, by name, each with its account: what stock screens and imports offer. */
export function accountsWarehouses(tx: Tx, idClientAccounts: string[]) {
  return tx
    .select({ ...pickColumns(warehouses, 'idWarehouse', 'warehouseName'), idClientAccount: clientAccountWarehouses.idClientAccount })
    .from(clientAccountWarehouses)
    .innerJoin(warehouses, eq(warehouses.idWarehouse, clientAccountWarehouses.idWarehouse))
    .where(and(inArray(clientAccountWarehouses.idClientAccount, idClientAccounts), eq(warehouses.warehouseType, 'WAREHOUSE')))
    .orderBy(asc(warehouses.warehouseName));
}
