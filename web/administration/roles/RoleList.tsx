import { Chip } from '@mui/material';
import { AutocompleteInput, DataTable, ReferenceField, ReferenceInput, SearchInput, SelectInput, TextField, useRecordContext } from 'react-admin';
import { useTranslate } from '../../shell/i18n/use-translate';
import { accounts } from '../../../shared/administration/accounts';
import { clients } from '../../../shared/administration/clients';
import { roles } from '../../../shared/administration/roles';
import { isSystemAdminRole, type RoleValues } from './common/role-form';
import { EditableList } from '../../components/list/EditableList';
import { useRoleName } from '../common/use-role-name';

type RoleRow = RoleValues & { id: string };

/** isAdminRole travels as 1 / 0, as the spec writes it. */
const TYPE_CHOICES = [
  { id: '1', name: 'resources.roles.types.admin' },
  { id: '0', name: 'resources.roles.types.client' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="isAdminRole" source="isAdminRole" label="resources.roles.fields.isAdminRole" choices={TYPE_CHOICES} alwaysOn sx={{ minWidth: 200 }} />,
  <ReferenceInput key="idClient" source="idClient" reference={clients.name} sort={{ field: 'clientName', order: 'ASC' }} alwaysOn>
    <AutocompleteInput optionText="clientName" label="resources.roles.fields.idClient" sx={{ minWidth: 240 }} />
  </ReferenceInput>,
];

const RoleType = () => {
  const translate = useTranslate();
  const role = useRecordContext<RoleRow>();
  if (!role) return null;
  return (
    <Chip
      size="small"
      variant={role.isAdminRole ? 'filled' : 'outlined'}
      color={role.isAdminRole ? 'primary' : 'default'}
      label={translate(role.isAdminRole ? 'resources.roles.typesShort.admin' : 'resources.roles.typesShort.client')}
    />
  );
};

/** The account of a client role, or "all accounts of the client"; nothing for admin roles. */
const RoleAccount = () => {
  const translate = useTranslate();
  const role = useRecordContext<RoleRow>();
  if (!role || role.isAdminRole) return null;
  if (!role.idClientAccount) return <>{translate('resources.roles.allAccountsOfClient')}</>;
  return (
    <ReferenceField source="idClientAccount" reference={accounts.name} link={false}>
      <TextField source="accountName" />
    </ReferenceField>
  );
};

/** Administrator and client roles the user may see; filter by type and client; a simple list on phones. */
export const RoleList = () => {
  const translate = useTranslate();
  const roleName = useRoleName();
  return (
    <EditableList<RoleRow>
      description={roles}
      filters={filters}
      phone={{
        primaryText: (record) => roleName(record.role ?? ''),
        secondaryText: (record) => translate(record.isAdminRole ? 'resources.roles.typesShort.admin' : 'resources.roles.typesShort.client'),
        tertiaryText: (record) =>
          record.isAdminRole ? null : (
            <ReferenceField source="idClient" reference={clients.name} link={false} record={record}>
              <TextField source="clientName" />
            </ReferenceField>
          ),
      }}
      rowActions={{ deletable: (role) => !isSystemAdminRole(role) }}
    >
      <DataTable.Col source="role" render={(record: { role: string }) => roleName(record.role)} />
      <DataTable.Col source="isAdminRole" field={RoleType} />
      <DataTable.Col source="idClient" disableSort>
        <ReferenceField source="idClient" reference={clients.name} link={false} emptyText="">
          <TextField source="clientName" />
        </ReferenceField>
      </DataTable.Col>
      <DataTable.Col source="idClientAccount" disableSort field={RoleAccount} />
    </EditableList>
  );
};

export default RoleList;
