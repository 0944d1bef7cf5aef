import { PortalForm } from '../../../components/PortalForm';
import { Alert } from '@mui/material';
import type { RefObject } from 'react';
import { SaveButton, Toolbar, useNotify } from 'react-admin';
import type { PermissionsSave } from './RolePermissions';
import { LimitedTextInput } from '../../../components/LimitedTextInput';
import { useTranslate } from '../../../shell/i18n/use-translate';
import { FIELD_LIMITS } from '../../../../shared/rules/field-limits';
import { ConfirmDeleteButton } from '../../../components/ConfirmDeleteButton';
import { validateRole } from './role-form';
import { RoleScopeFields } from './RoleScopeFields';
import { RoleScopeInputs } from './RoleScopeInputs';

const RoleFormToolbar = ({
  canDelete,
  permissions,
  saveAnchor,
}: {
  canDelete: boolean;
  permissions?: PermissionsSave | null;
  saveAnchor?: RefObject<HTMLSpanElement | null>;
}) => {
  const notify = useNotify();
  return (
    // In the page's flow on phones too: the permission grid follows the form; a toolbar fixed to
    // the screen's bottom would cover it.
    <Toolbar sx={{ justifyContent: 'space-between', '&.RaToolbar-mobileToolbar': { position: 'static' } }}>
      {permissions ? (
        // The page's one save: the role, then the grid's changes (the grid says when they are saved).
        // The grid's own bar, at the bottom of the window, presses this same button.
        <span ref={saveAnchor}>
          <SaveButton
            type="button"
            alwaysEnable={permissions.dirty || undefined}
            mutationOptions={{
              onSuccess: async () => {
                if (!permissions.dirty) return notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } });
                await permissions.save().catch(() => undefined);
              },
            }}
          />
        </span>
      ) : (
        <SaveButton />
      )}
      {canDelete ? <ConfirmDeleteButton /> : null}
    </Toolbar>
  );
};

/**
 * A role's name and what it is for. At creation the type, client and account are chosen; later
 * they are shown only. The SystemAdmin role is shown read-only.
 */
export const RoleForm = ({
  mode,
  canCreateAdminRoles = false,
  canDelete = false,
  readOnly = false,
  permissions,
  saveAnchor,
}: {
  mode: 'create' | 'edit';
  /** Where the page's save button is, for the permission grid's bar to press it. */
  saveAnchor?: RefObject<HTMLSpanElement | null>;
  /** On the role's page: the permission grid saved with the role. */
  permissions?: PermissionsSave | null;
  canCreateAdminRoles?: boolean;
  canDelete?: boolean;
  readOnly?: boolean;
}) => {
  const translate = useTranslate();
  return (
    <PortalForm
      validate={validateRole}
      toolbar={readOnly ? false : <RoleFormToolbar canDelete={canDelete} permissions={permissions} saveAnchor={saveAnchor} />}
      sx={{ maxWidth: 720, pb: { xs: 2 } }}
    >
      {readOnly ? (
        <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
          {translate('resources.roles.systemAdminNotice')}
        </Alert>
      ) : null}
      <LimitedTextInput source="role" fullWidth autoFocus={mode === 'create'} disabled={readOnly} limit={FIELD_LIMITS.roleName} />
      {mode === 'create' ? <RoleScopeInputs canCreateAdminRoles={canCreateAdminRoles} /> : <RoleScopeFields />}
    </PortalForm>
  );
};
