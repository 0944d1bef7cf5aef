import { beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ApiClient } from '../../shared/api/api-client';
import { createApiClient } from '../../shared/api/api-client';
import { createDataProvider } from '../../shared/data-provider';
import { ALL_ACCOUNTS } from '../../shared/permissions';
import { ROLE_PERMISSIONS_PATH, roles as rolesResource } from '../../shared/administration/roles';
import { groups } from '../../shared/administration/groups';
import { DEMO_USERS } from '../../server/db/seed';
import { clientAccounts, clients, rolePermissions, roles } from '../../server/db/schema';
import { describeEachEngine } from '../support/engines';
import { clientFor, signIn, failure } from '../support/api';
import { createUserWithPermissions } from '../support/users';

type Role = { idRole: string; role: string; isAdminRole: boolean; idClient: string | null; idClientAccount: string | null };
type Permissions = { rolePermissions: { action: string; subject: string }[] };

describeEachEngine('roles and their permissions', (ctx) => {
  let admin: ApiClient, claire: ApiClient;
  let lumiere: string, northwind: string;
  let account: Record<string, string>;
  let systemAdmin: string;
  const db = () => ctx().server.database.db;

  beforeAll(async () => {
    [admin, claire] = await Promise.all([DEMO_USERS.systemAdmin, DEMO_USERS.clientAdmin].map((email) => clientFor(ctx().server.apiUrl, email)));
    const byName = Object.fromEntries((await db().select().from(clients)).map((c) => [c.clientName, c.idClient]));
    [lumiere, northwind] = [byName['Maison Lumière'], byName['Northwind Outfitters']];
    account = Object.fromEntries((await db().select().from(clientAccounts)).map((a) => [a.accountCode, a.idClientAccount]));
    systemAdmin = (await db().select().from(roles).where(eq(roles.role, 'SystemAdmin')))[0].idRole;
  });

  it("lists admin roles and client roles, with the spec's role filter while an account is chosen", async () => {
    const adminRoles = await admin.request<{ items: Role[] }>({
      path: rolesResource.paths.list,
      query: { filterGroups: JSON.stringify([{ filters: [{ field: 'isAdminRole', value: 1 }] }]) },
    });
    expect(adminRoles.items.map((r) => r.role)).toEqual(['SystemAdmin']);
    const clientRoles = await admin.request<{ items: Role[] }>({
      method: 'PUT',
      path: rolesResource.paths.list,
      body: { filterGroups: [{ filters: [{ field: 'isAdminRole', value: '0' }] }, { filters: [{ field: 'idClient', value: lumiere }] }] },
    });
    expect(clientRoles.items.map((r) => r.role)).toEqual(['Client Administrator', 'Orderer']);
    // Claire never sees admin roles nor another client's roles.
    const visible = await claire.request<{ items: Role[] }>({ path: rolesResource.paths.list, query: { pageSize: -1 } });
    expect(visible.items.every((r) => r.idClient === lumiere)).toBe(true);
    // In the data provider, a chosen account adds the account filter unless the filters name it or the admin flag.
    const tokens = await signIn(ctx().server.apiUrl, DEMO_USERS.systemAdmin);
    const scoped = createDataProvider(
      createApiClient({
        baseUrl: ctx().server.apiUrl,
        getScope: () => ({ idClientAccount: account.NWO }),
        tokens: { getAccessToken: () => tokens.accessToken, renew: async () => false },
      }),
    );
    const sort = { field: 'role', order: 'ASC' as const };
    expect((await scoped.getList('roles', { pagination: { page: 1, perPage: 25 }, sort, filter: {} })).data.map((r) => r.idClientAccount)).toEqual([
      account.NWO,
    ]);
    expect((await scoped.getList('roles', { pagination: { page: 1, perPage: 25 }, sort, filter: { isAdminRole: 1 } })).data.map((r) => r.role)).toEqual([
      'SystemAdmin',
    ]);
  });

  it('creates, renames and deletes client roles, with the admin/client rules', async () => {
    const post = (api: ApiClient, body: unknown) => api.request<{ role: Role }>({ method: 'POST', path: rolesResource.paths.list, body });
    const created = (await post(claire, { role: 'Buyer', idClient: lumiere, idClientAccount: account.MLS })).role;
    expect(created).toMatchObject({ role: 'Buyer', isAdminRole: false, idClient: lumiere, idClientAccount: account.MLS });
    expect((await failure(post(claire, { role: 'Elsewhere', idClient: northwind }))).status).toBe(403);
    expect((await failure(post(claire, { role: 'Boss', isAdminRole: true }))).status).toBe(403);
    expect((await failure(post(admin, { role: 'Boss', isAdminRole: true, idClient: lumiere }))).errors).toEqual({ idClient: 'validation.invalid' });
    expect((await failure(post(admin, { role: 'Nobody' }))).errors).toEqual({ idClient: 'validation.required' });
    expect((await failure(post(admin, { role: 'Mixed', idClient: lumiere, idClientAccount: account.NWO }))).errors).toEqual({
      idClientAccount: 'validation.unknownReference',
    });
    const item = { path: rolesResource.paths.item, params: { id: created.idRole } };
    // Names are unique within a client across its accounts (case ignored), and among admin roles.
    const same = await failure(post(claire, { role: 'orderer', idClient: lumiere, idClientAccount: account.MLE }));
    expect([same.status, same.code, same.message, same.errors]).toEqual([
      409,
      'DUPLICATE_NAME',
      'This client already has a role with this name.',
      { role: 'validation.unique.role' },
    ]);
    const renamedToTaken = await failure(claire.request({ method: 'PUT', ...item, body: { ...created, role: 'Client administrator' } }));
    expect([renamedToTaken.status, renamedToTaken.errors]).toEqual([409, { role: 'validation.unique.role' }]);
    const admins = await failure(post(admin, { role: 'SYSTEMADMIN', isAdminRole: true }));
    expect([admins.status, admins.code, admins.errors]).toEqual([409, 'DUPLICATE_NAME', { role: 'validation.unique.adminRole' }]);
    const elsewhere = (await post(admin, { role: 'Buyer', idClient: northwind })).role;
    await admin.request({ method: 'DELETE', path: rolesResource.paths.item, params: { id: elsewhere.idRole } });
    expect((await claire.request<{ role: Role }>({ method: 'PUT', ...item, body: { ...created, role: 'Store buyer' } })).role.role).toBe('Store buyer');
    const moved = await failure(claire.request({ method: 'PUT', ...item, body: { ...created, idClientAccount: account.MLE } }));
    expect([moved.message, moved.code]).toEqual(['Changing Account is not allowed!', 'CHANGE_NOT_ALLOWED']);
    await claire.request({ method: 'DELETE', ...item });
    expect((await failure(claire.request(item))).status).toBe(403);
  });

  it('protects the SystemAdmin role from renaming and deletion, and refuses deleting a role in use', async () => {
    const item = { path: rolesResource.paths.item, params: { id: systemAdmin } };
    const current = (await admin.request<{ role: Role }>(item)).role;
    const renamed = await failure(admin.request({ method: 'PUT', ...item, body: { ...current, role: 'Root' } }));
    expect([renamed.status, renamed.message, renamed.code]).toEqual([400, 'The SystemAdmin role cannot be renamed.', 'SYSTEM_ROLE']);
    const deleted = await failure(admin.request({ method: 'DELETE', ...item }));
    expect([deleted.status, deleted.message]).toEqual([400, 'The SystemAdmin role cannot be deleted.']);
    const orderer = (
      await db()
        .select()
        .from(roles)
        .where(and(eq(roles.role, 'Orderer'), eq(roles.idClient, lumiere)))
    )[0];
    expect((await failure(admin.request({ method: 'DELETE', path: rolesResource.paths.item, params: { id: orderer.idRole } }))).code).toBe('IN_USE');
  });

  it("replaces a role's permissions on an account in one go, and the change takes effect", async () => {
    const role = (await claire.request<{ role: Role }>({ method: 'POST', path: rolesResource.paths.list, body: { role: 'Group keeper', idClient: lumiere } }))
      .role;
    const path = { path: ROLE_PERMISSIONS_PATH, params: { idClientAccount: account.MLS, idRole: role.idRole } };
    const put = (rolePermissions: unknown[]) => claire.request<Permissions>({ method: 'PUT', ...path, body: { rolePermissions } });
    expect(
      (
        await put([
          { action: 'View', subject: 'AdminGroups' },
          { action: 'Edit', subject: 'AdminGroups' },
          { action: 'View', subject: 'AdminGroups' },
        ])
      ).rolePermissions,
    ).toEqual([
      { action: 'Edit', subject: 'AdminGroups' },
      { action: 'View', subject: 'AdminGroups' },
    ]);
    // A user with that role sees the account's groups, until the permission is replaced away.
    const keeper = await createUserWithPermissions(db(), { idClient: lumiere, grants: [] });
    await claire.request({
      method: 'POST',
      path: '/clients/{idClient}/accounts/{idClientAccount}/users',
      params: { idClient: lumiere, idClientAccount: account.MLS },
      body: { idUser: keeper.idUser },
    });
    await claire.request({
      method: 'POST',
      path: '/clients/{idClient}/accounts/{idClientAccount}/users/{idUser}/roles',
      params: { idClient: lumiere, idClientAccount: account.MLS, idUser: keeper.idUser },
      body: { idRole: role.idRole },
    });
    const asKeeper = await clientFor(ctx().server.apiUrl, keeper.email);
    const groupsOf = () => asKeeper.request({ path: groups.paths.list, params: { idClient: lumiere, idClientAccount: account.MLS } });
    await groupsOf();
    const invalid = await failure(put([{ action: 'View', subject: 'AdminNothing' }]));
    expect([invalid.status, invalid.errors]).toEqual([400, { 'rolePermissions.0.subject': 'validation.invalid' }]);
    expect((await claire.request<Permissions>(path)).rolePermissions).toHaveLength(2);
    expect((await put([{ action: 'View', subject: 'CoreOrders' }])).rolePermissions).toEqual([{ action: 'View', subject: 'CoreOrders' }]);
    expect((await failure(groupsOf())).status).toBe(403);
    const stored = await db().select().from(rolePermissions).where(eq(rolePermissions.idRole, role.idRole));
    expect(stored.map((p) => p.subject)).toEqual(['CoreOrders']);
  });

  it("keeps permission editing inside the caller's accounts and the role's client", async () => {
    const orderer = (
      await db()
        .select()
        .from(roles)
        .where(and(eq(roles.role, 'Orderer'), eq(roles.idClient, lumiere)))
    )[0].idRole;
    const northwindRole = (await db().select().from(roles).where(eq(roles.idClient, northwind)))[0].idRole;
    const get = (api: ApiClient, idClientAccount: string, idRole: string) =>
      failure(api.request({ path: ROLE_PERMISSIONS_PATH, params: { idClientAccount, idRole } }));
    expect((await get(claire, account.NWO, northwindRole)).status).toBe(403);
    expect((await get(claire, account.MLS, northwindRole)).status).toBe(403);
    expect((await get(claire, ALL_ACCOUNTS, systemAdmin)).status).toBe(403);
    expect((await get(claire, account.MLS, systemAdmin)).status).toBe(403);
    expect((await get(admin, account.NWO, orderer)).status).toBe(404);
    const all = await admin.request<Permissions>({ path: ROLE_PERMISSIONS_PATH, params: { idClientAccount: ALL_ACCOUNTS, idRole: systemAdmin } });
    expect(all.rolePermissions.length).toBeGreaterThan(100);
  });
});
