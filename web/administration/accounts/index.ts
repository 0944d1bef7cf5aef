import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { lazyScreen } from '../../components/lazy-screen';
import { defineWebResource } from '../../components/portal-resource';
import { ACCOUNT_EDIT_ROUTE } from './common/account-path';

/** The accounts resource (route admin/account, edited at {id}/client/{idClient}). Screens load on first visit, or ahead of it. */
export default defineWebResource({
  name: 'accounts',
  list: lazyScreen(() => import('./AccountList')),
  create: lazyScreen(() => import('./AccountCreate')),
  edit: lazyScreen(() => import('./AccountEdit')),
  editPath: ACCOUNT_EDIT_ROUTE,
  icon: AccountTreeIcon,
  recordRepresentation: 'accountName',
  menu: 'organisation',
});
