/** The session user (GET /userinfo) and the user's own profile update (PUT /userinfo). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { userLimits } from '../../shared/rules/field-limits';
import { authOf, authorize } from '../auth/context';
import type { Db, Tx } from '../db';
import { applications, clientAccounts, clients, roles, userAccounts, userApplications, userRoles, users } from '../db/schema';
import { loadAccountPermissions } from '../auth/permissions';

/** The fields a user may change on their own profile; e-mail and client are not among them. */
// Other fields of the user (idUser, e-mail, client, ...) may come along and are dropped.
const profileInput = z.object({
  ...userLimits.pick({ firstName: true, lastName: true, mobile: true, phone: true, company: true, companySite: true, department: true, jobTitle: true }).shape,
  cultureLanguageCode: z.enum(['en', 'fr'], 'validation.invalid'),
});

/** Everything the shell needs about the acting user, in the spec's User shape. */
export async function sessionUser(db: Tx, idUser: string) {
  const [user] = await db.select().from(users).where(eq(users.idUser, idUser));
  const [client] = user.idClient ? await db.select().from(clients).where(eq(clients.idClient, user.idClient)) : [];
  const roleRows = await db
    .select({ idClientAccount: userRoles.idClientAccount, idRole: roles.idRole, role: roles.role, isAdminRole: roles.isAdminRole })
    .from(userRoles)
    .innerJoin(roles, eq(roles.idRole, userRoles.idRole))
    .where(eq(userRoles.idUser, idUser));
  // The accounts the user is associated with, even those where no role is given yet.
  const accountIds = (await db.select({ id: userAccounts.idClientAccount }).from(userAccounts).where(eq(userAccounts.idUser, idUser))).map((a) => a.id);
  const accountRows = accountIds.length
    ? await db.select().from(clientAccounts).where(inArray(clientAccounts.idClientAccount, accountIds)).orderBy(asc(clientAccounts.accountName))
    : [];
  const apps = await db
    .select({
      idApplication: applications.idApplication,
      applicationType: applications.applicationType,
      url: applications.url,
      name: applications.name,
      description: applications.description,
      idImage: applications.idImage,
    })
    .from(userApplications)
    .innerJoin(applications, eq(applications.idApplication, userApplications.idApplication))
    .where(eq(userApplications.idUser, idUser));
  const accountPermissions = await loadAccountPermissions(db, idUser);
  const { idIdentity: _i, createdAt: _c, deleted: _d, ...profile } = user;
  return {
    ...profile,
    client: client
      ? {
          idClient: client.idClient,
          clientName: client.clientName,
          presetColor: client.presetColor,
          idLogoImage: client.idLogoImage,
          idCoverImage: client.idCoverImage,
        }
      : null,
    clientIdLogoImage: client?.idLogoImage ?? null,
    accounts: accountRows.map((a) => ({
      idClientAccount: a.idClientAccount,
      idClient: a.idClient,
      accountName: a.accountName,
      accountCode: a.accountCode,
      roles: roleRows.filter((r) => r.idClientAccount === a.idClientAccount).map(({ idRole, role }) => ({ idRole, role })),
    })),
    adminRoles: roleRows.filter((r) => !r.idClientAccount).map(({ idRole, role }) => ({ idRole, role })),
    accountPermissions,
    applications: apps,
    // hasQuotas and hasBudgetQuotas come with the user's row (profile); events with the accounts.
    eventAccounts: accountRows.filter((a) => a.eventAccount).map((a) => a.idClientAccount),
  };
}

export function registerUserinfoRoutes(app: FastifyInstance, db: Db) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/userinfo', {
    schema: { tags: ['session'] },
    handler: async (request) => {
      const auth = authOf(request);
      const user = await sessionUser(db, auth.actingUser.idUser);
      return { ...user, masquerade: auth.idMasquerade ? { idMasquerade: auth.idMasquerade, idUser: auth.idUser } : null };
    },
  });
  routes.put('/userinfo', {
    schema: { tags: ['session'], body: profileInput },
    handler: async (request) => {
      const auth = authorize(request, 'Edit', 'CoreGeneralUserAccountUserProfile');
      await db.update(users).set(request.body).where(eq(users.idUser, auth.actingUser.idUser));
      return sessionUser(db, auth.actingUser.idUser);
    },
  });
}
