import { useMediaQuery, type Theme } from '@mui/material';
import { BooleanField, DataTable, SearchInput, SimpleList } from 'react-admin';
import { addressBooks } from '../../../shared/administration/address-books';
import { ResourceList } from '../../components/list/ResourceList';
import { RowActions } from '../../components/list/RowActions';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/**
 * The account's address books, by name. Rows open on a click; on a wide screen the row's buttons
 * open and delete by keyboard too; on a phone each row is a link and deletion is on the book's screen.
 */
export const AddressBookList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <ResourceList description={addressBooks} filters={filters}>
      {isSmall ? (
        <SimpleList primaryText={(record) => record.addressBookName} rowClick="edit" />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="addressBookName" />
          <DataTable.Col source="enabled" field={BooleanField} />
          <DataTable.Col label="app.columns.actions" align="right" disableSort>
            <RowActions description={addressBooks} />
          </DataTable.Col>
        </DataTable>
      )}
    </ResourceList>
  );
};

export default AddressBookList;
