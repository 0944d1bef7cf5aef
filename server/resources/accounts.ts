/** Storage of accounts (with their warehouses and features) and of the warehouses an account uses. */
import { and, eq, inArray } from 'drizzle-orm';
import { accounts, accountWarehouses } from '../../shared/resources/accounts';
import type { Tx } from '../db';
import { clientAccounts, clientAccountWarehouses, clients, rolePermissions, warehouses } from '../db/schema';
import { accountFeaturesBinding, allWarehousesBinding, featuresOf, saveFeatures, selectedFeatures } from './account-features';
import { bind, type PartBinding } from './binding';

type AccountRow = typeof clientAccounts.$inferSelect;
type LinkRow = typeof clientAccountWarehouses.$inferSelect;

/** Links to warehouses with the warehouses' names and types, in the given order. */
async function warehouseLinks(db: Tx, links: LinkRow[]) {
  if (!links.length) return [];
  const names = await db
    .select({ idWarehouse: warehouses.idWarehouse, warehouseName: warehouses.warehouseName, warehouseType: warehouses.warehouseType })
    .from(warehouses)
    .where(inArray(warehouses.idWarehouse, [...new Set(links.map((l) => l.idWarehouse))]));
  return links.map((link) => ({ ...link, ...names.find((n) => n.idWarehouse === link.idWarehouse)! }));
}

/** The account's warehouses as a save-plan part: the spec's sync has deletions and creations, no update. */
const warehousesPart: PartBinding<AccountRow, { idWarehouse: string; accountWMS?: string | null; wmsProductFamilyCode?: string | null }> = {
  current: (tx, { row }) =>
    tx
      .select({
        idWarehouse: clientAccountWarehouses.idWarehouse,
        accountWMS: clientAccountWarehouses.accountWMS,
        wmsProductFamilyCode: clientAccountWarehouses.wmsProductFamilyCode,
      })
      .from(clientAccountWarehouses)
      .where(eq(clientAccountWarehouses.idClientAccount, row.idClientAccount)),
  remove: async (tx, { row }, link) => {
    await tx
      .delete(clientAccountWarehouses)
      .where(and(eq(clientAccountWarehouses.idClientAccount, row.idClientAccount), eq(clientAccountWarehouses.idWarehouse, link.idWarehouse)));
  },
  add: async (tx, { row }, link) => {
    await tx.insert(clientAccountWarehouses).values({ ...link, idClientAccount: row.idClientAccount });
  },
};

const featuresPart: PartBinding<AccountRow, { feature: string }> = {
  current: (tx, { row }) => selectedFeatures(tx, row.idClientAccount),
  remove: (tx, { row }, link) => saveFeatures(tx, row.idClientAccount, { added: [], removed: [link] }),
  add: (tx, { row }, link) => saveFeatures(tx, row.idClientAccount, { added: [link], removed: [] }),
};

export const accountsBinding = bind({
  description: accounts,
  table: clientAccounts,
  // The spec's Account carries its warehouses and features; lists show the client's name.
  hydrate: async (db, rows) => {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.idClientAccount);
    const names = await db
      .select({ idClient: clients.idClient, clientName: clients.clientName })
      .from(clients)
      .where(inArray(clients.idClient, [...new Set(rows.map((r) => r.idClient))]));
    const links = (await warehouseLinks(db, await db.select().from(clientAccountWarehouses).where(inArray(clientAccountWarehouses.idClientAccount, ids)))).sort(
      (a, b) => a.warehouseName.localeCompare(b.warehouseName),
    );
    const features = await featuresOf(db, ids);
    return rows.map(({ createdAt: _createdAt, ...row }) => ({
      ...row,
      clientName: names.find((n) => n.idClient === row.idClient)!.clientName,
      clientAccountWarehouses: links.filter((l) => l.idClientAccount === row.idClientAccount),
      clientAccountFeatures: features(row.idClientAccount),
    }));
  },
  parts: { warehouses: warehousesPart, features: featuresPart },
  kinds: [accountFeaturesBinding, allWarehousesBinding],
  // Role permissions name accounts without a foreign key (the all-accounts marker is no account).
  beforeDelete: async (tx, { current }) => {
    await tx.delete(rolePermissions).where(eq(rolePermissions.idClientAccount, current.idClientAccount));
  },
});

export const accountWarehousesBinding = bind({
  description: accountWarehouses,
  table: clientAccountWarehouses,
  hydrate: (db, rows) => warehouseLinks(db, rows),
  // The warehouse is the link's identity in paths: an update changes its codes only.
  beforeWrite: (_tx, { values, current }) => (current ? { ...values, idWarehouse: current.idWarehouse } : values),
});
