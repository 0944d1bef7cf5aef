import { Box, Typography } from '@mui/material';
import { Labeled, ReferenceField, TextField, useRecordContext } from 'react-admin';
import { useTranslate } from '../../../shell/i18n/use-translate';
import { accounts } from '../../../../shared/administration/accounts';
import { clients } from '../../../../shared/administration/clients';
import type { RoleValues } from './role-form';

/** What an existing role is for, read-only: the API refuses to move a role to another client or account. */
export const RoleScopeFields = () => {
  const translate = useTranslate();
  const role = useRecordContext<RoleValues & { id: string }>();
  if (!role) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 6, rowGap: 1, my: 1 }}>
      <Labeled label="resources.roles.fields.isAdminRole">
        <Typography variant="body2">{translate(role.isAdminRole ? 'resources.roles.types.admin' : 'resources.roles.types.client')}</Typography>
      </Labeled>
      {role.isAdminRole ? null : (
        <>
          <Labeled label="resources.roles.fields.idClient">
            <ReferenceField source="idClient" reference={clients.name} link={false}>
              <TextField source="clientName" />
            </ReferenceField>
          </Labeled>
          <Labeled label="resources.roles.fields.idClientAccount">
            {role.idClientAccount ? (
              <ReferenceField source="idClientAccount" reference={accounts.name} link={false}>
                <TextField source="accountName" />
              </ReferenceField>
            ) : (
              <Typography variant="body2">{translate('resources.roles.allAccountsOfClient')}</Typography>
            )}
          </Labeled>
        </>
      )}
    </Box>
  );
};
