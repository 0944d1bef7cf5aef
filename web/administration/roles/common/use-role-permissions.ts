import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useDataProvider, useGetList, useNotify } from 'react-admin';
import { ALL_ITEMS } from '../../../../shared/api/search-criteria';
import { ACTIONS, SUBJECTS } from '../../../../shared/permissions';
import { grantableCells } from '../../../../shared/permissions/grants';
import { accounts } from '../../../../shared/administration/accounts';
import { roles } from '../../../../shared/administration/roles';
import { useNotifyError } from '../../../components/use-notify-error';
import type { AccountRecord, PortalDataProvider } from '../../../shell/providers/data-provider';
import { useSession } from '../../../shell/session/SessionProvider';
import { matrixOf, permissionsOf, sameMatrix, type PermissionMatrix as Matrix } from './permission-matrix';
import { defaultPermissionAccount, permissionAccountChoices, type RoleValues } from './role-form';

export type Role = RoleValues & { idRole: string };

/** The grid's changes as the page's one save button sees them. */
export interface PermissionsSave {
  dirty: boolean;
  save: () => Promise<unknown>;
}

const permissionsKey = (idRole: string, idClientAccount: string | null) => [roles.name, 'permissions', idRole, idClientAccount];

/** The accounts a role's permissions are shown for, and the one picked (the session's by default). */
function usePermissionAccount(role: Role) {
  const { scope } = useSession();
  const accountList = useGetList<AccountRecord & { id: string }>(accounts.name, {
    pagination: { page: 1, perPage: ALL_ITEMS },
    sort: { field: 'accountName', order: 'ASC' },
    filter: role.isAdminRole ? {} : { idClient: role.idClient },
  });
  const choices = useMemo(() => permissionAccountChoices(role, accountList.data ?? []), [role, accountList.data]);
  const [picked, setPicked] = useState<string | null>(null);
  const idClientAccount = picked ?? defaultPermissionAccount(choices, scope.idClientAccount);
  return { accountList, choices, idClientAccount, setPicked };
}

/**
 * A role's permissions in the picked account: fetched (GET), edited, and saved by replacing the
 * whole list (PUT); switching accounts with unsaved ticks waits in `pendingAccount`.
 */
export function useRolePermissions(role: Role, readOnly: boolean, onSaveHandle?: (handle: PermissionsSave) => void) {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const { accountList, choices, idClientAccount, setPicked } = usePermissionAccount(role);

  const stored = useQuery({
    queryKey: permissionsKey(role.idRole, idClientAccount),
    queryFn: () => dataProvider.getRolePermissions(idClientAccount!, role.idRole),
    enabled: !!idClientAccount,
  });
  const storedMatrix = useMemo(() => matrixOf(stored.data ?? []), [stored.data]);
  // Only what the caller holds in the account may be given or taken there (the server's grant rule).
  const changeable = useMemo(
    () => (idClientAccount ? grantableCells(user?.accountPermissions ?? [], idClientAccount) : undefined),
    [idClientAccount, user?.accountPermissions],
  );
  const someLocked = !readOnly && !!changeable && changeable.size < ACTIONS.length * SUBJECTS.length;
  const [edited, setEdited] = useState<Matrix | null>(null);
  const matrix = edited ?? storedMatrix;
  const dirty = edited !== null && !sameMatrix(edited, storedMatrix);
  const [pendingAccount, setPendingAccount] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: () => dataProvider.replaceRolePermissions(idClientAccount!, role.idRole, permissionsOf(matrix)),
    onSuccess: (saved) => {
      queryClient.setQueryData(permissionsKey(role.idRole, idClientAccount), saved);
      setEdited(null);
      notify('resources.roles.permissions.saved', { type: 'info' });
    },
    onError: notifyError,
  });

  const { mutateAsync } = save;
  useEffect(() => onSaveHandle?.({ dirty, save: mutateAsync }), [onSaveHandle, dirty, mutateAsync]);

  const switchTo = (id: string) => {
    setPicked(id);
    setEdited(null);
    setPendingAccount(null);
  };
  const pickAccount = (id: string) => (dirty ? setPendingAccount(id) : switchTo(id));

  return {
    accountList,
    choices,
    idClientAccount,
    stored,
    changeable,
    someLocked,
    matrix,
    setEdited,
    dirty,
    save,
    pendingAccount,
    setPendingAccount,
    switchTo,
    pickAccount,
  };
}
