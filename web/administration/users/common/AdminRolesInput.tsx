import { Alert, LinearProgress } from '@mui/material';
import { CheckboxGroupInput } from 'react-admin';
import { useTranslate } from '../../../shell/i18n/use-translate';
import { useRoleChoices } from './use-role-choices';
import { useRoleName } from '../../common/use-role-name';

/** An application-wide user's admin roles: at least one ('at least one admin role'). */
export const AdminRolesInput = () => {
  const translate = useTranslate();
  const roleName = useRoleName();
  const { data = [], isPending, error } = useRoleChoices({ admin: true });
  if (isPending) return <LinearProgress sx={{ my: 2 }} />;
  if (error)
    return (
      <Alert severity="error" sx={{ my: 1 }}>
        {translate('resources.users.hints.rolesUnavailable')}
      </Alert>
    );
  return (
    <CheckboxGroupInput
      source="adminRoleIds"
      label="resources.users.fields.adminRoles"
      choices={data}
      optionValue="idRole"
      optionText={(role: { role: string }) => roleName(role.role)}
      row={false}
    />
  );
};
