import { useMediaQuery, type Theme } from '@mui/material';
import { BooleanField, DataTable, SearchInput, SimpleList } from 'react-admin';
import { addressBooks } from '../../shared/resources/address-books';
import { ResourceList } from '../components/list/ResourceList';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** The account's address books, by name. */
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
        </DataTable>
      )}
    </ResourceList>
  );
};

export default AddressBookList;
