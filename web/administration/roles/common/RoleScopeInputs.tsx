import { accountLabel } from '../../../../shared/rules/display';
import { useEffect, useRef } from 'react';
import { AutocompleteInput, RadioButtonGroupInput, ReferenceInput, SelectInput } from 'react-admin';
import { useTranslate } from '../../../shell/i18n/use-translate';
import { useFormContext, useWatch } from 'react-hook-form';
import { ALL_ITEMS } from '../../../../shared/api/search-criteria';
import { accounts } from '../../../../shared/administration/accounts';
import { clients } from '../../../../shared/administration/clients';

const TYPE_CHOICES = [
  { id: 'client', name: 'resources.roles.types.client' },
  { id: 'admin', name: 'resources.roles.types.admin' },
];
const toType = (isAdminRole: unknown) => (isAdminRole ? 'admin' : 'client');
const fromType = (type: unknown) => type === 'admin';

/**
 * What a new role is for: an administrator role (only users holding every account can make one)
 * or a client role, of a client and optionally one of its accounts. Changing the client clears
 * the account, which belonged to the previous one.
 */
export const RoleScopeInputs = ({ canCreateAdminRoles }: { canCreateAdminRoles: boolean }) => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const isAdminRole = useWatch({ name: 'isAdminRole' }) as boolean | undefined;
  const idClient = useWatch({ name: 'idClient' }) as string | null | undefined;
  const previousClient = useRef(idClient);
  useEffect(() => {
    if (previousClient.current !== idClient) setValue('idClientAccount', null, { shouldDirty: true });
    previousClient.current = idClient;
  }, [idClient, setValue]);
  return (
    <>
      {canCreateAdminRoles ? (
        <RadioButtonGroupInput source="isAdminRole" label="resources.roles.fields.isAdminRole" choices={TYPE_CHOICES} format={toType} parse={fromType} />
      ) : null}
      {isAdminRole ? null : (
        <>
          <ReferenceInput source="idClient" reference={clients.name} sort={{ field: 'clientName', order: 'ASC' }}>
            <AutocompleteInput optionText="clientName" label="resources.roles.fields.idClient" sx={{ width: { xs: '100%', sm: 420 } }} />
          </ReferenceInput>
          {idClient ? (
            <ReferenceInput
              source="idClientAccount"
              reference={accounts.name}
              filter={{ idClient }}
              sort={{ field: 'accountName', order: 'ASC' }}
              perPage={ALL_ITEMS}
            >
              <SelectInput
                optionText={accountLabel}
                label="resources.roles.fields.idClientAccount"
                emptyText="resources.roles.allAccountsOfClient"
                helperText={translate('resources.roles.accountHint')}
                sx={{ width: { xs: '100%', sm: 420 } }}
              />
            </ReferenceInput>
          ) : null}
        </>
      )}
    </>
  );
};
