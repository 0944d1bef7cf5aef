/**
 * The access matrix, generated from the resource descriptions: for every described resource and
 * each of its routes, a user holding the permission on the record's account is served, a user
 * holding it only on another client's account is refused (and does not see the record in lists),
 * and a user of the same account without the permission is refused. New descriptions are covered
 * without writing a line here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTIONS, SUBJECTS, type Permission } from '../../shared/permissions';
import { ApiError } from '../../shared/api/api-error';
import { RESOURCES, type ResourceDescription } from '../../shared/resources';
import { DEMO_USERS } from '../../server/db/seed';
import { clientAccounts } from '../../server/db/schema';
import { describeEachEngine } from '../support/engines';
import { clientFor } from '../support/api';
import { createUserWithPermissions } from '../support/users';
import type { ApiClient } from '../../shared/api/api-client';

const all = (subject: ResourceDescription['subject']): Permission[] => ACTIONS.map((action) => ({ action, subject }));
const allBut = (subject: ResourceDescription['subject']): Permission[] =>
  SUBJECTS.filter((s) => s !== subject).flatMap((s) => ACTIONS.map((action) => ({ action, subject: s })));

const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (e: unknown) => (e instanceof ApiError ? e.status : Promise.reject(e)),
  );

describeEachEngine('access matrix', (ctx) => {
  for (const resource of RESOURCES) {
    describe(resource.name, () => {
      let holder: ApiClient, outsider: ApiClient, without: ApiClient, admin: ApiClient;
      let params: Record<string, string>;
      let idRecord: string;
      /** The record is itself an owner (a client): only all-accounts holders may create one. */
      const isOwner = resource.idField === (resource.ownership === 'client' ? 'idClient' : 'idClientAccount');

      beforeAll(async () => {
        const { server } = ctx();
        const db = server.database.db;
        const [a] = await db.select().from(clientAccounts).orderBy(clientAccounts.accountCode);
        const other = (await db.select().from(clientAccounts)).find((x) => x.idClient !== a.idClient)!;
        params = { idClient: a.idClient, idClientAccount: a.idClientAccount };
        admin = await clientFor(server.apiUrl, DEMO_USERS.systemAdmin, params);
        const make = async (idClient: string, idClientAccount: string, permissions: Permission[]) =>
          clientFor(server.apiUrl, (await createUserWithPermissions(db, { idClient, grants: [{ idClientAccount, permissions }] })).email, params);
        holder = await make(a.idClient, a.idClientAccount, all(resource.subject));
        outsider = await make(other.idClient, other.idClientAccount, all(resource.subject));
        without = await make(a.idClient, a.idClientAccount, allBut(resource.subject));
        const created = await admin.request<Record<string, Record<string, string>>>({ method: 'POST', path: resource.paths.list, body: resource.example });
        idRecord = isOwner ? params[resource.idField] : created[resource.envelope][resource.idField];
      });

      const list = (api: ApiClient) => api.request<{ items: Record<string, string>[] }>({ path: resource.paths.list, query: { pageSize: -1 } });
      const get = (api: ApiClient) => api.request({ path: resource.paths.item, params: { id: idRecord } });
      const put = (api: ApiClient) => api.request({ method: 'PUT', path: resource.paths.item, params: { id: idRecord }, body: resource.example });
      const post = (api: ApiClient) => api.request({ method: 'POST', path: resource.paths.list, body: resource.example });
      const del = (api: ApiClient) => api.request({ method: 'DELETE', path: resource.paths.item, params: { id: idRecord } });

      it('serves the holder of the permission on the record\'s account', async () => {
        expect((await list(holder)).items.map((r) => r[resource.idField])).toContain(idRecord);
        expect(await status(get(holder))).toBe(200);
        expect(await status(put(holder))).toBe(200);
        expect(await status(post(holder))).toBe(isOwner ? 403 : 200);
      });

      it('refuses a holder of the permission on another client\'s account', async () => {
        const listed = await list(outsider).then((r) => r.items.map((x) => x[resource.idField]), () => []);
        expect(listed).not.toContain(idRecord);
        expect([await status(get(outsider)), await status(put(outsider)), await status(del(outsider)), await status(post(outsider))]).toEqual([403, 403, 403, 403]);
      });

      it('refuses a user of the same account without the permission', async () => {
        expect([await status(list(without)), await status(get(without)), await status(put(without)), await status(del(without)), await status(post(without))]).toEqual([403, 403, 403, 403, 403]);
      });
    });
  }
});
