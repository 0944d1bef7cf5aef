import { useMediaQuery, type Theme } from '@mui/material';
import { AutocompleteInput, DataTable, ReferenceInput, SearchInput, SimpleList, type RaRecord } from 'react-admin';
import { useTranslate } from '../../shell/i18n/use-translate';
import { accounts } from '../../../shared/administration/accounts';
import { clients } from '../../../shared/administration/clients';
import type { AccountRecord } from '../../shell/providers/data-provider';
import { accountEditPath } from './common/account-path';
import { RowActions } from '../../components/list/RowActions';
import { ResourceList } from '../../components/list/ResourceList';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="idClient" source="idClient" reference={clients.name} sort={{ field: 'clientName', order: 'ASC' }} alwaysOn>
    <AutocompleteInput optionText="clientName" label="resources.accounts.fields.idClient" sx={{ minWidth: 240 }} />
  </ReferenceInput>,
];

/** A listed account: the API's, with the id the data provider gives every record. */
type AccountRow = AccountRecord & RaRecord;
const editPath = (_id: unknown, _resource: string, record: AccountRow) => accountEditPath(record);
// SimpleList types rowClick's record as RaRecord whatever its RecordType (ra-ui-materialui's SimpleListItem); its records are this list's.
const simpleEditPath = (id: unknown, resource: string, record: RaRecord) => editPath(id, resource, record as AccountRow);

/** Every account the user may see, of all clients or of one; a simple list on phones. */
export const AccountList = () => {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const language = (code: string) => translate(`layout.language.${code}`, { _: code });
  return (
    <ResourceList description={accounts} filters={filters}>
      {isSmall ? (
        <SimpleList<AccountRow>
          primaryText={(record) => record.accountName}
          secondaryText={(record) => record.clientName}
          tertiaryText={(record) => record.accountCode}
          rowClick={simpleEditPath}
        />
      ) : (
        <DataTable<AccountRow> rowClick={editPath} bulkActionButtons={false}>
          <DataTable.Col source="accountCode" />
          <DataTable.Col source="accountName" />
          <DataTable.Col source="clientName" disableSort />
          <DataTable.Col source="cultureLanguageCode" render={(record) => language(record.cultureLanguageCode)} />
          <DataTable.Col label="app.columns.actions" align="right" disableSort>
            {/* Both calls need the row's client, which the session scope may not have. */}
            <RowActions<AccountRecord & { id: string }>
              description={accounts}
              editPath={accountEditPath}
              meta={(account) => ({ params: { idClient: account.idClient } })}
            />
          </DataTable.Col>
        </DataTable>
      )}
    </ResourceList>
  );
};

export default AccountList;
