/**
 * Privilege escalation, generated from the permission list: for every permission (action x
 * subject) a client administrator does not hold in her account, every way of obtaining it or
 * taking it from others (role edit, role deletion, role assignment and removal, user creation
 * and update with a role, admin roles) is refused with 403 in the one error shape, and her permissions are the
 * same afterwards (so masquerading stays refused). A control shows the same paths succeed for a
 * permission she holds, so the refusals come from the grant rule, not from the setup.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { ApiClient } from '../../shared/api/api-client';
import { ACTIONS, canAccess, SUBJECTS, type Permission } from '../../shared/permissions';
import { ROLE_PERMISSIONS_PATH, roles as roleResource, SYSTEM_ADMIN_ROLE } from '../../shared/administration/roles';
import { USER_LINK_PATHS, users } from '../../shared/administration/users';
import { loadAccountPermissions } from '../../server/auth/permissions';
import type { Db } from '../../server/db';
import { DEMO_USERS } from '../../server/db/seed';
import { clientAccounts, rolePermissions, roles, userRoles, users as userTable } from '../../server/db/schema';
import { clientFor, failure } from '../support/api';
import { describeEachEngine } from '../support/engines';
import { createUserWithPermissions } from '../support/users';

/** A client role of the account holding exactly these permissions there, made straight in the database. */
async function roleWith(db: Db, idClient: string, idClientAccount: string, permissions: Permission[]) {
  const [role] = await db
    .insert(roles)
    .values({ role: `Escalation ${randomUUID().slice(0, 8)}`, idClient, idClientAccount })
    .returning();
  if (permissions.length) await db.insert(rolePermissions).values(permissions.map((p) => ({ ...p, idRole: role.idRole, idClientAccount })));
  return role.idRole;
}

/** Every way a permission could reach or leave someone through the API, for one permission. */
function paths(claire: ApiClient, ids: { idClient: string; idClientAccount: string; ownRole: string; target: string }) {
  const { idClient, idClientAccount, ownRole, target } = ids;
  const account = { idClient, idClientAccount };
  return {
    /** Role edit: her own role gets the permission. */
    grantToOwnRole: async (permission: Permission, held: Permission[]) =>
      claire.request({
        method: 'PUT',
        path: ROLE_PERMISSIONS_PATH,
        params: { idClientAccount, idRole: ownRole },
        body: { rolePermissions: [...held, permission] },
      }),
    /** Role edit: a role of her client loses the permission. */
    removeFromRole: async (idRole: string) =>
      claire.request({ method: 'PUT', path: ROLE_PERMISSIONS_PATH, params: { idClientAccount, idRole }, body: { rolePermissions: [] } }),
    /** Role deletion: everybody holding a role carrying it loses it. */
    deleteRole: async (idRole: string) => claire.request({ method: 'DELETE', path: roleResource.paths.item, params: { id: idRole } }),
    /** Role assignment: a user of her account is given a role carrying it. */
    assignRole: async (idRole: string) =>
      claire.request({ method: 'POST', path: USER_LINK_PATHS.accountRoles, params: { ...account, idUser: target }, body: { idRole } }),
    /** Role assignment: a role carrying it is taken from a user. */
    unassignRole: async (idApplicationRole: string) =>
      claire.request({ method: 'DELETE', path: USER_LINK_PATHS.accountRole, params: { ...account, idUser: target, idApplicationRole } }),
    /** User creation with a role carrying it (the users save plan). */
    createUserWithRole: async (idRole: string, email: string) =>
      claire.request({
        method: 'POST',
        path: users.paths.list,
        body: { idClient, email, firstName: 'Esc', lastName: 'Alation', accounts: [{ idClientAccount, roles: [{ idRole }] }] },
      }),
    /** User update adding a role carrying it to the roles the user has (the users save plan). */
    updateUserWithRole: async (idRole: string, current: string[]) =>
      claire.request({
        method: 'PUT',
        path: users.paths.item,
        params: { id: target },
        body: {
          idClient,
          email: 'ignored@test.example',
          firstName: 'Test',
          lastName: 'User',
          accounts: [{ idClientAccount, roles: [...current, idRole].map((id) => ({ idRole: id })) }],
        },
      }),
  };
}

describeEachEngine('escalation through roles, role assignments and user creation', (ctx) => {
  it('refuses, for every permission a client administrator does not hold, every way to obtain or remove it', async () => {
    const { apiUrl, database } = ctx().server;
    const db = database.db;
    const claire = await clientFor(apiUrl, DEMO_USERS.clientAdmin);
    const admin = await clientFor(apiUrl, DEMO_USERS.systemAdmin);
    const [assignment] = await db.select().from(userRoles).where(eq(userRoles.idUser, claire.idUser));
    const idClientAccount = assignment.idClientAccount!;
    const [{ idClient }] = await db.select().from(clientAccounts).where(eq(clientAccounts.idClientAccount, idClientAccount));
    const ownRole = assignment.idRole;
    const before = await loadAccountPermissions(db, claire.idUser);
    const heldHere = (before.find((e) => e.idClientAccount === idClientAccount)?.permissions ?? []).sort((a, b) =>
      `${a.subject}${a.action}`.localeCompare(`${b.subject}${b.action}`),
    );
    const target = (await createUserWithPermissions(db, { idClient, grants: [{ idClientAccount, permissions: [] }] })).idUser;
    const call = paths(claire, { idClient, idClientAccount, ownRole, target });

    const all = SUBJECTS.flatMap((subject) => ACTIONS.map((action) => ({ action, subject })));
    const notHeld = all.filter((p) => !canAccess(before, { ...p, idClientAccount }));
    // Enough left to try: the client administrator holds her client's administration and planning, not the platform's.
    expect(notHeld.length).toBeGreaterThan(20);
    expect(notHeld).toContainEqual({ action: 'View', subject: 'CoreMasquerade' });

    // The control: with a permission she holds, the same paths succeed.
    const control = heldHere[0];
    const controlRole = await roleWith(db, idClient, idClientAccount, []);
    await claire.request({
      method: 'PUT',
      path: ROLE_PERMISSIONS_PATH,
      params: { idClientAccount, idRole: controlRole },
      body: { rolePermissions: [control] },
    });
    const given = await call.assignRole(controlRole);
    expect(given).toMatchObject({ userRole: { idRole: controlRole } });
    await call.createUserWithRole(controlRole, `control-${randomUUID()}@test.example`);

    let tried = 0;
    let refused = 0;
    const expectRefused = async (attempt: Promise<unknown>, what: string) => {
      tried++;
      const error = await failure(attempt).catch((cause: Error) => {
        throw new Error(`${what}: ${cause.message}`);
      });
      expect([error.status, error.body.message, error.body.code]).toEqual([403, 'You do not have permission to do this.', 'FORBIDDEN']);
      refused++;
    };

    for (const permission of notHeld) {
      const idRole = await roleWith(db, idClient, idClientAccount, [permission]);
      const email = `escalation-${randomUUID()}@test.example`;
      const targetRoles = (await db.select({ idRole: userRoles.idRole }).from(userRoles).where(eq(userRoles.idUser, target))).map((r) => r.idRole);
      await expectRefused(call.grantToOwnRole(permission, heldHere), `grantToOwnRole ${permission.action} ${permission.subject}`);
      await expectRefused(call.removeFromRole(idRole), `removeFromRole ${permission.action} ${permission.subject}`);
      await expectRefused(call.deleteRole(idRole), `deleteRole ${permission.action} ${permission.subject}`);
      await expectRefused(call.assignRole(idRole), `assignRole ${permission.action} ${permission.subject}`);
      await expectRefused(call.createUserWithRole(idRole, email), `createUserWithRole ${permission.action} ${permission.subject}`);
      await expectRefused(call.updateUserWithRole(idRole, targetRoles), `updateUserWithRole ${permission.action} ${permission.subject}`);
      // Taking it away: the user is given the role behind the API's back, then it is taken.
      const [held] = await db.insert(userRoles).values({ idUser: target, idRole, idClientAccount }).returning();
      await expectRefused(call.unassignRole(held.idApplicationRole), `unassignRole ${permission.action} ${permission.subject}`);
      // Nothing was half-done: no user, the role still carries the permission, the assignment stays.
      expect(await db.select().from(userTable).where(eq(userTable.email, email))).toEqual([]);
      expect(await db.select().from(rolePermissions).where(eq(rolePermissions.idRole, idRole))).toHaveLength(1);
      expect(
        await db
          .select()
          .from(userRoles)
          .where(and(eq(userRoles.idUser, target), eq(userRoles.idRole, idRole))),
      ).toHaveLength(1);
    }

    // Admin roles reach across accounts: only all-accounts holders give them.
    const [systemAdmin] = await db
      .select()
      .from(roles)
      .where(and(eq(roles.role, SYSTEM_ADMIN_ROLE), eq(roles.isAdminRole, true)));
    await expectRefused(
      claire.request({ method: 'POST', path: USER_LINK_PATHS.adminRoles, params: { idUser: claire.idUser }, body: { idRole: systemAdmin.idRole } }),
      'admin role',
    );

    // Afterwards she holds exactly what she held, so masquerading is still refused.
    const held = async () =>
      (await loadAccountPermissions(db, claire.idUser))
        .map((e) => `${e.idClientAccount}: ${e.permissions.map((p) => `${p.action}:${p.subject}`).sort()}`)
        .sort();
    expect(await held()).toEqual(before.map((e) => `${e.idClientAccount}: ${e.permissions.map((p) => `${p.action}:${p.subject}`).sort()}`).sort());
    await expectRefused(
      claire.request({ method: 'PUT', path: '/masquerade/session', body: { idUserMasquerade: target, isOpen: true, idClientAccount } }),
      'masquerade',
    );
    await expectRefused(claire.request({ path: '/masquerade/{a}/users/{q}', params: { a: idClientAccount, q: 'Test' } }), 'masquerade users');

    expect(refused).toBe(tried);
    expect(tried).toBe(notHeld.length * 7 + 3);
    console.info(`escalation: ${notHeld.length} permissions not held, ${tried} paths tried, ${refused} refused`);
    // The system administrator, who holds every permission, may still grant them.
    await admin.request({ method: 'PUT', path: ROLE_PERMISSIONS_PATH, params: { idClientAccount, idRole: ownRole }, body: { rolePermissions: heldHere } });
  }, 120_000);
});
