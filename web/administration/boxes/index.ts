import WarehouseIcon from '@mui/icons-material/Warehouse';
import { lazyScreen } from '../../components/lazy-screen';
import { defineWebResource } from '../../components/portal-resource';

/** Boxes of the accounts the user administers boxes of (spec: /admin/box-administration, /admin/create-box, /admin/edit-box/{id}). */
export default defineWebResource({
  name: 'boxes',
  screenPaths: { list: 'admin/box-administration', create: 'admin/create-box', edit: 'admin/edit-box/:id' },
  list: lazyScreen(() => import('./BoxList')),
  create: lazyScreen(() => import('./BoxCreate')),
  edit: lazyScreen(() => import('./BoxEdit')),
  icon: WarehouseIcon,
  recordRepresentation: 'boxNumber',
  menu: 'operations',
});
