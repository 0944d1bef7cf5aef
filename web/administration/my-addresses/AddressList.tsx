import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, SearchInput, SelectInput, SimpleList, useCanAccess, type RaRecord } from 'react-admin';
import type { RecordOf } from '../../../shared/resources';
import { myAddresses } from '../../../shared/administration/my-addresses';
import { AddressName, addressLines } from '../../components/address/AddressName';
import { RowActions } from '../../components/list/RowActions';
import { ResourceList } from '../../components/list/ResourceList';

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
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { canAccess: canEdit = false } = useCanAccess({ action: 'edit' });
  const editable = (record: RaRecord) => canEdit && !(record as Row).readOnly;
  return (
    <ResourceList description={myAddresses} filters={filters} filterDefaultValues={filterDefaultValues}>
      {isSmall ? (
        <SimpleList<Row>
          primaryText={(record) => <AddressName record={record} />}
          secondaryText={(record) => addressLines(record)}
          tertiaryText={(record) => contact(record)}
          rowClick={(_id, _resource, record) => (editable(record) ? 'edit' : false)}
        />
      ) : (
        <DataTable<Row> rowClick={(_id, _resource, record) => (editable(record) ? 'edit' : false)} bulkActionButtons={false}>
          <DataTable.Col source="addressName" render={(record) => <AddressName record={record as Row} />} />
          <DataTable.Col source="address1" label="resources.myAddresses.fields.address" disableSort render={(record) => addressLines(record as Row)} />
          <DataTable.Col source="companyName" label="resources.myAddresses.fields.contact" disableSort render={(record) => contact(record as Row)} />
          <DataTable.Col source="phone" disableSort />
          <DataTable.Col source="reference" />
          <DataTable.Col label="app.columns.actions" align="right" disableSort>
            <RowActions<Row> description={myAddresses} editable={(record) => !record.readOnly} />
          </DataTable.Col>
        </DataTable>
      )}
    </ResourceList>
  );
};

export default AddressList;
