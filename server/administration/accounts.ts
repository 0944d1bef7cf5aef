/** Storage of accounts (with their warehouses and features) and of the warehouses an account uses. */
import { and, eq, sql } from 'drizzle-orm';
import { ACCOUNT_FEATURES, accounts, accountWarehouses } from '../../shared/administration/accounts';
import { clientAccounts, clientAccountWarehouses, clients, rolePermissions } from '../db/schema';
import { accountFeaturesBinding, allWarehousesBinding, saveFeatures, selectedFeatures } from './account-features';
import { accountWarehouseListBinding, warehouseReadBinding } from './warehouses';
import { bind, columnsOf, outer, type PartBinding } from '../registry/binding';
import { linkRows } from '../registry/link-rows';
import { pickColumns } from '../db/columns';

type AccountRow = typeof clientAccounts.$inferSelect;

/** The warehouse's name or type beside a link to it (a nested value of the link's row). */
const ofWarehouse = (column: 'warehouse_name' | 'warehouse_type') =>
  sql`(select w.${sql.raw(column)} from warehouses w where w.id_warehouse = ${outer(clientAccountWarehouses.idWarehouse)})`;

/**
 * The account's warehouses as a save-plan part: the spec's sync has deletions and creations; a
 * link kept with other codes is changed in place, so what stands on it (a box, stock) stays.
 */
const warehousesPart: PartBinding<AccountRow, { idWarehouse: string; accountWMS?: string | null; wmsProductFamilyCode?: string | null }> = {
  ...linkRows(
    clientAccountWarehouses.idClientAccount,
    (row: AccountRow) => row.idClientAccount,
    {
      ...pickColumns(clientAccountWarehouses, 'idWarehouse', 'accountWMS', 'wmsProductFamilyCode'),
    },
    'idWarehouse',
  ),
  add: async (tx, { row }, link) => {
    await tx.insert(clientAccountWarehouses).values({ ...link, idClientAccount: row.idClientAccount });
  },
  change: async (tx, { row }, _stored, wanted) => {
    await tx
      .update(clientAccountWarehouses)
      .set({ accountWMS: wanted.accountWMS ?? null, wmsProductFamilyCode: wanted.wmsProductFamilyCode ?? null })
      .where(and(eq(clientAccountWarehouses.idClientAccount, row.idClientAccount), eq(clientAccountWarehouses.idWarehouse, wanted.idWarehouse)));
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
  // The spec's Account carries its warehouses (by name) and every feature, selected or not;
  // lists show the client's name.
  nested: {
    ...columnsOf(clientAccounts.idClient, clients.idClient, { clientName: clients.clientName }),
    clientAccountWarehouses: sql`coalesce((
      select json_agg(json_build_object('idClientAccountWarehouse', l.id_client_account_warehouse, 'idClientAccount', l.id_client_account,
                                        'idWarehouse', l.id_warehouse, 'warehouseName', w.warehouse_name, 'warehouseType', w.warehouse_type,
                                        'accountWMS', l.account_wms, 'wmsProductFamilyCode', l.wms_product_family_code)
                      order by w.warehouse_name)
      from client_account_warehouses l inner join warehouses w on w.id_warehouse = l.id_warehouse
      where l.id_client_account = ${outer(clientAccounts.idClientAccount)}), '[]'::json)`,
    clientAccountFeatures: sql`(
      select json_agg(json_build_object('feature', f.feature, 'isSelected', exists(
               select from client_account_features s where s.id_client_account = ${outer(clientAccounts.idClientAccount)} and s.feature = f.feature))
             order by f.position)
      from unnest(array[${sql.join(
        ACCOUNT_FEATURES.map((feature) => sql`${feature}`),
        sql`, `,
      )}]::text[]) with ordinality as f(feature, position))`,
  },
  shape: ({ createdAt: _createdAt, ...record }) => record,
  parts: { warehouses: warehousesPart, features: featuresPart },
  kinds: [accountFeaturesBinding, allWarehousesBinding, accountWarehouseListBinding, warehouseReadBinding],
  // Role permissions name accounts without a foreign key (the all-accounts marker is no account).
  beforeDelete: async (tx, { current }) => {
    await tx.delete(rolePermissions).where(eq(rolePermissions.idClientAccount, current.idClientAccount));
  },
});

export const accountWarehousesBinding = bind({
  description: accountWarehouses,
  table: clientAccountWarehouses,
  nested: { warehouseName: ofWarehouse('warehouse_name'), warehouseType: ofWarehouse('warehouse_type') },
  // The warehouse is the link's identity in paths: an update changes its codes only.
  beforeWrite: (_tx, { values, current }) => (current ? { ...values, idWarehouse: current.idWarehouse } : values),
});
