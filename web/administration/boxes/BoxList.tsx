import { DataTable, SearchInput, SelectInput } from 'react-admin';
import type { RecordOf } from '../../../shared/resources';
import { boxes } from '../../../shared/administration/boxes';
import { EditableList } from '../../components/list/EditableList';
import { accountText, useBoxChoices, useBoxLookupChoices, useBoxNames } from './use-box-lookups';

type Row = RecordOf<typeof boxes> & { id: string };

/** The boxes of the accounts the user administers, by provider name then site name (spec), with their account, type, status and users. */
export const BoxList = () => {
  const { typeName, statusName } = useBoxNames();
  const { data: choices } = useBoxChoices();
  const { statusChoices, typeChoices } = useBoxLookupChoices();
  const accounts = (choices?.clientAccounts ?? []).map((a) => ({ id: a.idClientAccount, name: accountText(a) }));
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="idClientAccount" source="idClientAccount" choices={accounts} alwaysOn />,
    <SelectInput key="boxStatusCode" source="boxStatusCode" choices={statusChoices} alwaysOn />,
    <SelectInput key="boxTypeCode" source="boxTypeCode" choices={typeChoices} alwaysOn />,
  ];
  return (
    <EditableList<Row>
      description={boxes}
      filters={filters}
      phone={{
        primaryText: (record) => `${record.boxNumber} · ${record.boxName}`,
        secondaryText: (record) => `${record.providerName} – ${record.providerSiteName}`,
        tertiaryText: (record) => statusName(record.boxStatusCode),
      }}
    >
      <DataTable.Col source="providerName" />
      <DataTable.Col source="providerSiteName" />
      <DataTable.Col source="boxNumber" />
      <DataTable.Col source="boxName" />
      <DataTable.Col source="accountName" disableSort render={(record) => accountText(record as Row)} />
      <DataTable.Col source="boxTypeCode" render={(record) => typeName((record as Row).boxTypeCode)} />
      <DataTable.Col source="boxStatusCode" render={(record) => statusName((record as Row).boxStatusCode)} />
      <DataTable.Col source="userCount" align="right" disableSort />
    </EditableList>
  );
};

export default BoxList;
