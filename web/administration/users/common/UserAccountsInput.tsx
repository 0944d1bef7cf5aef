import { accountLabel, roleLabel } from '../../../../shared/rules/display';
import { Alert } from '@mui/material';
import { ArrayInput, FormDataConsumer, SelectArrayInput, SelectInput, SimpleFormIterator } from 'react-admin';
import { useTranslate } from '../../../shell/i18n/use-translate';
import type { AccountChoice } from '../../../shell/session/account-choices';
import { rolesForAccount, useRoleChoices, type RoleRecord } from './use-role-choices';
import { useRoleName } from '../../common/use-role-name';

/**
 * A client user's accounts, each with its roles (at least one account, at least one role in
 * each). The roles offered in a row are the client's roles usable in that row's account.
 */
export const UserAccountsInput = ({ idClient, accounts }: { idClient: string | null; accounts: readonly AccountChoice[] }) => {
  const translate = useTranslate();
  const roleName = useRoleName();
  const { data: clientRoles = [], error } = useRoleChoices({ admin: false, idClient });
  if (!idClient)
    return (
      <Alert severity="info" sx={{ my: 1 }}>
        {translate('resources.users.hints.chooseClient')}
      </Alert>
    );
  return (
    <>
      {error ? (
        <Alert severity="error" sx={{ my: 1 }}>
          {translate('resources.users.hints.rolesUnavailable')}
        </Alert>
      ) : null}
      <ArrayInput source="accounts" label="resources.users.fields.accounts" helperText="resources.users.hints.accounts">
        <SimpleFormIterator inline disableReordering disableClear sx={{ '& .RaSimpleFormIterator-inline': { rowGap: 0, columnGap: 2 } }}>
          <SelectInput
            source="idClientAccount"
            label="resources.users.fields.account"
            choices={accounts as AccountChoice[]}
            optionValue="idClientAccount"
            optionText={accountLabel}
            sx={{ minWidth: 220 }}
          />
          <FormDataConsumer>
            {({ scopedFormData }) => (
              <SelectArrayInput
                source="roleIds"
                label="resources.users.fields.roles"
                choices={rolesForAccount(clientRoles, scopedFormData?.idClientAccount)}
                optionValue="idRole"
                optionText={(role: RoleRecord) =>
                  roleLabel(
                    { ...role, role: roleName(role.role) },
                    (id) => accounts.find((a) => a.idClientAccount === id)?.accountCode,
                    translate('resources.roles.permissions.allAccounts'),
                  )
                }
                disabled={!scopedFormData?.idClientAccount}
                sx={{ minWidth: 260 }}
              />
            )}
          </FormDataConsumer>
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
};
