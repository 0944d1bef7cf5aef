/**
 * Every write through the API leaves one audit entry with the status it answered: written by the
 * write's own statement when it succeeds (the generic create, update and delete, with or without
 * hooks), and after the answer when it is refused.
 */
import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO_USERS } from '../../server/db/seed';
import { auditLog, clients } from '../../server/db/schema';
import { roles as rolesResource } from '../../shared/administration/roles';
import { describeEachEngine } from '../support/engines';
import { clientFor, failure } from '../support/api';

describeEachEngine('audit of writes', (ctx) => {
  const db = () => ctx().server.database.db;

  it('records each write once with its status: create, update, delete, a refused delete, and those of a resource with hooks', async () => {
    const admin = await clientFor(ctx().server.apiUrl, DEMO_USERS.systemAdmin);
    const entries = async () =>
      (await db().select().from(auditLog).where(eq(auditLog.idUser, admin.idUser)).orderBy(auditLog.createdAt)).map(
        (e) => `${e.method} ${e.path} ${e.statusCode}`,
      );
    const before = (await entries()).length;

    // A client: no hooks, so a create and a delete are one statement each.
    const { client } = await admin.request<{ client: { idClient: string } }>({ method: 'POST', path: '/clients', body: { clientName: 'Audited client' } });
    await admin.request({ method: 'PUT', path: '/clients/{id}', params: { id: client.idClient }, body: { clientName: 'Audited client, renamed' } });
    await admin.request({ method: 'DELETE', path: '/clients/{id}', params: { id: client.idClient } });
    expect((await failure(admin.request({ method: 'DELETE', path: '/clients/{id}', params: { id: client.idClient } }))).status).toBe(404);
    expect(await db().select().from(clients).where(eq(clients.idClient, client.idClient))).toEqual([]);

    // A role: checked by hooks inside a transaction.
    const { idClient } = (await db().select().from(clients).where(eq(clients.clientName, 'Northwind Outfitters')))[0];
    const { role } = await admin.request<{ role: { idRole: string } }>({
      method: 'POST',
      path: rolesResource.paths.list,
      body: { role: 'Audited role', idClient },
    });
    await admin.request({ method: 'DELETE', path: rolesResource.paths.item, params: { id: role.idRole } });

    // The refused delete is recorded after its answer is sent, so maybe after the next write.
    await expect
      .poll(async () => (await entries()).slice(before).sort())
      .toEqual(
        [
          'POST /api/clients 201',
          `PUT /api/clients/${client.idClient} 200`,
          `DELETE /api/clients/${client.idClient} 204`,
          `DELETE /api/clients/${client.idClient} 404`,
          'POST /api/v2/application/roles 201',
          `DELETE /api/v2/application/roles/${role.idRole} 204`,
        ].sort(),
      );
  });
});
