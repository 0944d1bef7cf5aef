import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { lazyScreen } from '../../components/lazy-screen';
import { defineWebResource } from '../../components/portal-resource';

/** The roles resource (route admin/role). Screens load on first visit, or ahead of it. */
export default defineWebResource({
  name: 'roles',
  list: lazyScreen(() => import('./RoleList')),
  create: lazyScreen(() => import('./RoleCreate')),
  edit: lazyScreen(() => import('./RoleEdit')),
  icon: AdminPanelSettingsIcon,
  recordRepresentation: 'role',
  menu: 'organisation',
});
