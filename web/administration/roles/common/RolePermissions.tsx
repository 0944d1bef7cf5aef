import { Alert, Button, LinearProgress } from '@mui/material';
import { SectionCard } from '../../../components/SectionCard';
import { useTranslate } from '../../../shell/i18n/use-translate';
import { useConfirmLeave } from '../../../components/use-confirm-leave';
import { PermissionMatrix } from './PermissionMatrix';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PermissionAccountPicker } from './PermissionAccountPicker';
import { PermissionsSaveBar } from './PermissionsSaveBar';
import { useRolePermissions, type PermissionsSave, type Role } from './use-role-permissions';

export type { PermissionsSave } from './use-role-permissions';

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
  const permissions = useRolePermissions(role, readOnly, onSaveHandle);
  const { accountList, choices, idClientAccount, stored, dirty, save, pendingAccount } = permissions;
  const leaveGuard = useConfirmLeave(dirty);
  const shown = !!idClientAccount && !!stored.data;

  return (
    <SectionCard
      titleId="role-permissions-title"
      title={translate('resources.roles.permissions.title')}
      hint={translate(readOnly ? 'resources.roles.permissions.readOnlyHint' : 'resources.roles.permissions.hint')}
      hintGap={2}
      after={
        <>
          {!readOnly && shown && (!onSaveHandle || dirty) ? (
            <PermissionsSaveBar pageSaves={!!onSaveHandle} onSave={onSave} dirty={dirty} saving={save.isPending} save={() => save.mutate()} />
          ) : null}
          {leaveGuard}
          <ConfirmDialog
            open={pendingAccount !== null}
            title={translate('resources.roles.permissions.discardTitle')}
            content={translate('resources.roles.permissions.discardContent')}
            confirm="app.action.discard"
            tone="warning"
            onConfirm={() => pendingAccount && permissions.switchTo(pendingAccount)}
            onClose={() => permissions.setPendingAccount(null)}
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
        <PermissionAccountPicker choices={choices} value={idClientAccount} withClientName={!!role.isAdminRole} onPick={permissions.pickAccount} />
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
      {shown && permissions.someLocked ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('resources.roles.permissions.notGrantable')}
        </Alert>
      ) : null}
      {shown ? (
        <PermissionMatrix
          matrix={permissions.matrix}
          onChange={permissions.setEdited}
          readOnly={readOnly || save.isPending}
          changeable={permissions.changeable}
        />
      ) : null}
    </SectionCard>
  );
};
