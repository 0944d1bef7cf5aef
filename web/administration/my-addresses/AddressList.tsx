import { DataTable, SearchInput, SelectInput, useCanAccess } from 'react-admin';
import type { RecordOf } from '../../../shared/resources';
import { myAddresses } from '../../../shared/administration/my-addresses';
import { AddressName } from '../../components/address/AddressName';
import { EditableList } from '../../components/list/EditableList';
import { addressOnOneLine } from '../../../shared/rules/address';

type Row = RecordOf<typeof myAddresses> & { id: string };

const ENABLED_CHOICES = [
  { id: 'true', name: 'resources.myAddresses.status.enabled' },
  { id: 'false', name: 'resources.myAddresses.status.disabled' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="enabled" source="enabled" label="resources.myAddresses.fields.enabled" choices={ENABLED_CHOICES} alwaysOn />,
];

const filterDefaultValues = { enabled: 'true' };

const contact = (record: Row) => [[record.firstname, record.lastname].filter(Boolean).join(' '), record.companyName].filter(Boolean).join(' · ');

/** The user's own address book; read-only addresses are listed but never edited. */
export const AddressList = () => {
  const { canAccess: canEdit = false } = useCanAccess({ action: 'edit' });
  const editable = (record: Row) => canEdit && !record.readOnly;
  return (
    <EditableList<Row>
      description={myAddresses}
      filters={filters}
      filterDefaultValues={filterDefaultValues}
      phone={{
        primaryText: (record) => <AddressName record={record} />,
        secondaryText: (record) => addressOnOneLine(record),
        tertiaryText: (record) => contact(record),
      }}
      rowClick={(_id, _resource, record) => (editable(record) ? 'edit' : false)}
      rowActions={{ editable: (record) => !record.readOnly }}
    >
      <DataTable.Col source="addressName" render={(record) => <AddressName record={record as Row} />} />
      <DataTable.Col source="address1" label="resources.myAddresses.fields.address" disableSort render={(record) => addressOnOneLine(record as Row)} />
      <DataTable.Col source="companyName" label="resources.myAddresses.fields.contact" disableSort render={(record) => contact(record as Row)} />
      <DataTable.Col source="phone" disableSort />
      <DataTable.Col source="reference" />
    </EditableList>
  );
};

export default AddressList;
