import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, LinearProgress, MenuItem, TextField, Typography } from '@mui/material';
import { SectionCard } from '../../../components/SectionCard';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useDataProvider, useGetList, useNotify } from 'react-admin';
import { useTranslate } from '../../../shell/i18n/use-translate';
import { ALL_ITEMS } from '../../../../shared/api/search-criteria';
import { ACTIONS, ALL_ACCOUNTS, SUBJECTS } from '../../../../shared/permissions';
import { grantableCells } from '../../../../shared/permissions/grants';
import { accounts } from '../../../../shared/administration/accounts';
import { roles } from '../../../../shared/administration/roles';
import { useConfirmLeave } from '../../../components/use-confirm-leave';
import { useNotifyError } from '../../../components/use-notify-error';
import type { AccountRecord, PortalDataProvider } from '../../../shell/providers/data-provider';
import { useSession } from '../../../shell/session/SessionProvider';
import { matrixOf, permissionsOf, sameMatrix, type PermissionMatrix as Matrix } from './permission-matrix';
import { PermissionMatrix } from './PermissionMatrix';
import { defaultPermissionAccount, permissionAccountChoices, type AccountChoice, type RoleValues } from './role-form';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

type Role = RoleValues & { idRole: string };

/** The grid's changes as the page's one save button sees them. */
export interface PermissionsSave {
  dirty: boolean;
  save: () => Promise<unknown>;
}

const permissionsKey = (idRole: string, idClientAccount: string | null) => [roles.name, 'permissions', idRole, idClientAccount];

/**
 * A role's permissions, one account at a time: fetched (GET), edited in the matrix, and saved by
 * replacing the whole list (PUT). Switching accounts with unsaved ticks asks first.
 */
export const RolePermissions = ({
  role,
  readOnly = false,
  onSaveHandle,
  onSave,
}: {
  role: Role;
  readOnly?: boolean;
  /** When given, the page's own save button saves the grid too (one save per page) and the grid shows none. */
  onSaveHandle?: (handle: PermissionsSave) => void;
  /** With `onSaveHandle`: the page's save, pressed from the grid's bar at the bottom of the window. */
  onSave?: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const { scope, user } = useSession();

  const accountList = useGetList<AccountRecord & { id: string }>(accounts.name, {
    pagination: { page: 1, perPage: ALL_ITEMS },
    sort: { field: 'accountName', order: 'ASC' },
    filter: role.isAdminRole ? {} : { idClient: role.idClient },
  });
  const choices = useMemo(() => permissionAccountChoices(role, accountList.data ?? []), [role, accountList.data]);
  const [picked, setPicked] = useState<string | null>(null);
  const idClientAccount = picked ?? defaultPermissionAccount(choices, scope.idClientAccount);

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
  const leaveGuard = useConfirmLeave(dirty);

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
  const accountLabel = (choice: AccountChoice) =>
    choice.idClientAccount === ALL_ACCOUNTS
      ? translate('resources.roles.permissions.allAccounts')
      : [role.isAdminRole ? choice.clientName : null, choice.accountName ?? choice.idClientAccount].filter(Boolean).join(' – ');

  return (
    <SectionCard
      titleId="role-permissions-title"
      title={translate('resources.roles.permissions.title')}
      hint={translate(readOnly ? 'resources.roles.permissions.readOnlyHint' : 'resources.roles.permissions.hint')}
      hintGap={2}
      after={
        <>
          {!readOnly && idClientAccount && stored.data && (!onSaveHandle || dirty) ? (
            <Box
              sx={{
                position: 'sticky',
                bottom: 0,
                display: 'flex',
                alignItems: 'center',
                gap: 2,
                px: 2,
                py: 1.5,
                bgcolor: 'background.paper',
                borderTop: 1,
                borderColor: 'divider',
                zIndex: 1,
              }}
            >
              {onSaveHandle ? (
                onSave ? (
                  <Button variant="contained" startIcon={<SaveIcon />} disabled={save.isPending} onClick={onSave}>
                    {translate('ra.action.save')}
                  </Button>
                ) : null
              ) : (
                <Button variant="contained" startIcon={<SaveIcon />} disabled={!dirty || save.isPending} onClick={() => save.mutate()}>
                  {translate('resources.roles.permissions.save')}
                </Button>
              )}
              {dirty ? (
                <Typography variant="body2" color="text.secondary">
                  {translate('resources.roles.permissions.unsaved')}
                </Typography>
              ) : null}
            </Box>
          ) : null}
          {leaveGuard}
          <ConfirmDialog
            open={pendingAccount !== null}
            title={translate('resources.roles.permissions.discardTitle')}
            content={translate('resources.roles.permissions.discardContent')}
            confirm="app.action.discard"
            tone="warning"
            onConfirm={() => pendingAccount && switchTo(pendingAccount)}
            onClose={() => setPendingAccount(null)}
          />
        </>
      }
    >
      {accountList.error && !choices.length ? (
        <Alert severity="error">{translate('resources.roles.permissions.accountsUnavailable', { message: (accountList.error as Error).message })}</Alert>
      ) : null}
      {!accountList.isPending && !accountList.error && !choices.length ? (
        <Alert severity="info">{translate('resources.roles.permissions.noAccount')}</Alert>
      ) : null}
      {choices.length ? (
        <TextField
          select
          label={translate('resources.roles.permissions.account')}
          value={idClientAccount ?? ''}
          onChange={(event) => (dirty ? setPendingAccount(event.target.value) : switchTo(event.target.value))}
          disabled={choices.length < 2}
          size="small"
          sx={{ mb: 2, width: { xs: '100%', sm: 420 } }}
        >
          {choices.map((choice) => (
            <MenuItem key={choice.idClientAccount} value={choice.idClientAccount}>
              {accountLabel(choice)}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {idClientAccount && stored.isPending ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
      {stored.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void stored.refetch()}>
              {translate('ra.action.refresh')}
            </Button>
          }
        >
          {translate('resources.roles.permissions.loadFailed', { message: stored.error.message })}
        </Alert>
      ) : null}
      {idClientAccount && stored.data && someLocked ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('resources.roles.permissions.notGrantable')}
        </Alert>
      ) : null}
      {idClientAccount && stored.data ? (
        <PermissionMatrix matrix={matrix} onChange={setEdited} readOnly={readOnly || save.isPending} changeable={changeable} />
      ) : null}
    </SectionCard>
  );
};
