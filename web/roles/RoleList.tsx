import { Chip, useMediaQuery, type Theme } from '@mui/material';
import {
  AutocompleteInput,
  CreateButton,
  DataTable,
  EditButton,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { accounts } from '../../shared/resources/accounts';
import { clients } from '../../shared/resources/clients';
import { roles } from '../../shared/resources/roles';
import { ConfirmDeleteButton } from '../components/ConfirmDeleteButton';
import { routeOf } from '../routes';
import { isSystemAdminRole, type RoleValues } from './common/role-form';
import { RoleListEmpty } from './RoleListEmpty';

type RoleRow = RoleValues & { id: string };

/** isAdminRole travels as 1 / 0, as the spec writes it. */
const TYPE_CHOICES = [
  { id: '1', name: 'admin.roles.types.admin' },
  { id: '0', name: 'admin.roles.types.client' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="isAdminRole" source="isAdminRole" label="resources.roles.fields.isAdminRole" choices={TYPE_CHOICES} alwaysOn sx={{ minWidth: 200 }} />,
  <ReferenceInput key="idClient" source="idClient" reference={routeOf(clients)} sort={{ field: 'clientName', order: 'ASC' }} alwaysOn>
    <AutocompleteInput optionText="clientName" label="resources.roles.fields.idClient" sx={{ minWidth: 240 }} />
  </ReferenceInput>,
];

const RoleListActions = () => {
  const { canAccess: canCreate = false } = useCanAccess({ action: 'create' });
  return <TopToolbar sx={{ minHeight: { xs: 0, sm: 48 } }}>{canCreate ? <CreateButton /> : null}</TopToolbar>;
};

const RoleType = () => {
  const translate = useTranslate();
  const role = useRecordContext<RoleRow>();
  if (!role) return null;
  return (
    <Chip
      size="small"
      variant={role.isAdminRole ? 'filled' : 'outlined'}
      color={role.isAdminRole ? 'primary' : 'default'}
      label={translate(role.isAdminRole ? 'admin.roles.typesShort.admin' : 'admin.roles.typesShort.client')}
    />
  );
};

/** The account of a client role, or "all accounts of the client"; nothing for admin roles. */
const RoleAccount = () => {
  const translate = useTranslate();
  const role = useRecordContext<RoleRow>();
  if (!role || role.isAdminRole) return null;
  if (!role.idClientAccount) return <>{translate('admin.roles.allAccountsOfClient')}</>;
  return (
    <ReferenceField source="idClientAccount" reference={routeOf(accounts)} link={false}>
      <TextField source="accountName" />
    </ReferenceField>
  );
};

const RoleRowButtons = () => {
  const role = useRecordContext<RoleRow>();
  return (
    <>
      <EditButton />
      {isSystemAdminRole(role) ? null : <ConfirmDeleteButton redirect={false} />}
    </>
  );
};

const sort = { field: roles.list.defaultSort.field, order: roles.list.defaultSort.direction };

/** Administrator and client roles the user may see; filter by type and client; a simple list on phones. */
export const RoleList = () => {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { canAccess: canEdit = false } = useCanAccess({ action: 'edit' });
  return (
    <List filters={filters} sort={sort} perPage={roles.list.perPage} actions={<RoleListActions />} empty={<RoleListEmpty />}>
      {isSmall ? (
        <SimpleList
          primaryText={(record) => record.role}
          secondaryText={(record) => translate(record.isAdminRole ? 'admin.roles.typesShort.admin' : 'admin.roles.typesShort.client')}
          tertiaryText={(record) =>
            record.isAdminRole ? null : (
              <ReferenceField source="idClient" reference={routeOf(clients)} link={false} record={record}>
                <TextField source="clientName" />
              </ReferenceField>
            )
          }
          rowClick="edit"
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="role" />
          <DataTable.Col source="isAdminRole" field={RoleType} />
          <DataTable.Col source="idClient" disableSort>
            <ReferenceField source="idClient" reference={routeOf(clients)} link={false} emptyText="">
              <TextField source="clientName" />
            </ReferenceField>
          </DataTable.Col>
          <DataTable.Col source="idClientAccount" disableSort field={RoleAccount} />
          <DataTable.Col label="app.columns.actions" align="right" disableSort>
            {canEdit ? <RoleRowButtons /> : null}
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};

export default RoleList;
