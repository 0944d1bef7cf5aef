import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApiClient } from '../../shared/api/api-client';
import { createDataProvider } from '../../shared/data-provider';
import { groups, groupUsers } from '../../shared/administration/groups';
import { USER_LINK_PATHS } from '../../shared/administration/users';
import { DEMO_USERS } from '../../server/db/seed';
import { clientAccounts, users } from '../../server/db/schema';
import { describeEachEngine } from '../support/engines';
import { clientFor, failure } from '../support/api';
import { createUserWithPermissions } from '../support/users';

type Group = { idClientAccountGroup: string; idClientAccount: string; groupName: string; enabled: boolean };
type Member = { idClientAccountGroupUser: string; idUser: string; firstName: string; email: string };

describeEachEngine('groups and their members', (ctx) => {
  let admin: ApiClient, claire: ApiClient, tom: ApiClient;
  let mls: { idClient: string; idClientAccount: string }, nwo: { idClient: string; idClientAccount: string };
  let person: Record<string, string>;

  beforeAll(async () => {
    const db = ctx().server.database.db;
    [admin, claire, tom] = await Promise.all(
      [DEMO_USERS.systemAdmin, DEMO_USERS.clientAdmin, DEMO_USERS.orderer].map((email) => clientFor(ctx().server.apiUrl, email)),
    );
    const accounts = await db.select().from(clientAccounts);
    const params = (code: string) => {
      const a = accounts.find((x) => x.accountCode === code)!;
      return { idClient: a.idClient, idClientAccount: a.idClientAccount };
    };
    [mls, nwo] = [params('MLS'), params('NWO')];
    person = Object.fromEntries((await db.select().from(users)).map((u) => [u.email, u.idUser]));
  });

  it('lists the seeded group of an account with its users (pageSize -1 and 10000)', async () => {
    const { items } = await claire.request<{ items: Group[] }>({ path: groups.paths.list, params: mls, query: { pageSize: -1 } });
    expect(items.map((g) => g.groupName)).toEqual(['Boutique buyers']);
    const members = await claire.request<{ items: Member[] }>({
      path: groupUsers.paths.list,
      params: { ...mls, idClientAccountGroup: items[0].idClientAccountGroup },
      query: { pageSize: 10000 },
    });
    expect(members.items.map((m) => m.email).sort()).toEqual([DEMO_USERS.clientAdmin, DEMO_USERS.multiAccount]);
    expect((await failure(claire.request({ path: groups.paths.list, params: nwo }))).status).toBe(403);
    expect((await failure(tom.request({ path: groups.paths.list, params: nwo }))).status).toBe(403);
  });

  it('creates, renames, disables and deletes a group; the account in the path wins over the body', async () => {
    const provider = createDataProvider(claire);
    const { data: created } = await provider.create('groups', {
      data: { groupName: 'Window dressers', enabled: true, idClientAccount: nwo.idClientAccount },
      meta: { params: mls },
    });
    expect(created).toMatchObject({ groupName: 'Window dressers', enabled: true, idClientAccount: mls.idClientAccount });
    const { data: updated } = await provider.update('groups', {
      id: created.id,
      data: { groupName: 'Visual merchandising', enabled: false },
      previousData: created,
      meta: { params: mls },
    });
    expect(updated).toMatchObject({ groupName: 'Visual merchandising', enabled: false });
    // Group names are unique within their account (case ignored); another account may reuse one.
    const taken = await failure(provider.create('groups', { data: { groupName: 'boutique BUYERS' }, meta: { params: mls } }));
    expect([taken.status, taken.code, taken.message, taken.errors]).toEqual([
      409,
      'DUPLICATE_NAME',
      'This account already has a group with this name.',
      { groupName: 'validation.unique.groupName' },
    ]);
    const renamed = await failure(
      provider.update('groups', { id: created.id, data: { groupName: 'Boutique buyers' }, previousData: updated, meta: { params: mls } }),
    );
    expect(renamed.errors).toEqual({ groupName: 'validation.unique.groupName' });
    const { data: reused } = await createDataProvider(admin).create('groups', { data: { groupName: 'Visual merchandising' }, meta: { params: nwo } });
    await createDataProvider(admin).delete('groups', { id: reused.id, previousData: reused, meta: { params: nwo } });
    const blank = await failure(provider.create('groups', { data: { groupName: '  ' }, meta: { params: mls } }));
    expect(blank.errors).toEqual({ groupName: 'validation.required' });
    // Another account of the same client in the path does not reach the group.
    const mle = {
      ...mls,
      idClientAccount: (await admin.request<{ items: { idClientAccount: string; accountCode: string }[] }>({ path: '/clients/accounts' })).items.find(
        (a) => a.accountCode === 'MLE',
      )!.idClientAccount,
    };
    expect((await failure(provider.getOne('groups', { id: created.id, meta: { params: mle } }))).status).toBe(403);
    await provider.delete('groups', { id: created.id, previousData: updated, meta: { params: mls } });
    expect((await failure(provider.getOne('groups', { id: created.id, meta: { params: mls } }))).status).toBe(403);
  });

  it("adds only users of the group's account, once, and removes them", async () => {
    const { group } = await claire.request<{ group: Group }>({
      method: 'POST',
      path: groups.paths.list,
      params: mls,
      body: { groupName: 'Pickers', enabled: true, idClientAccount: mls.idClientAccount },
    });
    const params = { ...mls, idClientAccountGroup: group.idClientAccountGroup };
    const add = (idUser: string) => claire.request<{ groupUser: Member }>({ method: 'POST', path: groupUsers.paths.list, params, body: { idUser } });
    const { groupUser } = await add(person[DEMO_USERS.multiAccount]);
    expect(groupUser).toMatchObject({ idUser: person[DEMO_USERS.multiAccount], firstName: 'Julie' });
    const outsider = await failure(add(person[DEMO_USERS.orderer]));
    expect([outsider.status, outsider.errors]).toEqual([400, { idUser: 'validation.userNotInAccount' }]);
    // A deleted user is no member, though still linked to the account.
    const db = ctx().server.database.db;
    const gone = await createUserWithPermissions(db, { idClient: mls.idClient, grants: [{ idClientAccount: mls.idClientAccount, permissions: [] }] });
    await db.update(users).set({ deleted: true }).where(eq(users.idUser, gone.idUser));
    const deleted = await failure(add(gone.idUser));
    expect([deleted.status, deleted.errors]).toEqual([400, { idUser: 'validation.userNotInAccount' }]);
    const twice = await failure(add(person[DEMO_USERS.multiAccount]));
    expect([twice.status, twice.errors]).toEqual([409, { idUser: 'validation.duplicate' }]);
    await claire.request({ method: 'DELETE', path: groupUsers.paths.item, params: { ...params, id: groupUser.idClientAccountGroupUser } });
    expect((await claire.request<{ items: Member[] }>({ path: groupUsers.paths.list, params })).items).toEqual([]);
  });

  it("drops a member from the account's groups when the user leaves the account", async () => {
    const { items } = await admin.request<{ items: Group[] }>({ path: groups.paths.list, params: mls });
    const params = { ...mls, idClientAccountGroup: items.find((g) => g.groupName === 'Boutique buyers')!.idClientAccountGroup };
    const julie = person[DEMO_USERS.multiAccount];
    await claire.request({ method: 'DELETE', path: USER_LINK_PATHS.accountUser, params: { ...mls, idUser: julie } });
    const members = await admin.request<{ items: Member[] }>({ path: groupUsers.paths.list, params });
    expect(members.items.map((m) => m.idUser)).not.toContain(julie);
    const db = ctx().server.database.db;
    expect((await db.select().from(users).where(eq(users.idUser, julie)))[0].enabled).toBe(true);
  });
});
