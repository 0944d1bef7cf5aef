import { BooleanField, DataTable, SearchInput } from 'react-admin';
import { addressBooks } from '../../../shared/administration/address-books';
import { EditableList } from '../../components/list/EditableList';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/**
 * The account's address books, by name. Rows open on a click; on a wide screen the row's buttons
 * open and delete by keyboard too; on a phone each row is a link and deletion is on the book's screen.
 */
export const AddressBookList = () => (
  <EditableList description={addressBooks} filters={filters} phone={{ primaryText: (record) => record.addressBookName }}>
    <DataTable.Col source="addressBookName" />
    <DataTable.Col source="enabled" field={BooleanField} />
  </EditableList>
);

export default AddressBookList;
