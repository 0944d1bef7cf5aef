/**
 * Who is looking at the catalog: the account, the acting user and whether the user sees every
 * catalog and shipping method of the account (an administrator) or only those of their groups.
 * The routes decide it from the session and permissions; the queries here only apply it.
 */
import { and, eq, exists, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Tx } from '../db';
import { clientAccountGroups, clientAccountGroupUsers } from '../db/schema';

export interface CatalogScope {
  idClientAccount: string;
  idUser: string;
  /** True for administrators of the account: groups do not narrow what they see. */
  seesAllGroups: boolean;
}

/** "The user is a member of this enabled group": the condition every group-scoped read shares. */
export function memberOfGroup(tx: Tx, scope: CatalogScope, idClientAccountGroup: SQLWrapper): SQL {
  return exists(
    tx
      .select({ one: clientAccountGroupUsers.idClientAccountGroupUser })
      .from(clientAccountGroupUsers)
      .innerJoin(clientAccountGroups, eq(clientAccountGroups.idClientAccountGroup, clientAccountGroupUsers.idClientAccountGroup))
      .where(
        and(
          eq(clientAccountGroupUsers.idClientAccountGroup, idClientAccountGroup),
          eq(clientAccountGroupUsers.idUser, scope.idUser),
          eq(clientAccountGroups.enabled, true),
        ),
      ),
  );
}
