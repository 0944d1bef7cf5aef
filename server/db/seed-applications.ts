/**
 * A second application, and a Northwind orderer who has both (the spec's application chooser
 * and the header's switcher show for users with more than one): Sam Leroy orders in Outdoor
 * Retail like Tom Baker, with the same role, and also works in Wareport Analytics.
 */
import { eq, sql } from 'drizzle-orm';
import type { Tx } from './index';
import * as t from './schema';
import { DEMO_USERS } from './demo-users';

export async function seedApplicationsDemo(tx: Tx) {
  const [portal] = await tx.select().from(t.applications).where(eq(t.applications.name, 'Wareport Portal'));
  const [tom] = await tx
    .select({ user: t.users, passwordHash: t.identities.passwordHash })
    .from(t.users)
    .innerJoin(t.identities, eq(t.identities.idIdentity, t.users.idIdentity))
    .where(eq(sql`lower(${t.users.email})`, DEMO_USERS.orderer));
  if (!portal || !tom) return;
  const [analytics] = await tx
    .insert(t.applications)
    .values({ applicationType: 'WEB', name: 'Wareport Analytics', description: 'Dashboards of stock and orders', url: 'https://analytics.wareport.example/' })
    .returning();
  const [identity] = await tx
    .insert(t.identities)
    .values({ email: DEMO_USERS.twoApplications, passwordHash: tom.passwordHash, givenName: 'Sam', surname: 'Leroy', displayName: 'Sam Leroy' })
    .returning();
  const [sam] = await tx
    .insert(t.users)
    .values({
      idIdentity: identity.idIdentity,
      email: DEMO_USERS.twoApplications,
      firstName: 'Sam',
      lastName: 'Leroy',
      cultureLanguageCode: 'en',
      idClient: tom.user.idClient,
      company: 'Northwind Outfitters',
      jobTitle: 'Category manager',
    })
    .returning();
  await tx.insert(t.userApplications).values([portal, analytics].map((a) => ({ idUser: sam.idUser, idApplication: a.idApplication })));
  const accounts = await tx.select().from(t.userAccounts).where(eq(t.userAccounts.idUser, tom.user.idUser));
  if (accounts.length) await tx.insert(t.userAccounts).values(accounts.map((a) => ({ idUser: sam.idUser, idClientAccount: a.idClientAccount })));
  const roles = await tx.select().from(t.userRoles).where(eq(t.userRoles.idUser, tom.user.idUser));
  if (roles.length) await tx.insert(t.userRoles).values(roles.map((r) => ({ idUser: sam.idUser, idRole: r.idRole, idClientAccount: r.idClientAccount })));
}
