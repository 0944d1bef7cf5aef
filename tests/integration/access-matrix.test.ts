/**
 * The access matrix, generated from the resource descriptions: for every described resource and
 * each of its routes (every list path, get, update, delete, create), a user holding the
 * permission on the record's account is served, a user holding it only on another client's
 * account is refused (and does not see the record in lists), and a user of the same account
 * without the permission is refused. A record owned by a user is refused to every other user
 * (who may still create their own). New descriptions are covered without writing a line here:
 * parents named in their paths are created from their own descriptions' examples. A subject held
 * only through the all-accounts marker (providers) is served to a holder of the marker alone: the
 * same permission on the account, or on another client's, is refused everything. The writes a
 * description does not offer (a box's documents are created, then changed by their own calls) have
 * no route; the holder of a box's documents is made a user of the box (box-documents.test.ts
 * covers those who are not).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTIONS, ALL_ACCOUNTS, isAllAccountsSubject, SUBJECTS, type Permission, type Subject } from '../../shared/permissions';
import { ApiError } from '../../shared/api/api-error';
import { exampleOf, listEnvelopeOf, listPaths, offers, readPathOf, RESOURCES, type ExampleContext, type ResourceDescription } from '../../shared/resources';
import { DEMO_USERS } from '../../server/db/seed';
import {
  boxUsers,
  budgetQuotas,
  clientAccountGroups,
  clientAccounts,
  clientAccountWarehouses,
  events,
  kits,
  products,
  providerSites,
  quotas,
  suppliers,
  warehouses,
} from '../../server/db/schema';
import { openStock } from '../../server/stock/stock';
import { QUOTA_SUBCALL_PATHS } from '../../server/planning/quota-subcalls';
import { BUDGET_PATHS } from '../../shared/planning/budget-quotas';
import { EVENT_TAG_PATHS, EVENT_TAG_SEARCH_PATH, RESERVATION_PATHS } from '../../shared/planning/events';
import { describeEachEngine } from '../support/engines';
import { clientFor } from '../support/api';
import { createUserWithPermissions } from '../support/users';
import type { ApiClient } from '../../shared/api/api-client';
import { BINDINGS_BY_NAME } from '../../server/resources';
import { ORDERING_PATHS } from '../../shared/ordering/paths';
import { allCatalogs } from '../../shared/administration/catalogs';
import { PRODUCT_PART_CALLS } from '../../shared/administration/product-parts';
import { catalogCategories as catalogCategoriesTable, catalogs as catalogsTable, productCategories } from '../../server/db/schema';

const all = (subject: ResourceDescription['subject']): Permission[] => ACTIONS.map((action) => ({ action, subject }));
const allBut = (...subjects: ResourceDescription['subject'][]): Permission[] =>
  SUBJECTS.filter((s) => !subjects.includes(s)).flatMap((s) => ACTIONS.map((action) => ({ action, subject: s })));
/** The subject of a second audience at the resource's own paths (the orderer's catalogs and product), if any. */
const audienceOf = (name: string) => (BINDINGS_BY_NAME as Record<string, { audience?: { subject: Subject } }>)[name]?.audience?.subject;

const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (e: unknown) => (e instanceof ApiError ? e.status : Promise.reject(e)),
  );

const RESOURCE_BY_NAME = () => Object.fromEntries(RESOURCES.map((r) => [r.name, r]));
const placeholders = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
let counter = 0;
/** Upper-case, at least 3 characters, different at every call. */
const nextUnique = () => (++counter).toString(36).toUpperCase().padStart(3, '0');

describeEachEngine('access matrix', (ctx) => {
  let account: typeof clientAccounts.$inferSelect;
  let other: typeof clientAccounts.$inferSelect;
  let admin: ApiClient;

  // Chosen once, before any test changes account codes.
  beforeAll(async () => {
    const db = ctx().server.database.db;
    [account] = await db.select().from(clientAccounts).orderBy(clientAccounts.accountCode);
    other = (await db.select().from(clientAccounts)).find((x) => x.idClient !== account.idClient)!;
    admin = await clientFor(ctx().server.apiUrl, DEMO_USERS.systemAdmin);
  });

  for (const resource of RESOURCES) {
    describe(resource.name, () => {
      let holder: ApiClient & { idUser: string }, outsider: ApiClient, without: ApiClient;
      let params: Record<string, string>;
      let context: () => ExampleContext;
      let idRecord: string;
      /** The record is itself an owner (a client, an account); it is not deleted here. */
      const isOwner = resource.idField === (resource.ownership === 'client' ? 'idClient' : 'idClientAccount');
      const example = () => exampleOf(resource, context());

      /** Creates, from their own descriptions, the parents a path names ({idClientAccountGroup}...). */
      async function parentsOf(path: string) {
        for (const name of placeholders(path).filter((n) => !(n in params) && n !== 'id')) {
          const parent = RESOURCES.find((r) => r.idField === name);
          if (!parent) throw new Error(`${resource.name}: no description has the id field {${name}}`);
          await parentsOf(parent.paths.list);
          const created = await admin.request<Record<string, Record<string, string>>>({
            method: 'POST',
            path: parent.paths.list,
            params,
            body: exampleOf(parent, context()),
          });
          params[name] = created[parent.envelope][name];
        }
      }

      beforeAll(async () => {
        const { server } = ctx();
        const db = server.database.db;
        params = { idClient: account.idClient, idClientAccount: account.idClientAccount };
        const make = async (idClient: string | null, idClientAccount: string, permissions: Permission[]) =>
          clientFor(server.apiUrl, (await createUserWithPermissions(db, { idClient, grants: [{ idClientAccount, permissions }] })).email, params);
        if (isAllAccountsSubject(resource.subject)) {
          // Held on the account itself, the permission grants nothing: that user is the outsider.
          holder = await make(null, ALL_ACCOUNTS, all(resource.subject));
          outsider = await make(account.idClient, account.idClientAccount, all(resource.subject));
        } else {
          holder = await make(account.idClient, account.idClientAccount, all(resource.subject));
          outsider = await make(other.idClient, other.idClientAccount, all(resource.subject));
        }
        // Without the permission, nor the one of a second audience served at the same paths (tested below).
        const second = audienceOf(resource.name);
        without = await make(account.idClient, account.idClientAccount, second ? allBut(resource.subject, second) : allBut(resource.subject));
        const [warehouse] = await db
          .insert(warehouses)
          .values({ warehouseName: `Matrix ${nextUnique()}`, warehouseType: 'WAREHOUSE' })
          .returning();
        const [product] = await db
          .insert(products)
          .values({ idClientAccount: account.idClientAccount, type: 'SIMPLE', productName: 'Matrix product', sku: `MX${nextUnique()}` })
          .returning();
        const [site] = await db.select().from(providerSites).limit(1);
        // What an operations order names: a warehouse the account works with, a supplier and a kit of it.
        const [worked] = await db
          .insert(warehouses)
          .values({ warehouseName: `Matrix worked ${nextUnique()}`, warehouseType: 'WAREHOUSE' })
          .returning();
        await db.insert(clientAccountWarehouses).values({ idClientAccount: account.idClientAccount, idWarehouse: worked.idWarehouse });
        const [supplier] = await db
          .insert(suppliers)
          .values({ idClientAccount: account.idClientAccount, supplierName: `Matrix ${nextUnique()}` })
          .returning();
        const [kit] = await db
          .insert(kits)
          .values({ idClientAccount: account.idClientAccount, kitName: 'Matrix kit', sku: `MK${nextUnique()}`.slice(0, 15) })
          .returning();
        context = () => ({
          ...params,
          idProviderSite: site.idProviderSite,
          idAccountWarehouse: worked.idWarehouse,
          idClientAccountSupplier: supplier.idClientAccountSupplier,
          idKit: kit.idKit,
          idClient: account.idClient,
          idClientAccount: account.idClientAccount,
          idUser: holder.idUser,
          idWarehouse: warehouse.idWarehouse,
          idProduct: product.idProduct,
          unique: nextUnique(),
        });
        await parentsOf(resource.paths.item);
        if (params.idBox && resource.subject !== 'AdminBoxAdministration') {
          // A box's documents are for those who work in it (its administration is not): the holder
          // is made a user of the box, which holds some of the example product.
          await db
            .insert(boxUsers)
            .values({ idBox: params.idBox, idUser: holder.idUser, idClientAccount: account.idClientAccount, activityBeginDate: '2026-01-01' });
          await openStock(db, [{ idWarehouse: params.idBox, idProduct: product.idProduct, physical: 1000 }]);
        }
        if (!offers(resource, 'create')) {
          // A resource only read (a box's stock) is read at the example product's line.
          idRecord = product.idProduct;
        } else if (isOwner) {
          idRecord = params[resource.idField];
        } else {
          // A user's own record is made by that user; others by the administrator.
          const creator = resource.ownership === 'user' ? holder : admin;
          const created = await creator.request<Record<string, Record<string, string>>>({ method: 'POST', path: resource.paths.list, params, body: example() });
          idRecord = created[resource.envelope][resource.idField];
        }
      });

      const lists = (api: ApiClient) =>
        Promise.all(listPaths(resource).map((path) => api.request<Record<string, Record<string, string>[]>>({ path, params, query: { pageSize: -1 } })));
      // Each list answers under the description's envelope name ("items" unless it names another).
      const listed = async (api: ApiClient) => (await lists(api)).map((answer) => answer[listEnvelopeOf(resource)].map((r) => r[resource.idField]));
      const get = (api: ApiClient) => api.request({ path: readPathOf(resource), params: { ...params, id: idRecord } });
      const put = (api: ApiClient) => api.request({ method: 'PUT', path: resource.paths.item, params: { ...params, id: idRecord }, body: example() });
      const post = (api: ApiClient) =>
        api.request<Record<string, Record<string, string>>>({ method: 'POST', path: resource.paths.list, params, body: example() });
      const del = (api: ApiClient) => api.request({ method: 'DELETE', path: resource.paths.item, params: { ...params, id: idRecord } });

      it("serves the holder of the permission on the record's account", async () => {
        for (const ids of await listed(holder)) expect(ids).toContain(idRecord);
        expect(await status(get(holder))).toBe(200);
        if (!offers(resource, 'update')) {
          // The writes a description does not offer have no route.
          expect(await status(put(holder))).toBe(404);
          expect(await status(del(holder))).toBe(404);
          if (offers(resource, 'create')) expect(await status(post(holder))).toBe(200);
          return;
        }
        expect(await status(put(holder))).toBe(200);
        if (isOwner) {
          // A client is created only with the all-accounts marker; an account under its client.
          expect(await status(post(holder))).toBe(resource.ownership === 'client' ? 403 : 200);
          return;
        }
        expect(await status(del(holder))).toBe(200);
        // Gone, it answers like any record out of reach (a missing one to a holder of the marker, who would see it).
        expect(await status(get(holder))).toBe(isAllAccountsSubject(resource.subject) ? 404 : 403);
        const created = await post(holder);
        idRecord = created[resource.envelope][resource.idField];
        expect(await status(get(holder))).toBe(200);
      });

      it("refuses a holder of the permission on another client's account", async () => {
        for (const ids of await listed(outsider).catch(() => [])) expect(ids).not.toContain(idRecord);
        expect(await status(get(outsider))).toBe(403);
        if (offers(resource, 'update')) expect(await status(put(outsider))).toBe(403);
        if (offers(resource, 'delete')) expect(await status(del(outsider))).toBe(403);
        // Anybody may add to their own records; nobody to another client's.
        if (offers(resource, 'create')) expect(await status(post(outsider))).toBe(resource.ownership === 'user' ? 200 : 403);
      });

      it('refuses a user of the same account without the permission', async () => {
        const calls = [
          ...listPaths(resource).map((path) => without.request({ path, params })),
          get(without),
          ...(offers(resource, 'update') ? [put(without)] : []),
          ...(offers(resource, 'delete') ? [del(without)] : []),
          ...(offers(resource, 'create') ? [post(without)] : []),
        ];
        expect(await Promise.all(calls.map(status))).toEqual(calls.map(() => 403));
      });
    });
  }

  // The planning calls beside the described resources: each served to the holder of its permission
  // on the account, refused to a holder on another client's account and to a user of the account without it.
  describe('planning calls', () => {
    it('serves each to the holder of its permission only', async () => {
      const { server } = ctx();
      const db = server.database.db;
      const make = async (idClient: string, idClientAccount: string, permissions: Permission[]) =>
        clientFor(server.apiUrl, (await createUserWithPermissions(db, { idClient, grants: [{ idClientAccount, permissions }] })).email);
      const params = { idClientAccount: account.idClientAccount };
      const [product] = await db
        .insert(products)
        .values({ idClientAccount: account.idClientAccount, type: 'SIMPLE', productName: 'Matrix planning', sku: `MP${nextUnique()}` })
        .returning();
      const [group] = await db
        .insert(clientAccountGroups)
        .values({ idClientAccount: account.idClientAccount, groupName: `Matrix ${nextUnique()}` })
        .returning();
      const [budget] = await db
        .insert(budgetQuotas)
        .values({ idClientAccount: account.idClientAccount, label: 'Matrix budget', quotaType: 2, validTo: new Date('2099-12-31') })
        .returning();
      const [quota] = await db
        .insert(quotas)
        .values({
          idClientAccount: account.idClientAccount,
          quotaType: 2,
          idUserGroup: group.idClientAccountGroup,
          idProduct: product.idProduct,
          quota: 5,
          validTo: new Date('2099-12-31'),
        })
        .returning();
      const [event] = await db
        .insert(events)
        .values({ idClientAccount: account.idClientAccount, eventName: 'Matrix event', eventStartDate: '2099-06-01', eventEndDate: '2099-06-02' })
        .returning();
      const calls: {
        subject: Subject;
        method?: 'GET' | 'PUT';
        path: string;
        params: Record<string, string>;
        query?: Record<string, string>;
        body?: unknown;
      }[] = [
        { subject: 'AdminBudgetQuotas', method: 'PUT', path: BUDGET_PATHS.amounts, params: { ...params, idQuota: budget.idQuota }, body: { amounts: [] } },
        { subject: 'AdminBudgetQuotas', path: BUDGET_PATHS.structure, params: { ...params, quotaType: '2', idParentEntity: account.idClientAccount } },
        { subject: 'BudgetQuotasBudgetQuotas', path: BUDGET_PATHS.userBudgets, params: {}, query: params },
        { subject: 'BudgetQuotasBudgetQuotas', path: BUDGET_PATHS.userTotals, params: {}, query: { ...params, fromDate: '2026-01-01', toDate: '2026-12-31' } },
        { subject: 'AdminQuotas', path: QUOTA_SUBCALL_PATHS.hierarchy, params: { ...params, idQuota: quota.idQuota } },
        { subject: 'AdminQuotas', path: QUOTA_SUBCALL_PATHS.usergroup, params: { ...params, idQuota: quota.idQuota } },
        { subject: 'AdminQuotas', path: QUOTA_SUBCALL_PATHS.group, params: { ...params, idUserGroup: group.idClientAccountGroup } },
        { subject: 'AdminQuotas', path: QUOTA_SUBCALL_PATHS.personal, params: { ...params, idQuota: quota.idQuota } },
        { subject: 'EventsEvents', path: EVENT_TAG_SEARCH_PATH, params: { ...params, query: 'x' } },
        { subject: 'EventsEvents', path: EVENT_TAG_PATHS.list, params: { idEvent: event.idEvent } },
        { subject: 'EventsEvents', path: RESERVATION_PATHS.range, params: { idProduct: product.idProduct, fromDate: '2026-01-01', toDate: '2026-12-31' } },
        { subject: 'EventsEvents', path: RESERVATION_PATHS.stocks, params: { idProduct: product.idProduct, date: '2026-06-01' } },
      ];
      for (const call of calls) {
        const request = (api: ApiClient) =>
          api.request({ method: call.method ?? 'GET', path: call.path, params: call.params, query: call.query, body: call.body });
        const holder = await make(account.idClient, account.idClientAccount, all(call.subject));
        const outsider = await make(other.idClient, other.idClientAccount, all(call.subject));
        const without = await make(account.idClient, account.idClientAccount, allBut(call.subject));
        expect([call.path, await status(request(holder)), await status(request(outsider)), await status(request(without))]).toEqual([call.path, 200, 403, 403]);
      }
    });
  });

  // The orderer's answers at the administration's paths (the spec's GET .../catalogs and GET
  // .../products/{id}): served to the holder of the orderer's permission, refused to a holder on
  // another client's account and to a user of the account holding neither.
  describe("second audiences at the resources' own paths, and the ordering calls beside them", () => {
    it('serves each to the holder of its permission only', async () => {
      const { server } = ctx();
      const db = server.database.db;
      const make = async (idClient: string, idClientAccount: string, permissions: Permission[]) =>
        clientFor(server.apiUrl, (await createUserWithPermissions(db, { idClient, grants: [{ idClientAccount, permissions }] })).email);
      const params = { idClient: account.idClient, idClientAccount: account.idClientAccount };
      // A product filed in an enabled catalog; the holder also administers shipping methods, so sees every group's catalogs.
      const [catalog] = await db
        .insert(catalogsTable)
        .values({ idClientAccount: account.idClientAccount, catalogName: `Matrix ${nextUnique()}` })
        .returning();
      const [category] = await db
        .insert(catalogCategoriesTable)
        .values({ idClientAccount: account.idClientAccount, idCatalog: catalog.idCatalog, categoryName: 'Matrix' })
        .returning();
      const [product] = await db
        .insert(products)
        .values({ idClientAccount: account.idClientAccount, type: 'SIMPLE', productName: 'Matrix audience', sku: `MA${nextUnique()}` })
        .returning();
      await db
        .insert(productCategories)
        .values({ idProduct: product.idProduct, idCatalogCategory: category.idCatalogCategory, idClientAccount: account.idClientAccount });
      const calls = Object.entries(RESOURCE_BY_NAME()).flatMap(([name, resource]) => {
        const subject = audienceOf(name);
        if (!subject) return [];
        const binding = (BINDINGS_BY_NAME as Record<string, { audience?: { list?: unknown; read?: unknown } }>)[name];
        return [
          ...(binding.audience?.list ? [{ name, subject, admin: resource.subject, path: resource.paths.list, params }] : []),
          ...(binding.audience?.read
            ? [{ name, subject, admin: resource.subject, path: readPathOf(resource), params: { ...params, id: product.idProduct } }]
            : []),
        ];
      });
      expect(calls.map((c) => c.name).sort()).toEqual(['catalogs', 'products']);
      for (const call of calls) {
        const request = (api: ApiClient) => api.request({ path: call.path, params: call.params });
        const holder = await make(account.idClient, account.idClientAccount, [...all(call.subject), ...all('AdminShippingMethods')]);
        const outsider = await make(other.idClient, other.idClientAccount, all(call.subject));
        const without = await make(account.idClient, account.idClientAccount, allBut(call.subject, call.admin));
        expect([call.path, await status(request(holder)), await status(request(outsider)), await status(request(without))]).toEqual([call.path, 200, 403, 403]);
      }

      // The spec's ordering calls beside them: a category's products, every catalog at once, a
      // user's address book (the caller's own: the checkout's call), each with the permissions it needs.
      const ordering: {
        subjects: Subject[];
        method?: 'GET' | 'PUT' | 'POST';
        path: string;
        params: (idUser: string) => Record<string, string>;
        body?: unknown;
      }[] = [
        {
          subjects: ['CatalogCatalogProductSearch'],
          path: ORDERING_PATHS.categoryProducts,
          params: () => ({ ...params, idCatalogCategory: category.idCatalogCategory }),
        },
        { subjects: ['AdminCatalogs'], path: allCatalogs.path, params: () => params },
        { subjects: ['CoreGeneralCheckout', 'CoreOrders'], path: ORDERING_PATHS.userAddressBook, params: (idUser) => ({ ...params, idUser }) },
        {
          subjects: ['CoreGeneralCheckout', 'CoreOrders'],
          method: 'PUT',
          path: ORDERING_PATHS.userAddressBook,
          params: (idUser) => ({ ...params, idUser }),
          body: {},
        },
        // A product's parts at their own calls: each read, and a tag added.
        ...PRODUCT_PART_CALLS.filter((c) => c.offers.includes('GET')).map((c) => ({
          subjects: ['AdminProducts' as const],
          path: c.collection,
          params: () => ({ idProduct: product.idProduct }),
        })),
        {
          subjects: ['AdminProducts'],
          method: 'POST',
          path: '/products/{idProduct}/tags',
          params: () => ({ idProduct: product.idProduct }),
          body: { tagName: 'Matrix' },
        },
      ];
      for (const call of ordering) {
        const request = (api: ApiClient & { idUser: string }) =>
          api.request({ method: call.method ?? 'GET', path: call.path, params: call.params(api.idUser), body: call.body });
        const granted = call.subjects.flatMap(all);
        const holder = await make(account.idClient, account.idClientAccount, [...granted, ...all('AdminShippingMethods')]);
        const outsider = await make(other.idClient, other.idClientAccount, granted);
        const without = await make(account.idClient, account.idClientAccount, allBut(...call.subjects));
        expect([call.path, await status(request(holder)), await status(request(outsider)), await status(request(without))]).toEqual([call.path, 200, 403, 403]);
      }
    });
  });
});
