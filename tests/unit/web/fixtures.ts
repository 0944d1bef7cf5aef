import { ALL_ACCOUNTS, type AccountPermissions } from '../../../shared/permissions';
import type { SessionUser, Warehouse } from '../../../web/shell/session/session-user';

export const ids = {
  tom: '11111111-1111-4111-8111-111111111111',
  julie: '22222222-2222-4222-8222-222222222222',
  admin: '33333333-3333-4333-8333-333333333333',
  northwind: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  lumiere: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  outdoor: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  stores: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
  ecommerce: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee',
  lyon: 'f0000000-0000-4000-8000-000000000001',
  lille: 'f0000000-0000-4000-8000-000000000002',
};

const ordering = (idClientAccount: string): AccountPermissions => ({
  idClientAccount,
  permissions: [
    { action: 'View', subject: 'CoreGeneralDashboard' },
    { action: 'View', subject: 'CoreOrders' },
  ],
});

const base = {
  email: 'x@example.test',
  idClient: null,
  mobile: null,
  phone: null,
  cultureLanguageCode: 'en',
  company: null,
  companySite: null,
  department: null,
  jobTitle: null,
  canMasquerade: false,
  hasQuotas: false,
  hasBudgetQuotas: false,
  enabled: true,
  clientIdLogoImage: null,
  adminRoles: [],
  accountPermissions: [] as AccountPermissions[],
  applications: [],
  eventAccounts: [] as string[],
};

/** tom.baker: one account (Outdoor Retail) with two warehouses; ordering only. */
export const tom: SessionUser = {
  ...base,
  idUser: ids.tom,
  firstName: 'Tom',
  lastName: 'Baker',
  idClient: ids.northwind,
  client: { idClient: ids.northwind, clientName: 'Northwind Outfitters', presetColor: 'teal', idLogoImage: null, idCoverImage: null },
  accounts: [{ idClientAccount: ids.outdoor, idClient: ids.northwind, accountName: 'Outdoor Retail', accountCode: 'OR', roles: [] }],
  accountPermissions: [ordering(ids.outdoor)],
};

/** julie.bernard: two accounts. */
export const julie: SessionUser = {
  ...base,
  idUser: ids.julie,
  firstName: 'Julie',
  lastName: 'Bernard',
  idClient: ids.lumiere,
  client: { idClient: ids.lumiere, clientName: 'Maison Lumière', presetColor: 'burgundy', idLogoImage: null, idCoverImage: null },
  accounts: [
    { idClientAccount: ids.stores, idClient: ids.lumiere, accountName: 'Boutiques France', accountCode: 'BF', roles: [] },
    { idClientAccount: ids.ecommerce, idClient: ids.lumiere, accountName: 'E-commerce', accountCode: 'EC', roles: [] },
  ],
  accountPermissions: [ordering(ids.stores), ordering(ids.ecommerce)],
};

/** The system administrator: no account of their own, every permission on all accounts. */
export const admin: SessionUser = {
  ...base,
  idUser: ids.admin,
  firstName: 'Alex',
  lastName: 'Morgan',
  client: null,
  accounts: [],
  accountPermissions: [
    {
      idClientAccount: ALL_ACCOUNTS,
      permissions: [
        { action: 'View', subject: 'AdminClients' },
        { action: 'Edit', subject: 'AdminClients' },
        { action: 'View', subject: 'CoreGeneralDashboard' },
      ],
    },
  ],
};

export const warehouse = (idWarehouse: string, warehouseName: string, warehouseType: 'WAREHOUSE' | 'BOX' = 'WAREHOUSE'): Warehouse => ({
  idWarehouse,
  warehouseName,
  warehouseType,
});
