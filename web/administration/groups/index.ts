import GroupsIcon from '@mui/icons-material/Groups';
import { lazyScreen } from '../../components/lazy-screen';
import { defineWebResource } from '../../components/portal-resource';

/** The groups resource (route admin/groups), per account. Screens load on first visit, or ahead of it. */
export default defineWebResource({
  name: 'groups',
  list: lazyScreen(() => import('./GroupList')),
  create: lazyScreen(() => import('./GroupCreate')),
  edit: lazyScreen(() => import('./GroupEdit')),
  icon: GroupsIcon,
  recordRepresentation: 'groupName',
  menu: 'organisation',
});
