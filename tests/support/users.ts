/** Creates users with exactly the permissions a test needs, straight in the database. */
import { randomUUID } from 'node:crypto';
import { ALL_ACCOUNTS, type Permission } from '../../shared/permissions';
import { hashPassword } from '../../server/auth/passwords';
import type { Db } from '../../server/db';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { inArray } from 'drizzle-orm';
import { EMAIL_TAKEN_WINDOW_MS, FORM_PATH, IMPORT_PATH } from '../../server/auth/taken-email-throttle';
import { auditLog, identities, rolePermissions, roles, userAccounts, userRoles, users } from '../../server/db/schema';

let passwordHash: Promise<string> | undefined;

export async function createUserWithPermissions(
  db: Db,
  options: { idClient: string | null; grants: { idClientAccount: string; permissions: Permission[] }[] },
) {
  passwordHash ??= hashPassword(DEMO_PASSWORD);
  const email = `user-${randomUUID()}@test.example`;
  const [identity] = await db
    .insert(identities)
    .values({ email, passwordHash: await passwordHash, givenName: 'Test', surname: 'User', displayName: 'Test User' })
    .returning();
  const [user] = await db
    .insert(users)
    .values({ email, idIdentity: identity.idIdentity, firstName: 'Test', lastName: 'User', idClient: options.idClient })
    .returning();
  for (const grant of options.grants) {
    const [role] = await db
      .insert(roles)
      .values({ role: `Test role ${randomUUID().slice(0, 8)}`, idClient: options.idClient })
      .returning();
    if (grant.permissions.length) {
      await db.insert(rolePermissions).values(grant.permissions.map((p) => ({ ...p, idRole: role.idRole, idClientAccount: grant.idClientAccount })));
    }
    // The all-accounts marker is no account: its role is application-wide, as the system administrator's.
    if (grant.idClientAccount === ALL_ACCOUNTS) {
      await db.insert(userRoles).values({ idUser: user.idUser, idRole: role.idRole });
      continue;
    }
    await db.insert(userAccounts).values({ idUser: user.idUser, idClientAccount: grant.idClientAccount }).onConflictDoNothing();
    await db.insert(userRoles).values({ idUser: user.idUser, idRole: role.idRole, idClientAccount: grant.idClientAccount });
  }
  return { email, idUser: user.idUser };
}

/**
 * Moves every counted "e-mail already in use" answer out of the window: a test of that budget
 * starts with a full one, whatever earlier tests of its file spent from the same client's.
 */
export async function forgetTakenEmailAnswers(db: Db) {
  await db
    .update(auditLog)
    .set({ createdAt: new Date(Date.now() - EMAIL_TAKEN_WINDOW_MS - 60_000) })
    .where(inArray(auditLog.path, [FORM_PATH, IMPORT_PATH]));
}
