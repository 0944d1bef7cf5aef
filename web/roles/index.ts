import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { lazyScreen } from '../components/lazy-screen';

/** The roles resource (route admin/role). Screens load on first visit, or ahead of it. */
export default {
  list: lazyScreen(() => import('./RoleList')),
  create: lazyScreen(() => import('./RoleCreate')),
  edit: lazyScreen(() => import('./RoleEdit')),
  icon: AdminPanelSettingsIcon,
  recordRepresentation: 'role',
};
