import HomeWorkIcon from '@mui/icons-material/HomeWork';
import { lazyScreen } from '../../components/lazy-screen';
import { defineWebResource } from '../../components/portal-resource';

/** The user's own address book (route user/address). Screens load on first visit, or ahead of it. */
export default defineWebResource({
  name: 'myAddresses',
  list: lazyScreen(() => import('./AddressList')),
  create: lazyScreen(() => import('./AddressCreate')),
  edit: lazyScreen(() => import('./AddressEdit')),
  icon: HomeWorkIcon,
  recordRepresentation: 'addressName',
  menu: null,
});
