import { Box } from '@mui/material';
import { Edit, useCanAccess, useRecordContext } from 'react-admin';
import { SessionAccountGate } from '../../components/SessionAccountGate';
import { AddressBookForm } from './AddressBookForm';
import { BookAddresses } from './BookAddresses';

const Content = ({ canDelete }: { canDelete: boolean }) => {
  const book = useRecordContext<{ idAddressBook: string }>();
  return (
    <>
      <Box sx={{ bgcolor: 'background.paper', borderRadius: 1, boxShadow: 1 }}>
        <AddressBookForm canDelete={canDelete} />
      </Box>
      {book ? <BookAddresses idAddressBook={book.idAddressBook} /> : null}
    </>
  );
};

/** A book of the session's account: its name, switch and groups, then its addresses. */
export const AddressBookEdit = () => {
  const { canAccess: canDelete = false } = useCanAccess({ action: 'delete' });
  return (
    <SessionAccountGate>
      <Edit component="div" mutationMode="pessimistic" redirect="list">
        <Content canDelete={canDelete} />
      </Edit>
    </SessionAccountGate>
  );
};

export default AddressBookEdit;
