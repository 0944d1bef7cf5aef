import { useMediaQuery, type Theme } from '@mui/material';
import {
  AutocompleteInput,
  CreateButton,
  DataTable,
  List,
  ReferenceInput,
  SearchInput,
  SimpleList,
  TopToolbar,
  useCanAccess,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { accounts } from '../../shared/resources/accounts';
import { clients } from '../../shared/resources/clients';
import type { AccountRecord } from '../providers/data-provider';
import { routeOf } from '../routes';
import { AccountListEmpty } from './AccountListEmpty';
import { accountEditPath } from './common/account-path';
import { AccountRowButtons } from './common/AccountRowButtons';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="idClient" source="idClient" reference={routeOf(clients)} sort={{ field: 'clientName', order: 'ASC' }} alwaysOn>
    <AutocompleteInput optionText="clientName" label="resources.accounts.fields.idClient" sx={{ minWidth: 240 }} />
  </ReferenceInput>,
];

// On phones the create button floats; the empty toolbar must not leave a blank band.
const AccountListActions = () => {
  const { canAccess: canCreate = false } = useCanAccess({ action: 'create' });
  return <TopToolbar sx={{ minHeight: { xs: 0, sm: 48 } }}>{canCreate ? <CreateButton /> : null}</TopToolbar>;
};

const sort = { field: accounts.list.defaultSort.field, order: accounts.list.defaultSort.direction };
const editPath = (_id: unknown, _resource: string, record: RaRecord) => accountEditPath(record as unknown as AccountRecord);

/** Every account the user may see, of all clients or of one; a simple list on phones. */
export const AccountList = () => {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { canAccess: canEdit = false } = useCanAccess({ action: 'edit' });
  const language = (code: string) => translate(`layout.language.${code}`, { _: code });
  return (
    <List filters={filters} sort={sort} perPage={accounts.list.perPage} actions={<AccountListActions />} empty={<AccountListEmpty />}>
      {isSmall ? (
        <SimpleList
          primaryText={(record) => record.accountName}
          secondaryText={(record) => record.clientName}
          tertiaryText={(record) => record.accountCode}
          rowClick={editPath}
        />
      ) : (
        <DataTable rowClick={editPath} bulkActionButtons={false}>
          <DataTable.Col source="accountCode" />
          <DataTable.Col source="accountName" />
          <DataTable.Col source="clientName" disableSort />
          <DataTable.Col source="cultureLanguageCode" render={(record) => language(record.cultureLanguageCode)} />
          <DataTable.Col label="app.columns.actions" align="right" disableSort>
            {canEdit ? <AccountRowButtons /> : null}
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};

export default AccountList;
