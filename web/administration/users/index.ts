import PeopleIcon from '@mui/icons-material/People';
import { lazyScreen } from '../../components/lazy-screen';
import { defineWebResource } from '../../components/portal-resource';

/** The users resource (route admin/user). Screens load on first visit, or ahead of it. */
export default defineWebResource({
  name: 'users',
  list: lazyScreen(() => import('./UserList')),
  create: lazyScreen(() => import('./UserCreate')),
  edit: lazyScreen(() => import('./UserEdit')),
  icon: PeopleIcon,
  recordRepresentation: (record: { firstName?: string; lastName?: string }) => `${record.firstName ?? ''} ${record.lastName ?? ''}`.trim(),
  menu: 'organisation',
});
