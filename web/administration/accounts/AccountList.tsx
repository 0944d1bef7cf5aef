import { AutocompleteInput, DataTable, ReferenceInput, SearchInput, type RaRecord } from 'react-admin';
import { useTranslate } from '../../shell/i18n/use-translate';
import { accounts } from '../../../shared/administration/accounts';
import { clients } from '../../../shared/administration/clients';
import type { AccountRecord } from '../../shell/providers/data-provider';
import { accountEditPath } from './common/account-path';
import { EditableList } from '../../components/list/EditableList';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="idClient" source="idClient" reference={clients.name} sort={{ field: 'clientName', order: 'ASC' }} alwaysOn>
    <AutocompleteInput optionText="clientName" label="resources.accounts.fields.idClient" sx={{ minWidth: 240 }} />
  </ReferenceInput>,
];

/** A listed account: the API's, with the id the data provider gives every record. */
type AccountRow = AccountRecord & RaRecord;
const editPath = (_id: unknown, _resource: string, record: AccountRow) => accountEditPath(record);

/** Every account the user may see, of all clients or of one; a simple list on phones. */
export const AccountList = () => {
  const translate = useTranslate();
  const language = (code: string) => translate(`layout.language.${code}`, { _: code });
  return (
    <EditableList<AccountRow>
      description={accounts}
      filters={filters}
      phone={{ primaryText: (record) => record.accountName, secondaryText: (record) => record.clientName, tertiaryText: (record) => record.accountCode }}
      rowClick={editPath}
      // Both calls need the row's client, which the session scope may not have.
      rowActions={{ editPath: accountEditPath, meta: (account) => ({ params: { idClient: account.idClient } }) }}
    >
      <DataTable.Col source="accountCode" />
      <DataTable.Col source="accountName" />
      <DataTable.Col source="clientName" disableSort />
      <DataTable.Col source="cultureLanguageCode" render={(record) => language(record.cultureLanguageCode)} />
    </EditableList>
  );
};

export default AccountList;
