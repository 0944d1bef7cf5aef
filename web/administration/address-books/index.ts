import ContactsIcon from '@mui/icons-material/Contacts';
import { formScreens } from '../../components/form-screens';
import { lazyScreen } from '../../components/lazy-screen';
import { defineWebResource } from '../../components/portal-resource';

/** The address books of the session's account (route admin/address-book); a book's addresses are edited on its screen. */
export default defineWebResource({
  name: 'addressBooks',
  list: lazyScreen(() => import('./AddressBookList')),
  create: formScreens(() => import('./AddressBookForm')).create,
  edit: lazyScreen(() => import('./AddressBookEdit')),
  icon: ContactsIcon,
  recordRepresentation: 'addressBookName',
  menu: 'organisation',
});
