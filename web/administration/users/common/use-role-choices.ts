import { useGetList } from 'react-admin';
import { ALL_ITEMS } from '../../../../shared/api/search-criteria';
import type { RecordOf } from '../../../../shared/resources';
import { roles } from '../../../../shared/administration/roles';

export type RoleRecord = RecordOf<typeof roles>;

/**
 * Roles a user form offers (spec part 3, section 6): admin roles (isAdminRole 1) for
 * application-wide users; for client users the client's roles (isAdminRole 0), each usable in
 * every account of the client or only in its own account.
 */
export function useRoleChoices(query: { admin: true } | { admin: false; idClient: string | null }) {
  const filter = query.admin ? { isAdminRole: true } : { isAdminRole: false, idClient: query.idClient };
  return useGetList<RoleRecord & { id: string }>(
    roles.name,
    { pagination: { page: 1, perPage: ALL_ITEMS }, sort: { field: 'role', order: 'ASC' }, filter },
    { enabled: query.admin || !!query.idClient },
  );
}

/** The client roles that may be given in one account. */
export const rolesForAccount = (clientRoles: readonly RoleRecord[], idClientAccount: string | null | undefined) =>
  clientRoles.filter((r) => !r.isAdminRole && (!r.idClientAccount || r.idClientAccount === idClientAccount));
