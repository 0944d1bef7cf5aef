import LocalShippingOutlinedIcon from '@mui/icons-material/MoveToInbox';
import { formScreens } from '../../components/form-screens';
import { lazyScreen } from '../../components/lazy-screen';
import { defineWebResource } from '../../components/portal-resource';

/** Supplier orders of the session's account and warehouse (route supplier-orders), with the read-only view where goods are received. */
export default defineWebResource({
  name: 'supplierOrders',
  list: lazyScreen(() => import('./SupplierOrderList')),
  ...formScreens(() => import('./SupplierOrderForm')),
  show: lazyScreen(() => import('./SupplierOrderView')),
  icon: LocalShippingOutlinedIcon,
  recordRepresentation: 'orderReference',
  menu: 'operations',
});
