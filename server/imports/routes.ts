/**
 * Bulk imports: GET /imports/targets (what the caller may import into) and the batch endpoints
 * of each kind. Every one needs the BulkImport permission on the kind's subject in the account it
 * writes to; a caller never sees nor reaches accounts outside their permissions.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { importTargetsCall } from '../../shared/imports/calls';
import { IMPORT_KINDS, KINDS } from '../../shared/imports/kinds';
import { accountScope, authOf } from '../auth/context';
import type { Db } from '../db';
import { addressBooks, clientAccounts, clients, cultureLanguages, roles } from '../db/schema';
import { visibleShippingMethods } from '../administration/catalog-visibility';
import { seesAllGroups } from '../ordering/scope';
import type { WelcomeMailOptions } from '../auth/welcome-mail';
import { registerKind, type ActionBinding } from '../registry/route-kinds';
import { registerBulkAddressRoutes } from './addresses';
import { registerBulkUserRoutes } from './users';
import { registerBulkProductRoutes } from './products';
import { registerBulkOrderRoutes } from './orders';
import { registerBulkGoodsInRoutes } from './goods-in';
import { pickColumns } from '../db/columns';
import { accountsWarehouses } from '../administration/warehouses';

/** Open to every signed-in user: each kind reads only the accounts where the caller holds its BulkImport permission. */
const targetsBinding: ActionBinding<typeof importTargetsCall> = {
  kind: importTargetsCall,
  run: async (tx, { request }) => {
    const scopes = IMPORT_KINDS.map((kind) => ({ kind, accounts: accountScope(request, 'BulkImport', KINDS[kind].subject) }));
    const ids = [...new Set(scopes.flatMap((s) => (s.accounts === 'all' ? [] : s.accounts)))];
    const anyAll = scopes.some((s) => s.accounts === 'all');
    const rows =
      anyAll || ids.length
        ? await tx
            .select({ ...pickColumns(clients, 'idClient', 'clientName'), ...pickColumns(clientAccounts, 'idClientAccount', 'accountCode', 'accountName') })
            .from(clientAccounts)
            .innerJoin(clients, eq(clients.idClient, clientAccounts.idClient))
            .where(anyAll ? undefined : inArray(clientAccounts.idClientAccount, ids))
            .orderBy(asc(clients.clientName), asc(clientAccounts.accountName))
        : [];
    const accounts = rows
      .map((a) => ({ ...a, kinds: scopes.filter((s) => s.accounts === 'all' || s.accounts.includes(a.idClientAccount)).map((s) => s.kind) }))
      .filter((a) => a.kinds.length);
    const userClients = [...new Set(accounts.filter((a) => a.kinds.includes('users')).map((a) => a.idClient))];
    const bookAccounts = accounts.filter((a) => a.kinds.includes('addresses') || a.kinds.includes('orders')).map((a) => a.idClientAccount);
    const orderAccounts = accounts.filter((a) => a.kinds.includes('orders')).map((a) => a.idClientAccount);
    // Customer orders ship from a warehouse; stock, supplier orders and work orders go into one.
    const warehouseAccounts = accounts
      .filter((a) => a.kinds.some((kind) => kind === 'orders' || kind === 'stock' || kind === 'supplier-orders' || kind === 'work-orders'))
      .map((a) => a.idClientAccount);
    const idUser = authOf(request).actingUser.idUser;
    // The methods the importer may order with in each account, as the checkout offers them (deliveries only: see bulk-orders.ts).
    const methods = (
      await Promise.all(
        orderAccounts.map(async (idClientAccount) =>
          (await visibleShippingMethods(tx, { idClientAccount, idUser, seesAllGroups: seesAllGroups(request, idClientAccount) })).filter(
            (m) => !m.isProvisionAtDock,
          ),
        ),
      )
    ).flat();
    return {
      accounts,
      roles: userClients.length
        ? await tx
            .select({ idRole: roles.idRole, role: roles.role, idClient: roles.idClient, idClientAccount: roles.idClientAccount })
            .from(roles)
            .where(and(eq(roles.isAdminRole, false), inArray(roles.idClient, userClients)))
            .orderBy(asc(roles.role))
            .then((found) => found.flatMap((r) => (r.idClient ? [{ ...r, idClient: r.idClient }] : [])))
        : [],
      languages: await tx
        .select({ cultureLanguageCode: cultureLanguages.cultureLanguageCode, name: cultureLanguages.name })
        .from(cultureLanguages)
        .orderBy(asc(cultureLanguages.displayPosition)),
      addressBooks: bookAccounts.length
        ? await tx
            .select(pickColumns(addressBooks, 'idAddressBook', 'addressBookName', 'idClientAccount'))
            .from(addressBooks)
            .where(inArray(addressBooks.idClientAccount, bookAccounts))
            .orderBy(asc(addressBooks.addressBookName))
        : [],
      warehouses: warehouseAccounts.length ? await accountsWarehouses(tx, warehouseAccounts) : [],
      shippingMethods: methods.map((m) => ({
        idShippingMethod: m.idShippingMethod,
        shippingMethodCode: m.shippingMethodCode,
        shippingMethodName: m.shippingMethodName,
        idClientAccount: m.idClientAccount,
      })),
    };
  },
};

export function registerBulkImportRoutes(app: FastifyInstance, db: Db, mail: WelcomeMailOptions) {
  registerKind(app, db, targetsBinding as ActionBinding);
  registerBulkUserRoutes(app, db, mail);
  registerBulkAddressRoutes(app, db);
  registerBulkProductRoutes(app, db);
  registerBulkOrderRoutes(app, db);
  registerBulkGoodsInRoutes(app, db);
}
