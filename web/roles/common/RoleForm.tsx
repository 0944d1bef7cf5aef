import { PortalForm } from '../../components/PortalForm';
import { Alert } from '@mui/material';
import { SaveButton, Toolbar } from 'react-admin';
import { LimitedTextInput } from '../../components/LimitedTextInput';
import { useTranslate } from '../../i18n/use-translate';
import { FIELD_LIMITS } from '../../../shared/rules/field-limits';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { validateRole } from './role-form';
import { RoleScopeFields } from './RoleScopeFields';
import { RoleScopeInputs } from './RoleScopeInputs';

const RoleFormToolbar = ({ canDelete }: { canDelete: boolean }) => (
  // In the page's flow on phones too: a second section (permissions, members) follows the form,
  // with its own save; a toolbar fixed to the screen's bottom would cover it.
  <Toolbar sx={{ justifyContent: 'space-between', '&.RaToolbar-mobileToolbar': { position: 'static' } }}>
    <SaveButton />
    {canDelete ? <ConfirmDeleteButton /> : null}
  </Toolbar>
);

/**
 * A role's name and what it is for. At creation the type, client and account are chosen; later
 * they are shown only. The SystemAdmin role is shown read-only.
 */
export const RoleForm = ({
  mode,
  canCreateAdminRoles = false,
  canDelete = false,
  readOnly = false,
}: {
  mode: 'create' | 'edit';
  canCreateAdminRoles?: boolean;
  canDelete?: boolean;
  readOnly?: boolean;
}) => {
  const translate = useTranslate();
  return (
    <PortalForm validate={validateRole} toolbar={readOnly ? false : <RoleFormToolbar canDelete={canDelete} />} sx={{ maxWidth: 720, pb: { xs: 2 } }}>
      {readOnly ? (
        <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
          {translate('admin.roles.systemAdminNotice')}
        </Alert>
      ) : null}
      <LimitedTextInput source="role" fullWidth autoFocus={mode === 'create'} disabled={readOnly} limit={FIELD_LIMITS.roleName} />
      {mode === 'create' ? <RoleScopeInputs canCreateAdminRoles={canCreateAdminRoles} /> : <RoleScopeFields />}
    </PortalForm>
  );
};
