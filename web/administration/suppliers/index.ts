import StorefrontIcon from '@mui/icons-material/Storefront';
import { formScreens } from '../../components/form-screens';
import { lazyScreen } from '../../components/lazy-screen';
import { defineWebResource } from '../../components/portal-resource';

/** The suppliers of the session's account (route admin/supplier). */
export default defineWebResource({
  name: 'suppliers',
  list: lazyScreen(() => import('./SupplierList')),
  ...formScreens(() => import('./SupplierForm')),
  icon: StorefrontIcon,
  recordRepresentation: 'supplierName',
  menu: 'operations',
});
