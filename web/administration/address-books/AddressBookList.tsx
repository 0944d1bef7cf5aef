import { useMediaQuery, type Theme } from '@mui/material';
import { BooleanField, DataTable, EditButton, SearchInput, SimpleList, useCanAccess } from 'react-admin';
import { addressBooks } from '../../../shared/administration/address-books';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { ResourceList } from '../../components/list/ResourceList';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/**
 * The account's address books, by name. Rows open on a click; on a wide screen the row's buttons
 * open and delete by keyboard too; on a phone each row is a link and deletion is on the book's screen.
 */
export const AddressBookList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { canAccess: canDelete = false } = useCanAccess({ action: 'delete', resource: addressBooks.name });
  return (
    <ResourceList description={addressBooks} filters={filters}>
      {isSmall ? (
        <SimpleList primaryText={(record) => record.addressBookName} rowClick="edit" />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="addressBookName" />
          <DataTable.Col source="enabled" field={BooleanField} />
          <DataTable.Col label="app.columns.actions" align="right" disableSort>
            <EditButton />
            {canDelete ? <ConfirmDeleteButton redirect={false} /> : null}
          </DataTable.Col>
        </DataTable>
      )}
    </ResourceList>
  );
};

export default AddressBookList;
