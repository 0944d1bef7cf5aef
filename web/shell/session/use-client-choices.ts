import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { canAccess, hasAllAccounts } from '../../../shared/permissions';
import { clients } from '../../../shared/administration/clients';
import { ALL_ITEMS } from '../../../shared/api/search-criteria';
import { clientChoicesOfClients, clientChoicesOfUser, type ClientChoice } from './account-choices';
import { useSession } from './SessionProvider';

/**
 * The clients and accounts the user may work in or masquerade through: every client for
 * administrators of all accounts (GET /clients, accounts included), otherwise their own accounts.
 */
export function useClientChoices(options: { enabled?: boolean } = {}): { choices: ClientChoice[]; isPending: boolean; error: unknown } {
  const { user } = useSession();
  const permissions = user?.accountPermissions ?? [];
  const everyClient = hasAllAccounts(permissions) && canAccess(permissions, { action: 'View', subject: clients.subject });
  const { data, isPending, error } = useGetList(
    clients.name,
    { pagination: { page: 1, perPage: ALL_ITEMS }, sort: { field: 'clientName', order: 'ASC' }, filter: {} },
    { enabled: everyClient && (options.enabled ?? true) },
  );
  return useMemo(() => {
    if (!everyClient) return { choices: user ? clientChoicesOfUser(user) : [], isPending: false, error: null };
    return { choices: clientChoicesOfClients((data ?? []) as never), isPending, error };
  }, [everyClient, user, data, isPending, error]);
}
